import { existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { createMockServer } from './createMockServer';

// V8 lets the old generation grow to several times what is live before it collects; requests in flight keep
// being promoted into it, so under a steady load the heap would swing between its live size and four times
// that. Growing by half keeps resident memory near its size at start for the same throughput (bench:api).
setFlagsFromString('--heap-growing-percent=50');

/**
 * `npm run mock` — the mock platform API on 127.0.0.1:$MOCK_PORT (default 3001), data kept in the SQLite
 * database `$MOCK_DATA_DIR/db.sqlite` (default `.mock-data/`, git-ignored). Seeds on first start only (from a
 * `db.json` of an earlier version when there is one); every answered change is on disk. `MOCK_SCALE=100000`
 * seeds that many verifications for Acme Bank. `npm run mock:reset` (`--reset-only`) re-seeds and exits.
 */
const repoRoot = resolve(fileURLToPath(new URL('..', import.meta.url)));
const dataDir = resolve(process.env.MOCK_DATA_DIR ?? join(repoRoot, '.mock-data'));
const dataFile = join(dataDir, 'db.sqlite');
const legacyJsonFile = join(dataDir, 'db.json');
const port = Number(process.env.MOCK_PORT ?? 3001);
const scale = process.env.MOCK_SCALE ? Number(process.env.MOCK_SCALE) : undefined;
if (scale !== undefined && !(Number.isInteger(scale) && scale > 0))
  throw new Error('MOCK_SCALE must be a positive whole number of verifications');

/** The database and its write-ahead log and shared-memory files. */
const removeDatabase = () => {
  for (const file of [dataFile, `${dataFile}-wal`, `${dataFile}-shm`, legacyJsonFile])
    if (existsSync(file)) rmSync(file);
};

if (process.argv.includes('--reset-only')) {
  removeDatabase();
  // Opening a missing database seeds it at once.
  createMockServer({ dataFile, scale }).store.close();
  console.info(`[mock-server] seeded ${dataFile}`);
  process.exit(0);
}

const mock = createMockServer({ dataFile, legacyJsonFile, scale });
if (mock.store.seededOnOpen) console.info(`[mock-server] seeded ${dataFile}`);
const running = await mock.listen(port, '127.0.0.1');
console.info(`[mock-server] listening on http://127.0.0.1:${running.port} (data: ${dataFile})`);

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  // Every answered change is already committed; closing checkpoints the write-ahead log into the database.
  console.info(`[mock-server] ${signal}: stopping`);
  void running.close().finally(() => {
    mock.store.close();
    process.exit(0);
  });
};
process.on('SIGINT', () => stop('SIGINT'));
// A file-size limit (ulimit -f) then fails the write (answered 503) instead of killing the process.
process.on('SIGXFSZ', () => undefined);
process.on('SIGTERM', () => stop('SIGTERM'));
