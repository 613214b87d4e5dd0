import type { ExperimentState } from '../../src/contract/resources/experiments';
import type { ServerContext } from '../context';
import type { ExperimentResultRecord, StoredRecord } from '../types';

/** An experiment as stored: its declared fields, and where its run stands in the dataset. */
export interface ExperimentRecord extends StoredRecord {
  tenantId: string;
  name: string;
  description: string | null;
  datasetId: string;
  armA: string;
  armB: string;
  taggingTemplateId: string | null;
  state: ExperimentState;
  samplePercentage: number | null;
  owner: string;
  startedAt: string | null;
  stoppedAt: string | null;
  /** Sampled items processed so far (results `<id>-0` … `<id>-(processed − 1)`). */
  processed: number;
  /** Sampled items of the dataset, counted at start. */
  total: number;
  /** The dataset position the run goes on from (internal; never answered). */
  cursor?: number;
}

export const experimentsTable = (ctx: ServerContext) => ctx.store.table('experiments');

export const getExperiment = (ctx: ServerContext, id: string): ExperimentRecord | undefined =>
  experimentsTable(ctx).get(id) as unknown as ExperimentRecord | undefined;

/** The experiment's processed items, in the order they were processed. */
export const resultsOf = (ctx: ServerContext, experimentId: string): ExperimentResultRecord[] =>
  ctx.store
    .table('experimentResults')
    .where('experimentId', experimentId)
    .sort((a, b) => a.seq - b.seq);

/** Its results and tags go with a deleted experiment. */
export const removeExperimentData = (ctx: ServerContext, experimentId: string): void => {
  for (const name of ['experimentResults', 'experimentTags'] as const) {
    const table = ctx.store.table(name);
    for (const record of table.where('experimentId', experimentId)) table.delete(record.id);
  }
};
