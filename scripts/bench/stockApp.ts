/**
 * The yardstick both benchmarks build in the same run as the portal: the stock react-admin app of
 * scripts/bench/stock-app (a plain `<Admin>` with one `<List>`), built with the same Vite and React plugin.
 */
import react from '@vitejs/plugin-react';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';

export const root = resolve(import.meta.dirname, '..', '..');

/** Builds into a new temp folder and returns it. */
export const buildInto = async (
  prefix: string,
  options: Parameters<typeof build>[0],
): Promise<string> => {
  const outDir = mkdtempSync(join(tmpdir(), prefix));
  await build({
    logLevel: 'warn',
    ...options,
    build: { ...options?.build, outDir, emptyOutDir: true },
  });
  return outDir;
};

/** The stock app is one large chunk by design (nothing lazy): no size warning for it. */
export const buildStockApp = (): Promise<string> =>
  buildInto('trustdesk-stock-', {
    root: join(root, 'scripts/bench/stock-app'),
    configFile: false,
    plugins: [react()],
    build: { chunkSizeWarningLimit: 10_000 },
  });
