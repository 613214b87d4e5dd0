/** Types of processes.mjs for the TypeScript scripts (the benchmarks) that use it. */
import type { ChildProcess } from 'node:child_process';

export interface StartedProcess extends ChildProcess {
  recentOutput(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; error?: Error }>;
}

export function localBin(root: string, name: string): string;
export function startProcess(options: {
  name: string;
  command: string;
  args?: readonly string[];
  env?: Record<string, string>;
  cwd?: string;
  colour?: 'cyan' | 'magenta' | 'yellow' | 'green';
  quiet?: boolean;
}): StartedProcess;
export function stopProcess(child: StartedProcess | undefined, graceMs?: number): Promise<void>;
export function waitForHttp(
  url: string,
  options?: {
    child?: StartedProcess;
    timeoutMs?: number;
    accept?: (response: Response) => boolean;
  },
): Promise<Response>;
export function portInUse(port: number, host: string): Promise<boolean>;
export function anyLoopbackInUse(port: number): Promise<boolean>;
export function paint(colour: string, text: string): string;
