/**
 * Runs once before the workers start: checks Chromium (with the command that installs it), builds dist/ when it
 * is missing or older than the sources, and seeds the database every worker copies. The run's temporary
 * directory and the template's place reach the workers through the environment; the returned function (the
 * teardown) removes them.
 */
import { spawnSync } from 'node:child_process';
import {
  accessSync,
  constants,
  existsSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { EMULATOR_ARGS, ROOT } from '../../../scripts/lib/emulator';
import { anyLoopbackInUse, localBin } from '../../../scripts/lib/processes.mjs';
import { CHROMIUM_PATH, MOCK_PORT, PORTAL_PORT, SCREENS_DIR } from './env';

const say = (message: string) => process.stdout.write(`[e2e] ${message}\n`);

const newestMtime = (path: string): number => {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
};

const run = (command: string, args: string[], env: Record<string, string> = {}): void => {
  const result = spawnSync(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
};

const checkChromium = (): void => {
  try {
    accessSync(CHROMIUM_PATH, constants.X_OK);
  } catch {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}. Install it with \`apt-get install -y chromium\` ` +
        '(Debian/Ubuntu, as root), or point CHROMIUM_PATH at an existing Chromium or Chrome binary.',
    );
  }
};

const buildWhenStale = (): void => {
  const outDir = resolve(ROOT, process.env.E2E_OUT_DIR ?? 'dist');
  const builtAt = newestMtime(join(outDir, 'index.html'));
  const sourcesAt = Math.max(
    ...['src', 'public', 'index.html', 'vite.config.ts', 'scripts/vite', 'package-lock.json'].map(
      (path) => newestMtime(join(ROOT, path)),
    ),
  );
  if (builtAt !== 0 && builtAt >= sourcesAt) {
    say(`Using the existing production build in ${relative(ROOT, outDir)}/.`);
    return;
  }
  say(
    `${relative(ROOT, outDir)}/ is ${builtAt === 0 ? 'missing' : 'older than the sources'}: building.`,
  );
  run(localBin(ROOT, 'vite'), ['build', '--outDir', outDir]);
};

/** Each worker's portal and emulator ports (env.ts), free before anything starts, or a clear message. */
const checkPorts = async (workers: number): Promise<void> => {
  for (let index = 0; index < workers; index += 1) {
    for (const [what, port] of [
      ['portal', PORTAL_PORT + index],
      ['emulator', MOCK_PORT + index],
    ] as const) {
      if (await anyLoopbackInUse(port))
        throw new Error(
          `Port ${port} (worker ${index}'s ${what}) is in use: stop what holds it, or move the suite's ` +
            'ports with E2E_PORT_BASE.',
        );
    }
  }
};

export default async function globalSetup(config: FullConfig): Promise<() => void> {
  checkChromium();
  await checkPorts(config.workers);
  buildWhenStale();
  // Playwright empties results/ itself; the screens of an earlier run would pass for this one's.
  rmSync(SCREENS_DIR, { recursive: true, force: true });
  const tmpRoot = mkdtempSync(join(tmpdir(), 'trustdesk-e2e-'));
  const templateDir = join(tmpRoot, 'template');
  const started = Date.now();
  run(process.execPath, [...EMULATOR_ARGS, '--reset-only'], {
    MOCK_DATA_DIR: templateDir,
  });
  say(`Seeded the workers' database in ${Date.now() - started} ms (${templateDir}).`);
  process.env.E2E_TMP_DIR = tmpRoot;
  process.env.E2E_TEMPLATE_DIR = templateDir;
  return () => rmSync(tmpRoot, { recursive: true, force: true });
}
