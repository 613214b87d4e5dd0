import type { Faker } from '@faker-js/faker';
import type {
  VerificationRecord,
  WorkflowExecutionRecord,
  WorkflowExecutionStatus,
  WorkflowRecord,
  WorkflowTimelineEntry,
} from '../types';
import { SEED_ACTOR, seedingDayOf, type SeedGenerator } from './context';

/** Executions that run without a verification (screening re-checks, payouts), per tenant. */
export const STANDALONE_EXECUTIONS_PER_TENANT = 40;

interface StepRef {
  id: string;
  name?: string;
  next?: string;
  onFailure?: string;
}

const stepsOf = (workflow: WorkflowRecord): { start: string; steps: StepRef[] } => {
  try {
    const parsed = JSON.parse(workflow.definition) as { start?: string; steps?: StepRef[] };
    return { start: parsed.start ?? '', steps: parsed.steps ?? [] };
  } catch {
    return { start: '', steps: [] };
  }
};

/** The path through the definition from `start` following `next` (bounded, in case of a loop). */
const pathOf = (workflow: WorkflowRecord): StepRef[] => {
  const { start, steps } = stepsOf(workflow);
  const byId = new Map(steps.map((s) => [s.id, s]));
  const path: StepRef[] = [];
  let current = byId.get(start);
  while (current && path.length < steps.length) {
    path.push(current);
    current = current.next ? byId.get(current.next) : undefined;
  }
  return path;
};

type Said = Pick<WorkflowTimelineEntry, 'code' | 'message'>;

/** Why a step failed, by the kind of step (its id names it in the seeded definitions). */
const failure = (stepId: string | undefined): Said => {
  if (!stepId) return { code: 'STEP_INCOMPLETE', message: 'The step did not complete.' };
  if (stepId.includes('liveness'))
    return { code: 'LIVENESS_NOT_PASSED', message: 'Liveness check did not pass.' };
  if (stepId.includes('face'))
    return { code: 'FACE_MISMATCH', message: 'Face does not match the document photo.' };
  if (stepId.includes('watchlist'))
    return { code: 'SCREENING_TIMEOUT', message: 'Screening provider did not answer in time.' };
  if (stepId.includes('risk'))
    return { code: 'RISK_ABOVE_LIMIT', message: 'Risk score above the automatic approval limit.' };
  if (stepId.includes('selfie'))
    return { code: 'NO_USABLE_SELFIE', message: 'No usable selfie was captured.' };
  return { code: 'DOCUMENT_UNREADABLE', message: 'Document image too blurry to read.' };
};

const FINAL: Record<Exclude<WorkflowExecutionStatus, 'RUNNING'>, Said> = {
  COMPLETED: { code: 'EXECUTION_COMPLETED', message: 'Execution completed.' },
  FAILED: { code: 'EXECUTION_FAILED', message: 'Execution failed.' },
  CANCELLED: { code: 'CANCELLED_BY_OPERATOR', message: 'Cancelled by an operator.' },
};

/**
 * The timeline of an execution: STARTED, one entry per step that ran, then the final status. Steps take
 * 5–90 s each; a FAILED run fails at a random step, a RUNNING one stops part way, a CANCELLED one is stopped
 * by an operator.
 */
export const buildTimeline = (
  faker: Faker,
  workflow: WorkflowRecord,
  status: WorkflowExecutionStatus,
  startedAt: Date,
): { timeline: WorkflowTimelineEntry[]; completedAt: string | null } => {
  const path = pathOf(workflow);
  let t = startedAt.getTime();
  const timeline: WorkflowTimelineEntry[] = [
    {
      status: 'STARTED',
      step: null,
      stepName: null,
      at: new Date(t).toISOString(),
      code: 'EXECUTION_STARTED',
      message: 'Execution started.',
    },
  ];
  const stopAt =
    status === 'COMPLETED'
      ? path.length
      : faker.number.int({ min: 0, max: Math.max(0, path.length - 1) });
  path.slice(0, stopAt).forEach((step) => {
    t += faker.number.int({ min: 5, max: 90 }) * 1000;
    timeline.push({
      status: 'STEP_COMPLETED',
      step: step.id,
      stepName: step.name ?? step.id,
      at: new Date(t).toISOString(),
      code: 'STEP_DONE',
      message: `${step.name ?? step.id} completed.`,
    });
  });
  if (status === 'RUNNING') return { timeline, completedAt: null };
  t += faker.number.int({ min: 5, max: 60 }) * 1000;
  const at = new Date(t).toISOString();
  if (status === 'FAILED') {
    const failed = path[stopAt];
    timeline.push({
      status: 'STEP_FAILED',
      step: failed?.id ?? null,
      stepName: failed ? (failed.name ?? failed.id) : null,
      at,
      ...failure(failed?.id),
    });
  }
  timeline.push({ status, step: null, stepName: null, at, ...FINAL[status] });
  return { timeline, completedAt: at };
};

/**
 * The system stamp of an execution: the platform created it when it started and last changed it when it ended
 * (or started, while it runs). Also completes executions stored before they carried one.
 */
export const executionStamp = (startedAt: string, completedAt: string | null) => ({
  version: 1,
  createdAt: startedAt,
  createdBy: SEED_ACTOR,
  updatedAt: completedAt ?? startedAt,
  updatedBy: SEED_ACTOR,
});

const fromVerification = (
  faker: Faker,
  v: VerificationRecord,
  workflow: WorkflowRecord,
): WorkflowExecutionRecord => {
  const status: WorkflowExecutionStatus = v.workflowStatus ?? 'RUNNING';
  const startedAt = new Date(v.transactionCreationDate);
  const { timeline, completedAt } = buildTimeline(faker, workflow, status, startedAt);
  return {
    id: v.workflowExecutionId as string,
    tenantId: v.tenantId,
    workflowId: workflow.id,
    workflowName: workflow.name,
    status,
    startedAt: startedAt.toISOString(),
    completedAt,
    transactionId: `tx-${v.workflowExecutionId as string}`,
    verificationId: v.id,
    timeline,
    ...executionStamp(startedAt.toISOString(), completedAt),
  };
};

/**
 * One execution per verification that names one (same id), plus standalone executions per tenant spread over
 * the last 30 days. Works with no verifications at all.
 */
export const workflowExecutionsGenerator: SeedGenerator<'workflow-executions'> = {
  collection: 'workflow-executions',
  generate: ({ faker, db, now }) => {
    const workflowsById = new Map(db.workflows.map((w) => [w.id, w]));
    const derived = db.verifications.flatMap((v) => {
      const workflow = v.workflowId ? workflowsById.get(v.workflowId) : undefined;
      return v.workflowExecutionId && workflow && workflow.tenantId === v.tenantId
        ? [fromVerification(faker, v, workflow)]
        : [];
    });
    const day = seedingDayOf(now);
    const standalone = db.tenants.flatMap((tenant) => {
      const usable = db.workflows.filter((w) => w.tenantId === tenant.id && w.status !== 'DRAFT');
      if (!usable.length) return [];
      return Array.from(
        { length: STANDALONE_EXECUTIONS_PER_TENANT },
        (_, i): WorkflowExecutionRecord => {
          const workflow = faker.helpers.arrayElement(usable);
          const startedAt = new Date(
            day - faker.number.int({ min: 0, max: 30 * 24 * 3600 - 1 }) * 1000,
          );
          const status = faker.helpers.weightedArrayElement<WorkflowExecutionStatus>([
            { value: 'COMPLETED', weight: 6 },
            { value: 'FAILED', weight: 2 },
            { value: 'RUNNING', weight: 1 },
            { value: 'CANCELLED', weight: 1 },
          ]);
          const id = `wfx-${tenant.id.slice(2)}-${i + 1}`;
          const run = buildTimeline(faker, workflow, status, startedAt);
          return {
            id,
            tenantId: tenant.id,
            workflowId: workflow.id,
            workflowName: workflow.name,
            status,
            startedAt: startedAt.toISOString(),
            ...run,
            transactionId: `tx-${id}`,
            verificationId: null,
            ...executionStamp(startedAt.toISOString(), run.completedAt),
          };
        },
      );
    });
    return [...derived, ...standalone];
  },
};
