import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** Where jobs write their files and how fast they go (ServerContext.jobs). */
export interface JobSettings {
  /** The folder of the jobs' files, made on first use. */
  filesDir(): string;
  /** The pause between two chunks of a job: progress a person can follow, and room for other requests. */
  paceMs: number;
  /** A dataset of more items is counted in the background (BUILDING) after its creation is answered. */
  datasetSyncSummaryMax: number;
  /** The timers of the chunks to come, cleared when the server closes. */
  timers: Set<NodeJS.Timeout>;
}

/** A demo-sized job takes a moment; 100,000 items take about half a minute at this pace. */
export const DEFAULT_JOB_PACE_MS = 40;

/** Up to this many items a new dataset is counted before its creation is answered. */
export const DEFAULT_DATASET_SYNC_SUMMARY_MAX = 5_000;

/**
 * Files beside the database (`job-files/`), or in a temporary folder for an in-memory store; `MOCK_JOB_PACE_MS`
 * sets the pace (0: as fast as the machine goes, for benchmarks).
 */
export const jobSettingsFor = (
  dataFile: string | null,
  paceMs?: number,
  datasetSyncSummaryMax = DEFAULT_DATASET_SYNC_SUMMARY_MAX,
): JobSettings => {
  let dir: string | null = null;
  const envPace = process.env.MOCK_JOB_PACE_MS;
  return {
    filesDir: () => {
      if (dir) return dir;
      if (dataFile) {
        dir = join(dirname(dataFile), 'job-files');
        mkdirSync(dir, { recursive: true });
      } else dir = mkdtempSync(join(tmpdir(), 'trustdesk-jobs-'));
      return dir;
    },
    paceMs: paceMs ?? (envPace !== undefined ? Number(envPace) : DEFAULT_JOB_PACE_MS),
    datasetSyncSummaryMax,
    timers: new Set(),
  };
};
