// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { emptyDatabase } from '../../mock-server/seed';
import type { DatabaseShape } from '../../mock-server/types';
import { call, data, startServer, type TestServer } from './helpers';

const FILE_SIZE = 16 * 1024;
const ROTATIONS = 2;
const ENTRY_MESSAGE = 'm'.repeat(1000);

const bytesIn = (dir: string, names: string[]) =>
  names.reduce((sum, name) => sum + statSync(join(dir, name)).size, 0);

describe('client log', () => {
  let dir: string;
  let server: TestServer;
  const dataFile = () => join(dir, 'db.sqlite');
  const logDir = () => join(dir, 'client-log');
  const databaseBytes = () =>
    bytesIn(
      dir,
      readdirSync(dir).filter((name) => name.startsWith('db.sqlite')),
    );
  const rowCount = () =>
    (Object.keys(emptyDatabase()) as (keyof DatabaseShape)[]).reduce(
      (sum, name) => sum + data(server.mock)[name].length,
      0,
    );

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'trustdesk-client-log-'));
    server = await startServer({
      dataFile: dataFile(),
      clientLog: { dir: join(dir, 'client-log'), size: '16K', rotations: ROTATIONS },
    });
    // Seeding a database file takes a while on a busy machine.
  }, 120_000);
  afterAll(async () => {
    await server.close().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  });

  it('300 anonymous entries leave the database as it was and the log file bounded', async () => {
    await server.mock.store.settled();
    const rowsBefore = rowCount();
    const bytesBefore = databaseBytes();
    for (let i = 0; i < 300; i += 1) {
      const level = (['error', 'info', 'warn'] as const)[i % 3];
      const res = await call(server.base, `/api/log/${level}`, {
        body: { id: `e${i}`, timestamp: new Date().toISOString(), message: ENTRY_MESSAGE },
      });
      expect(res.status).toBe(204);
    }
    await server.mock.store.settled();
    expect(rowCount()).toBe(rowsBefore);
    expect(databaseBytes()).toBe(bytesBefore);
    // Closing ends the log stream, so every line is on disk.
    await server.close();
    const files = readdirSync(logDir()).filter((name) => name.startsWith('client.log'));
    // The current file and at most ROTATIONS older ones; each passes the size by one entry at most.
    expect(files.length).toBeLessThanOrEqual(ROTATIONS + 1);
    expect(bytesIn(logDir(), files)).toBeLessThanOrEqual(
      (ROTATIONS + 1) * (FILE_SIZE + ENTRY_MESSAGE.length + 200),
    );
    // 300 entries of 1 kB would need about 300 kB: the oldest were rotated away, the newest are kept.
    const lines = files
      .flatMap((name) => readFileSync(join(logDir(), name), 'utf8').split('\n'))
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.length).toBeLessThan(300);
    expect(lines.find((line) => line.id === 'e0')).toBeUndefined();
    expect(lines.find((line) => line.id === 'e299')).toMatchObject({
      level: 'warn',
      message: ENTRY_MESSAGE,
      clientIp: '127.0.0.1',
    });
  }, 60_000);
});
