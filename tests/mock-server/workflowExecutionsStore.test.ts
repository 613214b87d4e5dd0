// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMockServer, type MockServer } from '../../mock-server/createMockServer';
import { seedDatabase } from '../../mock-server/seed';
import { data } from './helpers';

/** A data file written before executions were a declared resource still opens, its executions intact. */
describe('workflow executions in an older data file', () => {
  it('moves executions of an older data file into the declared collection, stamped', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mock-db-'));
    const legacyJsonFile = join(dir, 'db.json');
    let mock: MockServer | undefined;
    try {
      const legacy = seedDatabase() as unknown as Record<string, unknown>;
      const executions = (legacy['workflow-executions'] as Record<string, unknown>[]).map(
        ({ version: _v, createdAt: _ca, createdBy: _cb, updatedAt: _ua, updatedBy: _ub, ...x }) =>
          x,
      );
      delete legacy['workflow-executions'];
      writeFileSync(legacyJsonFile, JSON.stringify({ ...legacy, workflowExecutions: executions }));
      mock = createMockServer({
        dataFile: join(dir, 'db.sqlite'),
        legacyJsonFile,
        portalOrigin: 'http://localhost:5173',
      });
      const stored = data(mock)['workflow-executions'];
      expect(stored).toHaveLength(executions.length);
      expect(stored[0]).toMatchObject({
        version: 1,
        createdAt: stored[0]!.startedAt,
        updatedAt: stored[0]!.completedAt ?? stored[0]!.startedAt,
      });
      expect(data(mock)).not.toHaveProperty('workflowExecutions');
    } finally {
      mock?.store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
