import type { DeadLetterJobType } from '../../src/contract/resources/deadLetterJobs';
import type { MailLocale } from '../../src/contract/rules/mailCatalogue';
import type { ServerContext } from '../context';
import type { ReportRecord, UserRecord } from '../types';
import { commonMailValues, sendMail } from './outbox';

/**
 * The mails the platform sends on its own, for something that happened rather than something a user asked for:
 * a report that is ready, a new kind of failure in the dead-letter queue. (The verification result mail has no
 * recipient here: the emulator's merchants have no contact address, and their callbacks carry the result.)
 */

/**
 * How each job type reads in a notice. The platform keeps no language per user, and a notice answers no request
 * whose language it could take: notices go out in English (the tenant's own English text, if it wrote one).
 */
const JOB_TYPE_WORDS: Record<DeadLetterJobType, string> = {
  MERCHANT_CALLBACK: 'Merchant callback',
  EMAIL: 'E-mail',
  REPORT_GENERATION: 'Report generation',
  DATASET_EXPORT: 'Dataset export',
  SCREENING_REFRESH: 'Screening refresh',
};

/** The tenant's active administrators: who runs the tenant's deliveries and reads its dead-letter queue. */
const activeAdministrators = (ctx: ServerContext, tenantId: string): UserRecord[] =>
  (ctx.store.table('users').whereHas('tenantIds', tenantId) as unknown as UserRecord[]).filter(
    (user) => user.status === 'ACTIVE' && user.roles.includes('ROLE_ADMINISTRATOR'),
  );

/**
 * A kind of failure the tenant's queue had not seen before (a new error signature): each active administrator
 * is told once, with a link to the job, instead of once per failed job (a merchant endpoint that is down fails
 * every callback alike). A failed notice of this kind is never itself announced, so a broken mailbox cannot feed
 * the queue with notices about notices.
 */
export const announceNewFailure = (
  ctx: ServerContext,
  job: {
    id: string;
    tenantId: string;
    jobType: DeadLetterJobType;
    target: string;
    errorSummary: string;
    payload: string;
  },
): void => {
  if (isFailureNotice(job.payload)) return;
  for (const admin of activeAdministrators(ctx, job.tenantId))
    sendMail(ctx, {
      tenantId: job.tenantId,
      key: 'JOB_FAILED',
      locale: 'en',
      recipient: admin.email,
      values: {
        ...commonMailValues(ctx, admin, job.tenantId),
        jobType: JOB_TYPE_WORDS[job.jobType],
        target: job.target,
        errorSummary: job.errorSummary,
        queueLink: `${ctx.portalOrigin}/dead-letter-jobs/${encodeURIComponent(job.id)}/show`,
      },
      kind: 'PLATFORM',
      actor: 'system',
    });
};

/** Whether a delivery carries one of the platform's failure notices (never announced in turn). */
const isFailureNotice = (payload: string): boolean => {
  try {
    return (JSON.parse(payload) as { mail?: unknown }).mail === 'JOB_FAILED';
  } catch {
    return false;
  }
};

/**
 * A report that completed: the user who asked for it is told, in the language they asked in, with its row count
 * and a link to the reports (where it downloads). Nobody is told of a report whose requester has left.
 */
export const announceReportReady = (ctx: ServerContext, report: ReportRecord): void => {
  const requester = (
    ctx.store.table('users').where('email', report.createdBy) as unknown as UserRecord[]
  ).find((user) => user.tenantIds.includes(report.tenantId));
  if (!requester || requester.status !== 'ACTIVE') return;
  const locale: MailLocale = report.mailLocale ?? 'en';
  sendMail(ctx, {
    tenantId: report.tenantId,
    key: 'REPORT_READY',
    locale,
    recipient: requester.email,
    values: {
      ...commonMailValues(ctx, requester, report.tenantId),
      reportName: report.name,
      rowCount: new Intl.NumberFormat(locale).format(report.rowCount ?? 0),
      downloadLink: `${ctx.portalOrigin}/reports`,
    },
    kind: 'PLATFORM',
    actor: 'system',
  });
};
