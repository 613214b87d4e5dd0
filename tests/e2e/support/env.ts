/**
 * What tests/e2e/run.mjs hands to the specs. The defaults match run.mjs, so a spec file can also be run by
 * hand against an already running `vite preview` + mock with MOCK_CONTROL=1.
 */
import { join } from 'node:path';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://localhost:5173';
export const MOCK_URL = process.env.E2E_MOCK_URL ?? 'http://127.0.0.1:3001';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const ARTIFACTS_DIR =
  process.env.E2E_ARTIFACTS_DIR ?? join(import.meta.dirname, '..', 'artifacts');
export const SCREENS_DIR = join(ARTIFACTS_DIR, 'screens');

/** Generous but bounded: the production build is fast, CI machines may not be. */
export const TIMEOUTS = {
  /** One test, start to end (browser launch included). */
  test: 180_000,
  /** Waiting for a text, a control or a URL. */
  step: 30_000,
  /** A full page load or redirect chain (portal -> mock sign-in -> portal). */
  navigation: 45_000,
} as const;

/** The demo accounts' shared password, from the mock's seed (one source of truth). */
export { DEMO_PASSWORD } from '../../../mock-server/seed/demoAccounts';
