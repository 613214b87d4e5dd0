// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMockServer, type MockServer } from '../../mock-server/createMockServer';
import { seedDatabase } from '../../mock-server/seed';
import { data } from './helpers';

/** A data file written before transactions were a declared resource still opens, its transactions stamped. */
describe('transactions in an older data file', () => {
  it('stamps transactions stored without the system fields', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mock-db-'));
    const legacyJsonFile = join(dir, 'db.json');
    let mock: MockServer | undefined;
    try {
      const legacy = seedDatabase() as unknown as Record<string, unknown>;
      const transactions = (legacy.transactions as Record<string, unknown>[]).map(
        ({ version: _v, createdBy: _cb, updatedAt: _ua, updatedBy: _ub, ...t }) => t,
      );
      writeFileSync(legacyJsonFile, JSON.stringify({ ...legacy, transactions }));
      mock = createMockServer({
        dataFile: join(dir, 'db.sqlite'),
        legacyJsonFile,
        portalOrigin: 'http://localhost:5173',
      });
      const stored = data(mock).transactions;
      expect(stored).toHaveLength(transactions.length);
      expect(stored[0]).toMatchObject({
        version: 1,
        createdAt: transactions[0]!.createdAt,
        createdBy: 'system',
        updatedAt: stored[0]!.completedAt ?? stored[0]!.createdAt,
        updatedBy: 'system',
      });
    } finally {
      mock?.store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
