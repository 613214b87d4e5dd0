import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['tests/support/setup.ts'],
    include: ['tests/{unit,component,mock-server}/**/*.test.{ts,tsx}'],
    // Mock-server suites run the real server in-process: no DOM needed there.
    environmentMatchGlobs: [['tests/mock-server/**', 'node']],
    testTimeout: 20000,
    pool: 'forks',
  },
});
