import { escapeCsvCell } from '../../src/contract/rules/csv';
import type { ServerContext } from '../context';
import type { AuthContext } from '../auth/session';
import { startJob, type JobWork } from '../jobs/jobRunner';
import { csvLines } from '../verifications/csvJobs';
import type { JobRecord } from '../types';
import type { ExperimentRecord } from './experimentStore';

/** The CSV search's columns: the list's, with names instead of ids, and the run's figures. */
const COLUMNS: readonly [string, (ctx: ServerContext, e: ExperimentRecord) => unknown][] = [
  ['id', (_ctx, e) => e.id],
  ['name', (_ctx, e) => e.name],
  ['state', (_ctx, e) => e.state],
  ['dataset', (ctx, e) => nameOf(ctx, 'datasets', e.datasetId)],
  ['armA', (ctx, e) => nameOf(ctx, 'workflows', e.armA)],
  ['armB', (ctx, e) => nameOf(ctx, 'workflows', e.armB)],
  ['taggingTemplate', (ctx, e) => nameOf(ctx, 'tagging-templates', e.taggingTemplateId)],
  ['samplePercentage', (_ctx, e) => e.samplePercentage ?? ''],
  ['processed', (_ctx, e) => e.processed],
  ['total', (_ctx, e) => e.total],
  ['owner', (_ctx, e) => e.owner],
  ['createdAt', (_ctx, e) => e.createdAt],
  ['startedAt', (_ctx, e) => e.startedAt ?? ''],
  ['stoppedAt', (_ctx, e) => e.stoppedAt ?? ''],
  ['description', (_ctx, e) => e.description ?? ''],
];

const nameOf = (
  ctx: ServerContext,
  collection: 'datasets' | 'workflows' | 'tagging-templates',
  id: string | null,
): string => {
  if (!id) return '';
  const record = ctx.store.table(collection as 'datasets').get(id) as { name?: string } | undefined;
  return record?.name ?? id;
};

/**
 * The experiments a search matched when it started (their ids are in the job), as CSV in the list's order;
 * one deleted since is left out. Cells are formula-safe.
 */
export const experimentCsvSearchWork: JobWork = {
  header: () => csvLines([COLUMNS.map(([header]) => header)]),
  chunk: (ctx, job, from, to) => {
    const ids = (JSON.parse(job.params.ids ?? '[]') as string[]).slice(from, to);
    const rows = ids.flatMap((id) => {
      const experiment = ctx.store.table('experiments').get(id) as unknown as
        ExperimentRecord | undefined;
      return experiment && experiment.tenantId === job.tenantId
        ? [COLUMNS.map(([, value]) => escapeCsvCell(String(value(ctx, experiment))))]
        : [];
    });
    return { text: rows.length ? csvLines(rows) : '', rows: rows.length };
  },
};

/** Starts the caller's CSV search over the ids a search matched (at most the tenant's experiments). */
export const startExperimentCsvSearch = (
  ctx: ServerContext,
  auth: AuthContext,
  ids: readonly string[],
  description: string,
): JobRecord => {
  const day = new Date(ctx.now()).toISOString().slice(0, 10);
  return startJob(
    ctx,
    auth,
    {
      kind: 'EXPERIMENT_CSV_SEARCH',
      subject: { type: 'ExperimentSearch', id: `search-${day}`, name: description },
      params: { ids: JSON.stringify(ids) },
      permissions: ['PERM_EXPERIMENTS_VIEW'],
      total: ids.length,
      fileName: `experiments-${day}.csv`,
    },
    experimentCsvSearchWork,
  );
};
