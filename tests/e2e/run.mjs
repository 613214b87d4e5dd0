#!/usr/bin/env node
/**
 * `npm run e2e`: end-to-end run against the real mock platform API and the production build.
 *
 * 1. Finds Chromium (CHROMIUM_PATH or /usr/bin/chromium) and fails at once, with the install command, if absent.
 * 2. Builds dist/ with `vite build` when it is missing or older than the sources.
 * 3. Starts a fresh mock (temp MOCK_DATA_DIR, MOCK_CONTROL=1) and `vite preview` (which proxies /api to it).
 * 4. Runs tests/e2e/specs/*.spec.ts with Node's test runner (through tsx), one file at a time.
 * 5. Tears everything down, also on failure or a signal, and exits non-zero when anything failed.
 */
import { spawn } from 'node:child_process';
import {
  accessSync,
  constants,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  anyLoopbackInUse,
  localBin,
  startProcess,
  stopProcess,
  waitForHttp,
} from '../../scripts/lib/processes.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..', '..');
const mockPort = Number(process.env.MOCK_PORT ?? 3001);
// Defaults match vite.config.ts; E2E_PORTAL_PORT and E2E_OUT_DIR let two runs share a machine side by side.
const portalPort = Number(process.env.E2E_PORTAL_PORT ?? 5173);
const outDir = resolve(root, process.env.E2E_OUT_DIR ?? 'dist');
const portalOrigin = `http://localhost:${portalPort}`;
const mockUrl = `http://127.0.0.1:${mockPort}`;
const artifactsDir = resolve(root, process.env.E2E_ARTIFACTS_DIR ?? join(here, 'artifacts'));
const runTimeoutMs = Number(process.env.E2E_TIMEOUT_MS ?? 30 * 60 * 1000);

const say = (message) => process.stdout.write(`[e2e] ${message}\n`);

// --- 1. Chromium -----------------------------------------------------------------------------------------
const findChromium = () => {
  const candidate = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  try {
    accessSync(candidate, constants.X_OK);
    return candidate;
  } catch {
    return null;
  }
};

const chromiumPath = findChromium();
if (!chromiumPath) {
  console.error(
    `[e2e] Chromium not found at ${process.env.CHROMIUM_PATH || '/usr/bin/chromium'}.\n` +
      '[e2e] Install it with `apt-get install -y chromium` (Debian/Ubuntu, as root),\n' +
      '[e2e] or point CHROMIUM_PATH at an existing Chromium/Chrome binary.',
  );
  process.exit(1);
}

// --- helpers ---------------------------------------------------------------------------------------------
const newestMtime = (path) => {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
};

/** Runs a command to completion with inherited output; resolves with its exit code. */
const runToEnd = (command, args, env = {}) =>
  new Promise((resolvePromise) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: 'inherit',
    });
    running.add(child);
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolvePromise(code ?? (signal ? 1 : 0));
    });
    child.once('error', (error) => {
      running.delete(child);
      console.error(`[e2e] ${command}: ${error.message}`);
      resolvePromise(1);
    });
  });

const servers = [];
const running = new Set();
/** One temp root per run: the mock's data dir and every browser profile live in it; teardown removes it. */
let tmpRoot = null;
let tearingDown = null;
let interrupted = false;

const teardown = () => {
  tearingDown ??= (async () => {
    for (const child of running) child.kill('SIGTERM');
    await Promise.all([...running].map((child) => new Promise((done) => child.once('exit', done))));
    await Promise.all(servers.map((server) => stopProcess(server)));
    if (tmpRoot) rmSync(tmpRoot, { recursive: true, force: true });
  })();
  return tearingDown;
};

for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
  ['SIGHUP', 129],
]) {
  process.on(signal, async () => {
    if (interrupted) return;
    interrupted = true;
    say(`${signal} received; tearing down.`);
    await teardown();
    process.exit(code);
  });
}

const watchdog = setTimeout(async () => {
  console.error(
    `[e2e] The run took longer than ${runTimeoutMs} ms (E2E_TIMEOUT_MS); tearing down.`,
  );
  await teardown();
  process.exit(1);
}, runTimeoutMs);
watchdog.unref();

const main = async () => {
  for (const [what, port] of [
    ['mock API (MOCK_PORT)', mockPort],
    ['portal preview', portalPort],
  ]) {
    if (await anyLoopbackInUse(port)) {
      throw new Error(
        `Port ${port} for the ${what} is already in use (is \`npm start\` running?). Stop it first.`,
      );
    }
  }

  // --- 2. Production build ---------------------------------------------------------------------------------
  const builtAt = newestMtime(join(outDir, 'index.html'));
  const sourcesAt = Math.max(
    ...['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'].map((p) =>
      newestMtime(join(root, p)),
    ),
  );
  if (builtAt === 0 || builtAt < sourcesAt) {
    say(
      builtAt === 0
        ? `${relative(root, outDir)}/ is missing: running vite build.`
        : `${relative(root, outDir)}/ is older than the sources: running vite build.`,
    );
    const code = await runToEnd(localBin(root, 'vite'), ['build', '--outDir', outDir]);
    if (code !== 0) throw new Error(`vite build failed (exit ${code}).`);
  } else {
    say(`Using the existing production build in ${relative(root, outDir)}/.`);
  }

  // --- 3. Fresh mock + preview -----------------------------------------------------------------------------
  tmpRoot = mkdtempSync(join(tmpdir(), 'trustdesk-e2e-'));
  const dataDir = join(tmpRoot, 'mock-data');
  mkdirSync(dataDir);
  rmSync(artifactsDir, { recursive: true, force: true });
  mkdirSync(join(artifactsDir, 'screens'), { recursive: true });

  const mock = startProcess({
    name: 'mock',
    colour: 'magenta',
    cwd: root,
    command: localBin(root, 'tsx'),
    args: ['mock-server/cli.ts'],
    quiet: !process.env.E2E_VERBOSE,
    env: {
      MOCK_PORT: String(mockPort),
      MOCK_DATA_DIR: dataDir,
      MOCK_CONTROL: '1',
      PORTAL_ORIGIN: portalOrigin,
    },
  });
  servers.push(mock);
  say(`Mock API starting on ${mockUrl} (data in ${dataDir}).`);
  await waitForHttp(`${mockUrl}/`, { child: mock, timeoutMs: 120000 });

  const preview = startProcess({
    name: 'preview',
    colour: 'cyan',
    cwd: root,
    command: localBin(root, 'vite'),
    args: ['preview', '--outDir', outDir, '--port', String(portalPort), '--strictPort'],
    quiet: !process.env.E2E_VERBOSE,
    env: { MOCK_PORT: String(mockPort) },
  });
  servers.push(preview);
  await waitForHttp(`${portalOrigin}/login`, {
    child: preview,
    timeoutMs: 60000,
    accept: (response) => response.ok,
  });
  say(`Portal (production build) served on ${portalOrigin}.`);

  // --- 4. Specs --------------------------------------------------------------------------------------------
  const specsDir = join(here, 'specs');
  const filter = process.argv.slice(2);
  const specs = readdirSync(specsDir)
    .filter((file) => file.endsWith('.spec.ts'))
    .filter((file) => filter.length === 0 || filter.some((part) => file.includes(part)))
    .sort()
    .map((file) => relative(root, join(specsDir, file)));
  if (specs.length === 0) throw new Error('No spec files matched.');

  say(`Running ${specs.length} spec file(s) with Chromium at ${chromiumPath}.`);
  const code = await runToEnd(
    process.execPath,
    ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-reporter=spec', ...specs],
    {
      CHROMIUM_PATH: chromiumPath,
      E2E_BASE_URL: portalOrigin,
      E2E_MOCK_URL: mockUrl,
      E2E_ARTIFACTS_DIR: artifactsDir,
      E2E_TMP_DIR: tmpRoot,
    },
  );
  if (!interrupted) {
    say(`Screenshots: ${relative(root, artifactsDir)}/ (screens/ for every main screen).`);
  }
  return code;
};

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  if (!interrupted) console.error(`[e2e] ${error.message}`);
  exitCode = 1;
}
// After a signal the handler tears down and exits with the signal's code; nothing more to report here.
if (interrupted) await new Promise(() => {});
say(exitCode === 0 ? 'All specs passed.' : `E2E run failed (exit ${exitCode}).`);
await teardown();
process.exit(exitCode);
