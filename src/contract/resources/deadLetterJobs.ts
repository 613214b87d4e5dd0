import { z } from 'zod';
import { declareResource } from '../declare';

const VIEWERS = ['PERM_DEAD_LETTER_QUEUE_VIEW'] as const;
const RETRIERS = ['PERM_DEAD_LETTER_QUEUE_RETRY'] as const;

/** The platform's background deliveries that can end in the dead-letter queue. */
export const DEAD_LETTER_JOB_TYPES = [
  'MERCHANT_CALLBACK',
  'EMAIL',
  'REPORT_GENERATION',
  'DATASET_EXPORT',
  'SCREENING_REFRESH',
] as const;
export type DeadLetterJobType = (typeof DEAD_LETTER_JOB_TYPES)[number];

/**
 * FAILED: every attempt failed, the job waits for someone; PENDING: retried, waiting for the runner; DONE: a
 * retry delivered it (kept so the queue shows what was recovered).
 */
export const DEAD_LETTER_JOB_STATUSES = ['FAILED', 'PENDING', 'DONE'] as const;
export type DeadLetterJobStatus = (typeof DEAD_LETTER_JOB_STATUSES)[number];

/** One attempt at a job: when, how long, and the answer's status code or the exception. */
export const deliveryAttemptSchema = z.object({
  at: z.string(),
  durationMs: z.number().int().nonnegative(),
  responseCode: z.number().int().nullable(),
  error: z.string().nullable(),
  /** Who retried it by hand; null for the platform's own attempts. */
  retriedBy: z.string().nullable(),
});
export type DeliveryAttempt = z.infer<typeof deliveryAttemptSchema>;

/** At most this many jobs are retried by one call (a selection, a filter or a group). */
export const DEAD_LETTER_RETRY_MAX = 20_000;

/**
 * The dead-letter queue (spec section 7, "Dead-letter jobs": list, detail, stacktrace, retry; issue 19): the
 * platform's background deliveries that failed after all their attempts (callbacks to merchants, e-mails, report
 * generation, dataset exports, screening refreshes). The platform writes them (mock-server/deadLetters); nobody
 * creates, edits or deletes one. Retry (one, a selection, everything a filter or an error group matches) is
 * `POST dead-letter-jobs/retry`; the stack trace of the last failure is `GET dead-letter-jobs/:id/stacktrace`.
 */
export const deadLetterJobs = declareResource({
  name: 'dead-letter-jobs',
  entityType: 'DeadLetterJob',
  idPrefix: 'dlj',
  icon: 'ReportProblem',
  // An administrator of several tenants watches their queues as one: the session tenant's by default, others
  // through the tenant filter; a retry acts, and is audited, in the job's own tenant.
  scope: 'ownTenants',
  fields: z.object({
    status: z.enum(DEAD_LETTER_JOB_STATUSES),
    jobType: z.enum(DEAD_LETTER_JOB_TYPES),
    /** Whose job it is (the queue may show several of the caller's tenants). */
    tenantId: z.string(),
    /** Where the job delivers: a callback URL, an e-mail address, a report or dataset, a watchlist. */
    target: z.string(),
    merchantId: z.string().nullable(),
    attempts: z.number().int().nonnegative(),
    firstFailedAt: z.string(),
    lastFailedAt: z.string(),
    /** When the runner takes a retried job (PENDING); null otherwise. */
    nextRetryAt: z.string().nullable(),
    /** The last failure in one line. */
    errorSummary: z.string(),
    /** The failure's normalised message and top stack frame, hashed: one broken endpoint is one signature. */
    errorSignature: z.string(),
    /** The delivery's body as JSON text, secrets masked. */
    payload: z.string(),
    attemptHistory: z.array(deliveryAttemptSchema),
    /** Who asked for the retry the job waits for (PENDING), or made the last one. */
    retriedBy: z.string().nullable(),
  }),
  computed: z.object({
    tenantName: z.string(),
    /** The merchant's name: a job of another of the caller's tenants cannot link to it (merchants are per tenant). */
    merchantName: z.string().nullable(),
  }),
  fieldOptions: {
    target: { kind: 'text' },
    firstFailedAt: { kind: 'dateTime' },
    lastFailedAt: { kind: 'dateTime' },
    nextRetryAt: { kind: 'dateTime' },
    payload: { kind: 'longText' },
    merchantId: { kind: 'reference', reference: 'merchants' },
    tenantId: { kind: 'reference', reference: 'tenants' },
  },
  // Named by where it delivers: a phone's list shows this line, and an id says nothing to an operator.
  recordRepresentation: 'target',
  list: {
    columns: [
      'status',
      'jobType',
      'target',
      'tenantName',
      'attempts',
      'firstFailedAt',
      'lastFailedAt',
      'nextRetryAt',
      'errorSummary',
      'errorSignature',
    ],
    // The error needs the room: when it first failed and the next retry are a click away (Columns).
    hiddenByDefault: ['firstFailedAt', 'nextRetryAt', 'errorSignature'],
    search: ['target', 'errorSummary'],
    filters: [
      { source: 'status', kind: 'choice', alwaysOn: true },
      { source: 'jobType', kind: 'choice', alwaysOn: true },
      { source: 'tenantId', kind: 'tenant' },
      { source: 'errorSignature', kind: 'text' },
      { source: 'lastFailedAt', kind: 'dateRange' },
    ],
    sortable: ['status', 'jobType', 'target', 'attempts', 'firstFailedAt', 'lastFailedAt'],
    sort: { field: 'lastFailedAt', order: 'DESC' },
    perPage: 25,
    bulkDelete: false,
  },
  show: {
    sections: [
      {
        key: 'job',
        fields: [
          'status',
          'jobType',
          'target',
          'tenantName',
          'merchantId',
          'attempts',
          'nextRetryAt',
        ],
      },
      {
        key: 'failure',
        fields: ['firstFailedAt', 'lastFailedAt', 'errorSummary', 'errorSignature'],
      },
      { key: 'delivery', fields: ['payload', 'attemptHistory'] },
    ],
  },
  stamped: false,
  access: { list: VIEWERS, show: VIEWERS, export: VIEWERS },
  customAccess: { retryMatching: RETRIERS, stacktrace: VIEWERS, groups: VIEWERS, metrics: VIEWERS },
  actions: {
    retry: {
      target: 'record',
      method: 'POST',
      path: ':id/retry',
      access: RETRIERS,
      versioned: false,
      confirm: true,
      icon: 'Replay',
      when: { field: 'status', in: ['FAILED'] },
    },
    retrySelected: {
      target: 'bulk',
      method: 'POST',
      path: 'bulk-retry',
      access: RETRIERS,
      confirm: true,
      icon: 'Replay',
      auditAction: 'DEAD_LETTER_JOB_RETRY',
    },
  },
});

export type DeadLetterJob = z.infer<typeof deadLetterJobs.fields> & { id: string };
