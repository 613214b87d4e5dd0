import { isoNow, type ServerContext } from '../context';
import { appendSystemAudit } from '../guard/audit';
import type { DatasetItemRecord } from '../datasets/datasetStore';
import type { ExperimentResultRecord, VerificationRecord } from '../types';
import { armOutcome, effectivePercentage, inSample } from './simulation';
import { experimentsTable, getExperiment, type ExperimentRecord } from './experimentStore';

/**
 * Sampled items an experiment processes per turn: at the jobs' pace (40 ms) a demo dataset of a few hundred
 * items takes a few seconds, so its progress can be followed.
 */
export const EXPERIMENT_CHUNK = 10;

/**
 * The timer of each server's next turn: one per server, however many experiments run. A timer the server has
 * cleared (a reset, a close) no longer counts.
 */
const scheduled = new WeakMap<ServerContext, NodeJS.Timeout>();

/**
 * Counts the sampled items of the experiment's dataset whose verification still exists: the run's total, fixed
 * when it starts.
 */
export const sampleTotal = (
  ctx: ServerContext,
  experiment: Pick<ExperimentRecord, 'id' | 'datasetId'>,
  itemCount: number,
  percentage: number,
): number => {
  const items = ctx.store.table('datasetItems');
  const verifications = ctx.store.table('verifications');
  let total = 0;
  for (let position = 0; position < itemCount; position += 1) {
    if (!inSample(experiment.id, position, percentage)) continue;
    const item = items.get(`${experiment.datasetId}-${position}`) as unknown as
      DatasetItemRecord | undefined;
    if (item && verifications.get(item.verificationId)) total += 1;
  }
  return total;
};

/**
 * Works one chunk of a running experiment: the next sampled items of its dataset run through both arms. Once
 * the dataset is through, the experiment stops by itself (audited as the platform's).
 */
const processChunk = (ctx: ServerContext, experiment: ExperimentRecord): ExperimentRecord => {
  const dataset = ctx.store.table('datasets').get(experiment.datasetId) as
    { itemCount?: number } | undefined;
  const itemCount = typeof dataset?.itemCount === 'number' ? dataset.itemCount : 0;
  const percentage = effectivePercentage(experiment.samplePercentage ?? -1);
  const items = ctx.store.table('datasetItems');
  const verifications = ctx.store.table('verifications');
  const results = ctx.store.table('experimentResults');
  let { processed } = experiment;
  let cursor = experiment.cursor ?? 0;
  let done = 0;
  while (done < EXPERIMENT_CHUNK && cursor < itemCount && processed < experiment.total) {
    const position = cursor;
    cursor += 1;
    if (!inSample(experiment.id, position, percentage)) continue;
    const item = items.get(`${experiment.datasetId}-${position}`) as unknown as
      DatasetItemRecord | undefined;
    const verification = item
      ? (verifications.get(item.verificationId) as unknown as VerificationRecord | undefined)
      : undefined;
    // Wiped out or deleted since the start: not part of the sample any more (the total counted it, so the
    // run ends when the dataset is through).
    if (!item || !verification) continue;
    results.insert({
      id: `${experiment.id}-${processed}`,
      tenantId: experiment.tenantId,
      experimentId: experiment.id,
      seq: processed,
      position,
      verificationId: verification.id,
      outcomeA: armOutcome(experiment.armA, verification),
      outcomeB: armOutcome(experiment.armB, verification),
    } satisfies ExperimentResultRecord);
    processed += 1;
    done += 1;
  }
  const finished = cursor >= itemCount || processed >= experiment.total;
  const next: ExperimentRecord = {
    ...experiment,
    processed,
    // What vanished before it was reached is no longer counted.
    total: finished ? processed : experiment.total,
    cursor,
    ...(finished ? { state: 'STOPPED' as const, stoppedAt: isoNow(ctx) } : {}),
  };
  experimentsTable(ctx).update(next as never);
  if (finished)
    appendSystemAudit(ctx, experiment.tenantId, {
      action: 'EXPERIMENT_COMPLETE',
      entityType: 'Experiment',
      entityId: experiment.id,
      result: 'SUCCESS',
      before: { state: experiment.state, processed: experiment.processed },
      after: { state: 'STOPPED', processed },
      reason: null,
      classification: null,
    });
  return next;
};

/** One turn: a chunk of every running experiment, then the next turn while any still runs. */
const turn = (ctx: ServerContext): void => {
  scheduled.delete(ctx);
  let running = false;
  for (const found of experimentsTable(ctx).where('state', 'RUNNING')) {
    const experiment = getExperiment(ctx, found.id);
    if (!experiment || experiment.state !== 'RUNNING') continue;
    const next = ctx.store.transaction(() => processChunk(ctx, experiment));
    running ||= next.state === 'RUNNING';
  }
  if (running) runExperiments(ctx);
};

/**
 * Makes sure running experiments advance: schedules the next turn unless one is scheduled. Called when one
 * starts or resumes (`starting`), and when the platform starts or is reset (a restart goes on where it stopped).
 */
export const runExperiments = (ctx: ServerContext, starting = false): void => {
  // Nothing to run, no timer: a server whose store is closed without stopping it never meets one. An experiment
  // being started or resumed is stored as running only once its action returns (`starting`).
  if (!starting && !experimentsTable(ctx).first('state', 'RUNNING')) return;
  const pending = scheduled.get(ctx);
  if (pending && ctx.jobs.timers.has(pending)) return;
  const timer = setTimeout(() => {
    ctx.jobs.timers.delete(timer);
    turn(ctx);
  }, ctx.jobs.paceMs);
  // A run never keeps the process alive (a test's server, a stopping emulator).
  timer.unref();
  ctx.jobs.timers.add(timer);
  scheduled.set(ctx, timer);
};
