import { randomUUID } from 'node:crypto';
import type {
  DeadLetterJobType,
  DeliveryAttempt,
} from '../../src/contract/resources/deadLetterJobs';

export type { DeliveryRecord } from '../types';
import type { ServerContext } from '../context';
import type { DeliveryRecord, StoredRecord } from '../types';
import { attemptDelivery, type AttemptOutcome } from './attempt';
import { errorSignatureOf, normalisedMessage, topFrame } from './signature';

/** A delivery's first attempts before it lands in the dead-letter queue. */
export const DELIVERY_ATTEMPTS = 3;
/** The pause before the second and third attempt, in turns of the server's job pace (40 ms: 0.4 s, 0.8 s). */
const BACKOFF_TURNS = [0, 10, 20];
/** Retried jobs the runner takes per turn. */
const RETRIES_PER_TURN = 250;

/** A job of the dead-letter queue as stored. */
export type DeadLetterRecord = StoredRecord & {
  status: 'FAILED' | 'PENDING' | 'DONE';
  jobType: DeadLetterJobType;
  target: string;
  merchantId: string | null;
  attempts: number;
  firstFailedAt: string;
  lastFailedAt: string;
  nextRetryAt: string | null;
  errorSummary: string;
  errorSignature: string;
  payload: string;
  attemptHistory: DeliveryAttempt[];
  retriedBy: string | null;
};

interface RunnerState {
  timer: NodeJS.Timeout | null;
  dueAt: number;
  /** Ids of retried jobs in the order they were retried (PENDING). */
  retries: string[];
}

const states = new WeakMap<ServerContext, RunnerState>();
const stateOf = (ctx: ServerContext): RunnerState => {
  let state = states.get(ctx);
  if (!state) {
    state = { timer: null, dueAt: Infinity, retries: [] };
    states.set(ctx, state);
  }
  return state;
};

const iso = (ctx: ServerContext, offset = 0) => new Date(ctx.now() + offset).toISOString();
const pace = (ctx: ServerContext) => ctx.jobs.paceMs;

/** Runs the runner's next turn after `delay` ms, unless one is due sooner already. */
const wake = (ctx: ServerContext, delay: number): void => {
  const state = stateOf(ctx);
  const at = Date.now() + delay;
  if (state.timer && state.dueAt <= at) return;
  if (state.timer) {
    clearTimeout(state.timer);
    ctx.jobs.timers.delete(state.timer);
  }
  const timer = setTimeout(() => {
    ctx.jobs.timers.delete(timer);
    state.timer = null;
    state.dueAt = Infinity;
    turn(ctx);
  }, delay);
  // Never keeps the process alive; the server's close clears it with the jobs' timers.
  timer.unref();
  ctx.jobs.timers.add(timer);
  state.timer = timer;
  state.dueAt = at;
};

const attemptOf = (
  outcome: AttemptOutcome,
  at: string,
  retriedBy: string | null,
): DeliveryAttempt => ({
  at,
  durationMs: outcome.durationMs,
  responseCode: outcome.responseCode,
  error: outcome.error,
  retriedBy,
});

/** The signature of a failure, kept with its normalised message and top frame for the error groups. */
const signatureOf = (
  ctx: ServerContext,
  tenantId: string,
  jobType: DeadLetterJobType,
  error: string,
  trace: string,
) => {
  const signature = errorSignatureOf(error, trace);
  const id = `${tenantId}-${signature}`;
  const signatures = ctx.store.table('deadLetterSignatures');
  const isNew = !signatures.get(id);
  if (isNew)
    signatures.insert({
      id,
      tenantId,
      signature,
      jobType,
      message: normalisedMessage(error),
      topFrame: topFrame(trace),
    });
  return { signature, isNew };
};

type NewFailureListener = (ctx: ServerContext, job: DeadLetterRecord) => void;
const newFailureListeners = new WeakMap<ServerContext, NewFailureListener>();

/**
 * Who hears of a job that lands in the queue with a kind of failure (an error signature) the tenant's queue had
 * not seen before: the server wires the platform's failure notice in (mock-server/mail/platformNotices.ts), whose
 * mails the runner delivers in turn.
 */
export const whenNewFailure = (ctx: ServerContext, listener: NewFailureListener): void => {
  newFailureListeners.set(ctx, listener);
};

/** A delivery whose every attempt failed becomes a FAILED job of the dead-letter queue, with its stack trace. */
const toDeadLetter = (
  ctx: ServerContext,
  delivery: DeliveryRecord,
  outcome: AttemptOutcome,
): void => {
  const error = outcome.error ?? 'Unknown failure';
  const trace = outcome.stacktrace ?? error;
  const id = `dlj-${randomUUID()}`;
  const failure = signatureOf(ctx, delivery.tenantId, delivery.jobType, error, trace);
  const job: DeadLetterRecord = {
    id,
    tenantId: delivery.tenantId,
    status: 'FAILED',
    jobType: delivery.jobType,
    target: delivery.target,
    merchantId: delivery.merchantId,
    attempts: delivery.attempts,
    firstFailedAt: delivery.firstFailedAt ?? iso(ctx),
    lastFailedAt: iso(ctx),
    nextRetryAt: null,
    errorSummary: error,
    errorSignature: failure.signature,
    payload: delivery.payload,
    attemptHistory: delivery.history,
    retriedBy: null,
  } as DeadLetterRecord;
  ctx.store.table('dead-letter-jobs').insert(job as never);
  ctx.store
    .table('deadLetterTraces')
    .insert({ id, tenantId: delivery.tenantId, stacktrace: trace });
  if (failure.isNew) newFailureListeners.get(ctx)?.(ctx, job);
};

/** One attempt of each due delivery: delivered ones go, failed ones wait or land in the queue. */
const runDeliveries = (ctx: ServerContext): number | null => {
  const table = ctx.store.table('deliveries');
  const now = ctx.now();
  let nextDue: number | null = null;
  for (const delivery of table.all() as unknown as DeliveryRecord[]) {
    const due = Date.parse(delivery.nextAttemptAt);
    if (due > now) {
      nextDue = nextDue === null ? due : Math.min(nextDue, due);
      continue;
    }
    const outcome = attemptDelivery(ctx, delivery);
    const at = iso(ctx);
    ctx.store.transaction(() => {
      if (outcome.ok) {
        table.delete(delivery.id);
        return;
      }
      const attempts = delivery.attempts + 1;
      const next: DeliveryRecord = {
        ...delivery,
        attempts,
        history: [...delivery.history, attemptOf(outcome, at, null)],
        firstFailedAt: delivery.firstFailedAt ?? at,
      };
      if (attempts >= DELIVERY_ATTEMPTS) {
        toDeadLetter(ctx, next, outcome);
        table.delete(delivery.id);
        return;
      }
      const wait = (BACKOFF_TURNS[attempts] ?? 20) * pace(ctx);
      table.update({ ...next, nextAttemptAt: iso(ctx, wait) } as never);
      nextDue = nextDue === null ? now + wait : Math.min(nextDue, now + wait);
    });
  }
  return nextDue;
};

/** One retry of each of the next PENDING jobs: DONE, or FAILED again with one more attempt. */
const runRetries = (ctx: ServerContext): boolean => {
  const state = stateOf(ctx);
  const table = ctx.store.table('dead-letter-jobs');
  const ids = state.retries.splice(0, RETRIES_PER_TURN);
  ctx.store.transaction(() => {
    for (const id of ids) {
      const job = table.get(id) as unknown as DeadLetterRecord | undefined;
      if (job?.status !== 'PENDING') continue;
      // A callback goes where the merchant's callbacks go now: fixing the URL is how a broken endpoint recovers.
      const target =
        job.jobType === 'MERCHANT_CALLBACK' && job.merchantId
          ? (ctx.store.table('merchantCallbacks').get(job.merchantId)?.url ?? job.target)
          : job.target;
      const outcome = attemptDelivery(ctx, { ...job, target, lastError: job.errorSummary });
      const at = iso(ctx);
      const history = [...job.attemptHistory, attemptOf(outcome, at, job.retriedBy)];
      if (outcome.ok) {
        table.update({
          ...job,
          target,
          status: 'DONE',
          attempts: job.attempts + 1,
          nextRetryAt: null,
          attemptHistory: history,
        } as never);
        continue;
      }
      const error = outcome.error ?? job.errorSummary;
      const trace = outcome.stacktrace;
      if (trace)
        ctx.store
          .table('deadLetterTraces')
          .update({ id, tenantId: job.tenantId, stacktrace: trace });
      table.update({
        ...job,
        target,
        status: 'FAILED',
        attempts: job.attempts + 1,
        lastFailedAt: at,
        nextRetryAt: null,
        errorSummary: error,
        errorSignature: trace
          ? signatureOf(ctx, job.tenantId, job.jobType, error, trace).signature
          : job.errorSignature,
        attemptHistory: history,
      } as never);
    }
  });
  return state.retries.length > 0;
};

/** One turn: the due deliveries, then a batch of retries; then the next turn when there is work left. */
const turn = (ctx: ServerContext): void => {
  const nextDue = runDeliveries(ctx);
  const moreRetries = runRetries(ctx);
  if (moreRetries) wake(ctx, pace(ctx));
  else if (nextDue !== null) wake(ctx, Math.max(0, nextDue - ctx.now()));
};

export interface NewDelivery {
  tenantId: string;
  jobType: DeadLetterJobType;
  target: string;
  merchantId?: string | null;
  payload: unknown;
}

/** Queues a delivery for its first attempt at once; answers its id. */
export const enqueueDelivery = (ctx: ServerContext, delivery: NewDelivery): string => {
  const id = `dlv-${randomUUID()}`;
  const record: DeliveryRecord = {
    id,
    tenantId: delivery.tenantId,
    jobType: delivery.jobType,
    target: delivery.target,
    merchantId: delivery.merchantId ?? null,
    payload: JSON.stringify(delivery.payload, null, 2),
    attempts: 0,
    history: [],
    firstFailedAt: null,
    nextAttemptAt: iso(ctx),
    createdAt: iso(ctx),
  };
  ctx.store.table('deliveries').insert(record as never);
  wake(ctx, 0);
  return id;
};

/** Hands retried (PENDING) jobs to the runner, in this order. */
export const queueRetries = (ctx: ServerContext, ids: readonly string[]): void => {
  stateOf(ctx).retries.push(...ids);
  wake(ctx, 0);
};

/** Forgets the runner's turn and queue (the store was reset; its timers were cleared with the jobs'). */
export const stopDeliveries = (ctx: ServerContext): void => {
  const state = stateOf(ctx);
  if (state.timer) clearTimeout(state.timer);
  state.timer = null;
  state.dueAt = Infinity;
  state.retries = [];
};

/** After a start: the deliveries still on their first attempts and the PENDING retries go on. */
export const resumeDeliveries = (ctx: ServerContext): void => {
  const pending = (
    ctx.store.table('dead-letter-jobs').where('status', 'PENDING') as unknown as DeadLetterRecord[]
  ).map((job) => job.id);
  const state = stateOf(ctx);
  state.retries = [...new Set([...state.retries, ...pending])];
  if (state.retries.length || ctx.store.table('deliveries').count() > 0) wake(ctx, 0);
};
