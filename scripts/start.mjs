#!/usr/bin/env node
/**
 * `npm start`: the mock platform API (tsx mock-server/cli.ts on 127.0.0.1:$MOCK_PORT, seeding .mock-data/ on
 * first start) plus the Vite dev server on http://localhost:5173, which proxies /api to the mock.
 * Signals are forwarded to both; when either one dies the other is stopped and start exits with its code.
 */
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';
import {
  anyLoopbackInUse,
  localBin,
  paint,
  startProcess,
  stopProcess,
  waitForHttp,
} from './lib/processes.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const mockPort = Number(process.env.MOCK_PORT ?? 3001);
const portalPort = 5173; // fixed in vite.config.ts (strictPort)
const portalUrl = `http://localhost:${portalPort}`;
const portalOrigin = process.env.PORTAL_ORIGIN ?? portalUrl;

/** The demo accounts of the brief (password Demo!2345); README lists roles, tenants and TOTP secrets. */
const DEMO_HINT = [
  'admin@demo.test    administrator, two tenants (tenant choice)',
  'agent@demo.test    support agent, one tenant (straight to the dashboard)',
  'manager@demo.test  support manager',
  'merchant@demo.test merchant admin',
  'analyst@demo.test  experiment user',
  'newbie@demo.test   first sign-in: 2FA set-up + password change',
  'locked@demo.test   locked account; nobody@demo.test: no tenant',
];

const log = (message) => process.stdout.write(`${paint('green', '[start]')} ${message}\n`);

if (!Number.isInteger(mockPort) || mockPort <= 0) {
  console.error(`[start] MOCK_PORT must be a port number, got "${process.env.MOCK_PORT}".`);
  process.exit(1);
}
for (const [what, port] of [
  ['mock API (MOCK_PORT)', mockPort],
  ['portal', portalPort],
]) {
  if (await anyLoopbackInUse(port)) {
    console.error(
      `[start] Port ${port} for the ${what} is already in use. Stop the other \`npm start\` / \`npm run e2e\`` +
        (port === mockPort ? ' or pick another MOCK_PORT.' : '.'),
    );
    process.exit(1);
  }
}

// Vite's /api proxy proves itself to the mock with this shared secret, so the mock believes the client address
// it forwards (X-Forwarded-For) and nobody else's (mock-server/http/proxyTrust.ts).
const proxySecret = process.env.TRUST_PROXY_SECRET || randomBytes(24).toString('base64url');

const children = [];
let stopping = false;

const stopAll = async () => {
  stopping = true;
  await Promise.all(children.map((child) => stopProcess(child)));
};

const mock = startProcess({
  name: 'mock',
  colour: 'magenta',
  cwd: root,
  command: localBin(root, 'tsx'),
  args: ['mock-server/cli.ts'],
  env: {
    MOCK_PORT: String(mockPort),
    PORTAL_ORIGIN: portalOrigin,
    TRUST_PROXY_SECRET: proxySecret,
  },
});
children.push(mock);

const portal = startProcess({
  name: 'portal',
  colour: 'cyan',
  cwd: root,
  command: localBin(root, 'vite'),
  args: [],
  // vite.config.ts reads MOCK_PORT and TRUST_PROXY_SECRET for its /api proxy.
  env: { MOCK_PORT: String(mockPort), TRUST_PROXY_SECRET: proxySecret },
});
children.push(portal);

for (const [name, child] of [
  ['mock API', mock],
  ['portal', portal],
]) {
  child.exited.then(async ({ code, signal, error }) => {
    if (stopping) return;
    const why = error ? error.message : signal ? `signal ${signal}` : `code ${code}`;
    log(`The ${name} stopped (${why}); stopping the rest.`);
    await stopAll();
    process.exit(code === 0 ? 0 : (code ?? 1));
  });
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, async () => {
    if (stopping) return;
    log(`${signal} received; stopping the mock API and the portal.`);
    await stopAll();
    process.exit(0);
  });
}

try {
  await waitForHttp(`http://127.0.0.1:${mockPort}/`, { child: mock, timeoutMs: 120000 });
  await waitForHttp(`${portalUrl}/`, { child: portal, timeoutMs: 120000 });
  log('');
  log(`Portal ready: open ${paint('green', `${portalUrl}/login`)}`);
  log(
    `Mock API:     http://127.0.0.1:${mockPort}/api (data in ${process.env.MOCK_DATA_DIR ?? '.mock-data/'})`,
  );
  log('Demo accounts, password Demo!2345 (roles, tenants, TOTP secrets: README "Demo accounts"):');
  for (const line of DEMO_HINT) log(`  ${line}`);
  log('Ctrl+C stops both.');
} catch (error) {
  if (!stopping) {
    console.error(`[start] ${error.message}`);
    await stopAll();
    process.exit(1);
  }
}
