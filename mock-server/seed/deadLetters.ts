import { createHash } from 'node:crypto';
import type {
  DeadLetterJobType,
  DeliveryAttempt,
} from '../../src/contract/resources/deadLetterJobs';
import { errorSignatureOf, normalisedMessage, topFrame } from '../deadLetters/signature';
import type { DeadLetterRecord } from '../deadLetters/runner';
import type { DatabaseShape, MerchantCallbackRecord } from '../types';
import { SEED_REFERENCE_DATE } from './context';

const MINUTE = 60_000;

/** The receiver URL a merchant's callbacks go to unless the tenant set another. */
export const defaultCallbackUrl = (merchantId: string): string =>
  `http://localhost/api/__receiver/${merchantId}`;

interface Failure {
  jobType: DeadLetterJobType;
  error: string;
  frames: readonly string[];
  responseCode: number | null;
  /** `domain`: the tenant's mail domain (acme-bank for Acme Bank). */
  target: (index: number, merchantId: string, domain: string) => string;
  payload: (index: number, tenantId: string, domain: string) => unknown;
  count: number;
}

const CALLBACK = [
  'com.trustdesk.delivery.CallbackSender.post(CallbackSender.java:118)',
  'com.trustdesk.delivery.DeliveryWorker.attempt(DeliveryWorker.java:74)',
  'java.base/java.lang.Thread.run(Thread.java:840)',
];

const callbackPayload = (index: number, tenantId: string) => ({
  event: 'VERIFICATION_COMPLETED',
  verificationId: `VRF-${tenantId.slice(2, 6).toUpperCase()}-${String(4100 + index)}`,
  result: index % 3 === 0 ? 'REJECTED' : 'PASSED',
  signature: '••••••••',
});

/** A realistic mix: one broken merchant endpoint (the biggest group), a host gone, mails, reports, exports, lists. */
const FAILURES = (merchants: readonly string[]): Failure[] => [
  {
    jobType: 'MERCHANT_CALLBACK',
    error:
      'com.trustdesk.delivery.CallbackDeliveryException: HTTP 500 from http://localhost/api/__receiver/%m',
    frames: CALLBACK,
    responseCode: 500,
    target: (_i, m) => `${defaultCallbackUrl(m)}?status=500`,
    payload: callbackPayload,
    count: 14,
  },
  {
    jobType: 'MERCHANT_CALLBACK',
    error: 'java.net.UnknownHostException: hooks.old-shop.example: Name or service not known',
    frames: ['java.base/java.net.InetAddress.getAllByName0(InetAddress.java:1541)', ...CALLBACK],
    responseCode: null,
    target: () => 'https://hooks.old-shop.example/kyc/callback',
    payload: callbackPayload,
    count: merchants.length > 1 ? 6 : 0,
  },
  {
    jobType: 'EMAIL',
    error:
      'com.trustdesk.mail.SmtpException: 550 5.1.1 <%e>: Recipient address rejected: User unknown',
    frames: ['com.trustdesk.mail.SmtpTransport.send(SmtpTransport.java:203)', ...CALLBACK.slice(1)],
    responseCode: 550,
    target: (i, _m, domain) => `former.employee${i + 1}@${domain}.invalid`,
    payload: (i, _t, domain) => ({
      mail: 'USER_INVITATION',
      to: `former.employee${i + 1}@${domain}.invalid`,
    }),
    count: 4,
  },
  {
    jobType: 'EMAIL',
    error: 'com.trustdesk.mail.SmtpException: 421 4.7.0 Try again later, closing connection',
    frames: [
      'com.trustdesk.mail.SmtpTransport.connect(SmtpTransport.java:141)',
      ...CALLBACK.slice(1),
    ],
    responseCode: 421,
    target: (i, _m, domain) => `reviewer${i + 1}@${domain}.test`,
    payload: (i, _t, domain) => ({ mail: 'REPORT_READY', to: `reviewer${i + 1}@${domain}.test` }),
    count: 3,
  },
  {
    jobType: 'REPORT_GENERATION',
    error: 'java.net.SocketTimeoutException: Read timed out (report-db:5432 after 30000 ms)',
    frames: [
      'org.postgresql.core.PGStream.receiveChar(PGStream.java:453)',
      'com.trustdesk.reports.ReportWriter.write(ReportWriter.java:88)',
    ],
    responseCode: null,
    target: (i) => `Monthly approvals ${i + 1}`,
    payload: (i) => ({ reportType: 'VERIFICATION', month: `2026-0${(i % 9) + 1}` }),
    count: 3,
  },
  {
    jobType: 'REPORT_GENERATION',
    error: 'com.trustdesk.reports.ReportGenerationException: report rpt-%i no longer exists',
    frames: ['com.trustdesk.reports.ReportWriter.load(ReportWriter.java:51)'],
    responseCode: null,
    target: (i) => `Deleted report ${i + 1}`,
    payload: (i) => ({ reportId: `rpt-${9000 + i}` }),
    count: 2,
  },
  {
    jobType: 'DATASET_EXPORT',
    error:
      'software.amazon.awssdk.services.s3.model.S3Exception: Access Denied (PutObject exports/%i.csv)',
    frames: ['com.trustdesk.datasets.ExportUploader.upload(ExportUploader.java:77)'],
    responseCode: 403,
    target: (i) => `Dataset export ${i + 1}`,
    payload: (i) => ({ datasetExport: `exp-${7000 + i}`, bucket: 'exports' }),
    count: 2,
  },
  {
    jobType: 'SCREENING_REFRESH',
    error:
      'com.trustdesk.screening.WatchlistProviderException: HTTP 503 from https://lists.provider.example/v2/refresh',
    frames: ['com.trustdesk.screening.WatchlistClient.refresh(WatchlistClient.java:132)'],
    responseCode: 503,
    target: () => 'Sanctions list refresh',
    payload: (i) => ({ list: 'EU_CONSOLIDATED', run: 300 + i }),
    count: 4,
  },
];

const idOf = (tenantId: string, key: string) =>
  `dlj-${createHash('sha256').update(`${tenantId}:${key}`).digest('hex').slice(0, 24)}`;

/**
 * Each tenant's dead-letter queue, as a week of the platform's failures would leave it, plus two jobs a retry
 * recovered; with the stack traces and the signatures' groups. No faker: adding them changed no other seed.
 */
export const seededDeadLetters = (
  db: DatabaseShape,
  now: number = SEED_REFERENCE_DATE.getTime(),
): Pick<
  DatabaseShape,
  'dead-letter-jobs' | 'deadLetterTraces' | 'deadLetterSignatures' | 'merchantCallbacks'
> => {
  const jobs: DeadLetterRecord[] = [];
  const traces: DatabaseShape['deadLetterTraces'] = [];
  const signatures = new Map<string, DatabaseShape['deadLetterSignatures'][number]>();
  const callbacks: MerchantCallbackRecord[] = [];
  for (const tenant of db.tenants) {
    const merchants = db.merchants.filter((m) => m.tenantId === tenant.id).map((m) => m.id);
    for (const merchantId of merchants)
      callbacks.push({
        id: merchantId,
        tenantId: tenant.id,
        merchantId,
        url: defaultCallbackUrl(merchantId),
        version: 1,
        updatedBy: 'system',
        updatedAt: new Date(now - 30 * 24 * 60 * MINUTE).toISOString(),
      });
    const broken = merchants[0] ?? 'none';
    const domain = tenant.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    let sequence = 0;
    FAILURES(merchants).forEach((failure, kind) => {
      for (let index = 0; index < failure.count; index += 1) {
        sequence += 1;
        const merchantId =
          failure.jobType === 'MERCHANT_CALLBACK'
            ? kind === 0
              ? broken
              : (merchants[1] ?? broken)
            : null;
        const target = failure.target(index, merchantId ?? '', domain);
        const error = failure.error
          .replace('%m', merchantId ?? '')
          .replace('%e', target)
          .replace('%i', String(9000 + index));
        const trace = [error, ...failure.frames.map((frame) => `\tat ${frame}`)].join('\n');
        const signature = errorSignatureOf(error, trace);
        signatures.set(`${tenant.id}-${signature}`, {
          id: `${tenant.id}-${signature}`,
          tenantId: tenant.id,
          signature,
          jobType: failure.jobType,
          message: normalisedMessage(error),
          topFrame: topFrame(trace),
        });
        // Spread over the last 6 days, the newest a few minutes ago.
        const last = now - (sequence * 97 + kind * 13) * MINUTE;
        const first = last - 2 * MINUTE;
        const history: DeliveryAttempt[] = [0, 1, 2].map((attempt) => ({
          at: new Date(first + attempt * MINUTE).toISOString(),
          durationMs: failure.responseCode === null ? 30_000 : 180 + attempt * 20,
          responseCode: failure.responseCode,
          error,
          retriedBy: null,
        }));
        const recovered = sequence % 17 === 5;
        const id = idOf(tenant.id, `${kind}-${index}`);
        jobs.push({
          id,
          tenantId: tenant.id,
          status: recovered ? 'DONE' : 'FAILED',
          jobType: failure.jobType,
          target,
          merchantId,
          attempts: recovered ? 4 : 3,
          firstFailedAt: new Date(first).toISOString(),
          lastFailedAt: new Date(last).toISOString(),
          nextRetryAt: null,
          errorSummary: error,
          errorSignature: signature,
          payload: JSON.stringify(failure.payload(index, tenant.id, domain), null, 2),
          attemptHistory: recovered
            ? [
                ...history,
                {
                  at: new Date(last + 30 * MINUTE).toISOString(),
                  durationMs: 140,
                  responseCode: failure.responseCode === null ? null : 200,
                  error: null,
                  retriedBy: 'system',
                },
              ]
            : history,
          retriedBy: recovered ? 'system' : null,
        } as DeadLetterRecord);
        traces.push({ id, tenantId: tenant.id, stacktrace: trace });
      }
    });
  }
  return {
    'dead-letter-jobs': jobs as never,
    deadLetterTraces: traces,
    deadLetterSignatures: [...signatures.values()],
    merchantCallbacks: callbacks,
  };
};
