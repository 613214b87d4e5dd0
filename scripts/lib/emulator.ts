/**
 * The platform emulator as a child process (`mock-server/cli.ts` under node, no wrapper process, so its pid is
 * the server's own and a SIGKILL hits it): the durability tests kill and restart it on one data directory, the
 * API benchmark measures it from outside, the end-to-end workers each run one.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startProcess, stopProcess, type StartedProcess } from './processes.mjs';

export const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
/** How node runs the emulator (from ROOT); `--reset-only` after it seeds a data directory and exits. */
export const EMULATOR_ARGS = ['--import', 'tsx', 'mock-server/cli.ts'];
const LISTENING = /listening on (http:\/\/127\.0\.0\.1:(\d+))/;

export interface RunningEmulator {
  /** `http://127.0.0.1:<port>` */
  base: string;
  pid: number;
  child: StartedProcess;
  /** SIGTERM (the emulator closes its database), SIGKILL after a grace period. */
  stop(): Promise<void>;
}

export interface EmulatorOptions {
  dataDir: string;
  /** 0 (the default) takes any free port. */
  port?: number;
  env?: Record<string, string>;
  /** Print the emulator's output (prefixed) instead of only keeping its last lines for errors. */
  verbose?: boolean;
}

export const startEmulator = async (options: EmulatorOptions): Promise<RunningEmulator> => {
  const child = startProcess({
    name: 'emulator',
    command: process.execPath,
    args: EMULATOR_ARGS,
    cwd: ROOT,
    env: { MOCK_DATA_DIR: options.dataDir, MOCK_PORT: String(options.port ?? 0), ...options.env },
    quiet: !options.verbose,
    colour: 'yellow',
  });
  const timeoutMs = 120_000;
  const base = await new Promise<string>((done, fail) => {
    let seen = '';
    const timer = setTimeout(
      () =>
        fail(new Error(`the emulator did not start in ${timeoutMs} ms\n${child.recentOutput()}`)),
      timeoutMs,
    );
    child.stdout?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = LISTENING.exec(seen);
      if (match) {
        clearTimeout(timer);
        done(match[1]!);
      }
    });
    void child.exited.then(({ code, signal }) => {
      clearTimeout(timer);
      fail(
        new Error(
          `the emulator exited (${code ?? signal}) before listening\n${child.recentOutput()}`,
        ),
      );
    });
  });
  return {
    base,
    pid: child.pid!,
    child,
    stop: () => stopProcess(child),
  };
};
