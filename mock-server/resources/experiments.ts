import {
  EXPERIMENT_TRANSITIONS,
  type ExperimentState,
  type ExperimentTransition,
} from '../../src/contract/resources/experiments';
import { isoNow, type ServerContext } from '../context';
import { ApiError, validationError } from '../http/errors';
import type { ActionRun, ResourceBehaviour } from '../kit/behaviour';
import type { StoredRecord } from '../types';
import { datasetMaintenance, type DatasetRecord } from '../datasets/datasetStore';
import { runExperiments, sampleTotal } from '../experiments/experimentRunner';
import { removeExperimentData, type ExperimentRecord } from '../experiments/experimentStore';
import { effectivePercentage } from '../experiments/simulation';

const asExperiment = (record: StoredRecord) => record as unknown as ExperimentRecord;

const STATE_WORDS: Record<ExperimentState, string> = {
  DRAFT: 'a draft',
  RUNNING: 'running',
  PAUSED: 'paused',
  STOPPED: 'stopped',
  ARCHIVED: 'archived',
};
const DONE_WORDS: Record<ExperimentTransition, string> = {
  start: 'started',
  pause: 'paused',
  resume: 'resumed',
  stop: 'stopped',
  archive: 'archived',
  unarchive: 'unarchived',
};

/** What an experiment in this state may do next, in words ("be paused or stopped"). */
const legalNext = (state: ExperimentState): string => {
  const legal = (Object.keys(EXPERIMENT_TRANSITIONS) as ExperimentTransition[]).filter((key) =>
    (EXPERIMENT_TRANSITIONS[key].from as readonly ExperimentState[]).includes(state),
  );
  return legal.length
    ? `it can be ${legal.map((key) => DONE_WORDS[key]).join(' or ')}`
    : 'it can only be deleted';
};

/** 409 for a transition the state machine does not have from the experiment's state, saying what it has. */
const assertTransition = (experiment: ExperimentRecord, key: ExperimentTransition): void => {
  const from = EXPERIMENT_TRANSITIONS[key].from as readonly ExperimentState[];
  if (!from.includes(experiment.state))
    throw new ApiError(
      409,
      'ACTION_NOT_ALLOWED',
      `The experiment “${experiment.name}” is ${STATE_WORDS[experiment.state]}, so it cannot be ${DONE_WORDS[key]}: ${legalNext(experiment.state)}.`,
    );
};

/** The tenant's record of a collection, or undefined (another tenant's reads as missing). */
const tenantRecord = <T extends { tenantId?: string }>(
  ctx: ServerContext,
  collection: 'datasets' | 'workflows' | 'tagging-templates',
  tenantId: string,
  id: unknown,
): T | undefined => {
  if (typeof id !== 'string' || !id) return undefined;
  // One lookup for three collections: typed as one of them, read the same way.
  const record = ctx.store.table(collection as 'datasets').get(id) as unknown as T | undefined;
  return record && record.tenantId === tenantId ? record : undefined;
};

/**
 * What an experiment compares must exist in the tenant: a READY dataset, two workflows, an active tagging
 * template when one is chosen. Each refusal sits on its field.
 */
const checkComparison = (ctx: ServerContext, tenantId: string, input: Record<string, unknown>) => {
  const issues: { field: string; code: string; message: string }[] = [];
  const dataset = tenantRecord<DatasetRecord>(ctx, 'datasets', tenantId, input.datasetId);
  if (!dataset) issues.push({ field: 'datasetId', code: 'NOT_FOUND', message: 'No such dataset.' });
  else if (dataset.status === 'MAINTENANCE') throw datasetMaintenance(dataset);
  else if (dataset.status !== 'READY')
    issues.push({
      field: 'datasetId',
      code: 'DATASET_NOT_READY',
      message: `The dataset “${dataset.name}” is ${dataset.status.toLowerCase()}: an experiment runs on a ready one.`,
    });
  for (const arm of ['armA', 'armB'] as const)
    if (!tenantRecord(ctx, 'workflows', tenantId, input[arm]))
      issues.push({ field: arm, code: 'NOT_FOUND', message: 'No such workflow.' });
  if (input.taggingTemplateId) {
    const template = tenantRecord<{ tenantId?: string; status?: string; name?: string }>(
      ctx,
      'tagging-templates',
      tenantId,
      input.taggingTemplateId,
    );
    if (!template)
      issues.push({
        field: 'taggingTemplateId',
        code: 'NOT_FOUND',
        message: 'No such tagging template.',
      });
    else if (template.status !== 'ACTIVE')
      issues.push({
        field: 'taggingTemplateId',
        code: 'TEMPLATE_ARCHIVED',
        message: `The tagging template “${template.name}” is archived: choose an active one.`,
      });
  }
  if (issues.length) throw validationError(issues, issues[0]!.message);
};

/** A transition that only moves the state (and stamps when it stops); `then` runs the experiment on. */
const move =
  (key: ExperimentTransition, then?: (ctx: ServerContext) => void): ActionRun =>
  (record, _input, { ctx }) => {
    const experiment = asExperiment(record);
    assertTransition(experiment, key);
    const to = EXPERIMENT_TRANSITIONS[key].to;
    // Scheduled now, it runs after the generic handler has stored the new state.
    then?.(ctx);
    return {
      ...record,
      state: to,
      ...(key === 'stop' ? { stoppedAt: isoNow(ctx) } : {}),
    } as StoredRecord;
  };

/**
 * Experiments beyond the generic handler:
 * - `prepare`: what it compares must exist in the tenant (a ready dataset, two workflows, an active template);
 *   the platform sets state, owner and the run's figures; a draft is the only state edited (`editableWhen`).
 * - the transitions of its state machine, each refused with 409 from a state that does not have it; start
 *   takes the sample percentage, counts the sample and sets the run going (mock-server/experiments);
 * - a delete (draft or archived only, `deletableWhen`) takes its results and tags with it.
 */
export const experimentsBehaviour: ResourceBehaviour = {
  prepare: (input, { ctx, auth, current }) => {
    checkComparison(ctx, auth.tenant.id, input);
    const base = current ? asExperiment(current) : undefined;
    return {
      name: input.name,
      description: input.description ?? null,
      datasetId: input.datasetId,
      armA: input.armA,
      armB: input.armB,
      taggingTemplateId: input.taggingTemplateId || null,
      state: base?.state ?? 'DRAFT',
      samplePercentage: base?.samplePercentage ?? null,
      owner: base?.owner ?? auth.user.email,
      startedAt: base?.startedAt ?? null,
      stoppedAt: base?.stoppedAt ?? null,
      processed: base?.processed ?? 0,
      total: base?.total ?? 0,
    };
  },
  deleted: (record, { ctx }) => removeExperimentData(ctx, record.id),
  actions: {
    start: (record, input, { ctx }) => {
      const experiment = asExperiment(record);
      assertTransition(experiment, 'start');
      const dataset = tenantRecord<DatasetRecord>(
        ctx,
        'datasets',
        experiment.tenantId,
        experiment.datasetId,
      );
      if (!dataset)
        throw new ApiError(
          409,
          'ACTION_NOT_ALLOWED',
          'The experiment’s dataset was deleted: choose another one before starting it.',
        );
      if (dataset.status === 'MAINTENANCE') throw datasetMaintenance(dataset);
      if (dataset.status !== 'READY')
        throw new ApiError(
          409,
          'ACTION_NOT_ALLOWED',
          `The dataset “${dataset.name}” is ${dataset.status.toLowerCase()}: an experiment runs on a ready one.`,
        );
      const samplePercentage = Number(input.samplePercentage);
      const total = sampleTotal(
        ctx,
        experiment,
        dataset.itemCount,
        effectivePercentage(samplePercentage),
      );
      runExperiments(ctx, true);
      return {
        ...record,
        state: 'RUNNING',
        samplePercentage,
        startedAt: isoNow(ctx),
        stoppedAt: null,
        processed: 0,
        total,
        cursor: 0,
      } as StoredRecord;
    },
    pause: move('pause'),
    resume: move('resume', (ctx) => runExperiments(ctx, true)),
    stop: move('stop'),
    archive: move('archive'),
    unarchive: move('unarchive'),
  },
};
