/**
 * Where a worker's portal and emulator listen, and the run's shared settings. Each Playwright worker runs its
 * own emulator (on its own copy of the seeded database) and its own `vite preview` in front of it, on ports
 * derived from the worker's parallel index, so that every spec module knows its addresses when it is imported.
 */
import { join } from 'node:path';

/** 0 … workers-1, set by Playwright in each worker process; absent when a spec module is only type-checked. */
const parallelIndex = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
/** E2E_PORT_BASE moves every port at once, to run beside `npm start` or a second checkout. */
const portBase = Number(process.env.E2E_PORT_BASE ?? 5300);

export const PORTAL_PORT = portBase + parallelIndex;
export const MOCK_PORT = portBase + 100 + parallelIndex;
export const BASE_URL = `http://localhost:${PORTAL_PORT}`;
export const MOCK_URL = `http://127.0.0.1:${MOCK_PORT}`;
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ARTIFACTS_DIR =
  process.env.E2E_ARTIFACTS_DIR ?? join(import.meta.dirname, '..', 'artifacts');
export const SCREENS_DIR = join(ARTIFACTS_DIR, 'screens');

/** Generous but bounded: the production build is fast, CI machines may not be. */
export const TIMEOUTS = {
  /** One test, start to end. */
  test: 180_000,
  /** Waiting for a text, a control or a URL. */
  step: 30_000,
  /** A full page load or redirect chain (portal -> mock sign-in -> portal). */
  navigation: 45_000,
} as const;

/** The demo accounts' shared password, from the mock's seed (one source of truth). */
export { DEMO_PASSWORD } from '../../../mock-server/seed/demoAccounts';
