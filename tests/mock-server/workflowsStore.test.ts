// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMockServer, type MockServer } from '../../mock-server/createMockServer';
import { seedDatabase } from '../../mock-server/seed';
import { data } from './helpers';

/** A data file written before workflows were a declared resource still opens, its workflows stamped. */
describe('workflows in an older data file', () => {
  it('completes the creation stamp from the last change', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mock-db-'));
    const legacyJsonFile = join(dir, 'db.json');
    let mock: MockServer | undefined;
    try {
      const legacy = seedDatabase() as unknown as Record<string, unknown>;
      const workflows = (legacy.workflows as Record<string, unknown>[]).map(
        ({ createdBy: _cb, ...w }) => w,
      );
      writeFileSync(legacyJsonFile, JSON.stringify({ ...legacy, workflows }));
      mock = createMockServer({
        dataFile: join(dir, 'db.sqlite'),
        legacyJsonFile,
        portalOrigin: 'http://localhost:5173',
      });
      const stored = data(mock).workflows;
      expect(stored).toHaveLength(workflows.length);
      for (const workflow of stored) expect(workflow.createdBy).toBe(workflow.updatedBy);
    } finally {
      mock?.store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
