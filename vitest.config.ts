import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { countryFlagSprite } from './scripts/vite/countryFlagSprite.ts';

// Two projects: the portal suites run in jsdom; the mock-server suites run the real server in-process in node.
export default defineConfig({
  plugins: [react(), countryFlagSprite()],
  test: {
    globals: true,
    testTimeout: 20000,
    pool: 'forks',
    // Vitest leaves a core to its main process by default, which on CI's two cores means one worker: the suites
    // wait on timers and sockets much of the time, so two workers there halve the run (20 → 9.5 minutes).
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        extends: true,
        test: {
          name: 'portal',
          environment: 'jsdom',
          setupFiles: ['tests/support/setup.ts'],
          include: ['tests/{unit,component}/**/*.test.{ts,tsx}'],
        },
      },
      {
        extends: true,
        test: {
          name: 'mock-server',
          environment: 'node',
          // The demo database is seeded once per run; each test server opens a copy (helpers.ts).
          globalSetup: ['tests/mock-server/seedImage.globalSetup.ts'],
          include: ['tests/mock-server/**/*.test.ts'],
        },
      },
    ],
  },
});
