import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { demoSeedImage } from '../../mock-server/createMockServer';

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
  /** Seeds now; the file is replaced whole, so a reader never sees half an image. */
  const writeImage = () => {
    writeFileSync(`${path}.tmp`, demoSeedImage());
    renameSync(`${path}.tmp`, path);
  };
  writeImage();
  project.provide('seedImagePath', path);
  // The seed dates operational data from its seeding instant: in watch mode every rerun of these suites gets
  // an image seeded when it starts, as a run does, not one left from when watching began.
  project.onTestsRerun((specifications) => {
    if (specifications.some((specification) => specification.project.name === project.name))
      writeImage();
  });
  return () => rmSync(dir, { recursive: true, force: true });
}
