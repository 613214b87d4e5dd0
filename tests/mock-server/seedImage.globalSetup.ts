import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createMockServer } from '../../mock-server/createMockServer';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded demo database's image, written once per run (helpers.ts opens a copy per test server). */
    seedImagePath: string;
  }
}

/**
 * Seeds the demo database once for the whole run of the emulator's suites and hands its file to every test
 * server: seeding takes seconds, opening an image milliseconds. Servers with a file, a scale or an older
 * database of their own still seed (or migrate) as the emulator does.
 */
export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'trustdesk-seed-image-'));
  const path = join(dir, 'seed.sqlite');
  const mock = createMockServer({ dataFile: null });
  writeFileSync(path, mock.store.image());
  mock.store.close();
  project.provide('seedImagePath', path);
  return () => rmSync(dir, { recursive: true, force: true });
}
