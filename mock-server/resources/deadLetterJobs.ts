import { ApiError } from '../http/errors';
import type { ActionRun, ResourceBehaviour } from '../kit/behaviour';
import { queueRetries, type DeadLetterRecord } from '../deadLetters/runner';
import type { StoredRecord } from '../types';

const REFUSALS: Record<Exclude<DeadLetterRecord['status'], 'FAILED'>, string> = {
  PENDING: 'is already waiting for its retry',
  DONE: 'was delivered by an earlier retry',
};

/**
 * A retried job goes PENDING for the runner (mock-server/deadLetters/runner.ts), which tries it once more: DONE,
 * or FAILED again with one more attempt. Only a FAILED job is retried; any other is refused (409), and in a
 * selection that refuses the whole selection, so nothing is half done.
 */
const retry: ActionRun = (record, _input, { ctx, auth }) => {
  const job = record as DeadLetterRecord;
  if (job.status !== 'FAILED')
    throw new ApiError(
      409,
      'ACTION_NOT_ALLOWED',
      `The job ${job.id} ${REFUSALS[job.status]}; only a failed job can be retried.`,
    );
  queueRetries(ctx, [job.id]);
  return {
    ...job,
    status: 'PENDING',
    retriedBy: auth.user.email,
    nextRetryAt: new Date(ctx.now()).toISOString(),
  } as StoredRecord;
};

const merchantNameOf = (
  ctx: Parameters<NonNullable<ResourceBehaviour['present']>>[1]['ctx'],
  merchantId: string | null,
): string | null =>
  merchantId ? (ctx.store.table('merchants').get(merchantId)?.name ?? null) : null;

/** The dead-letter queue: written by the platform's delivery runner; people only read and retry it. */
export const deadLetterJobsBehaviour: ResourceBehaviour = {
  // The queue may cover several of the caller's tenants: each job says whose it is.
  present: (record, { ctx }) => ({
    tenantName: ctx.store.table('tenants').get(record.tenantId)?.name ?? record.tenantId,
    merchantName: merchantNameOf(ctx, (record as DeadLetterRecord).merchantId),
  }),
  actions: { retry, retrySelected: retry },
};
