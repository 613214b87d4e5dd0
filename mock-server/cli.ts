import { existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMockServer } from './createMockServer';

/**
 * `npm run mock` — the mock platform API on 127.0.0.1:$MOCK_PORT (default 3001), data kept in
 * `$MOCK_DATA_DIR/db.json` (default `.mock-data/`, git-ignored). Seeds on first start only; changes survive
 * restarts. `npm run mock:reset` (`--reset-only`) re-seeds the file and exits.
 */
const repoRoot = resolve(fileURLToPath(new URL('..', import.meta.url)));
const dataDir = resolve(process.env.MOCK_DATA_DIR ?? join(repoRoot, '.mock-data'));
const dataFile = join(dataDir, 'db.json');
const port = Number(process.env.MOCK_PORT ?? 3001);

if (process.argv.includes('--reset-only')) {
  if (existsSync(dataFile)) rmSync(dataFile);
  // Opening a missing file seeds it and writes it at once.
  createMockServer({ dataFile });
  console.info(`[mock-server] seeded ${dataFile}`);
  process.exit(0);
}

const mock = createMockServer({ dataFile });
if (mock.store.seededOnOpen) console.info(`[mock-server] seeded ${dataFile}`);
const running = await mock.listen(port, '127.0.0.1');
console.info(`[mock-server] listening on http://127.0.0.1:${running.port} (data: ${dataFile})`);

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  // Pending debounced writes land before exit, so stop/start keeps every change.
  mock.store.flush();
  console.info(`[mock-server] ${signal}: data flushed, stopping`);
  void running.close().finally(() => process.exit(0));
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
