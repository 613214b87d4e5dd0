import { sampleValuesOf, type MailKey } from '../../src/contract/rules/mailCatalogue';
import { renderTemplate } from '../../src/contract/rules/mailTemplateEngine';
import { defaultTemplate } from '../mail/defaults';
import type { DatabaseShape, StoredRecord, UserRecord } from '../types';

const HOUR = 3_600_000;

/**
 * What each tenant's outbox holds at the start: the "report ready" mails of its finished reports to the report's
 * author, and an "account activated" mail to one of its users, rendered from the platform's defaults as the
 * platform would have sent them. No faker: adding them changed no other seed.
 */
export const seededOutbox = (db: DatabaseShape, now: number): DatabaseShape['mail-outbox'] => {
  const mails: (StoredRecord & Record<string, unknown>)[] = [];
  const portal = 'http://localhost:5173';
  const nameOf = (user: UserRecord | undefined, email: string) =>
    user ? `${user.firstName} ${user.lastName}`.trim() : email;
  const add = (
    tenant: { id: string; name: string },
    key: MailKey,
    recipient: string,
    values: Record<string, string>,
    hoursAgo: number,
  ) => {
    const rendered = renderTemplate(defaultTemplate(key, 'en'), {
      ...sampleValuesOf(key),
      tenantName: tenant.name,
      portalUrl: portal,
      ...values,
    });
    const at = new Date(now - hoursAgo * HOUR).toISOString();
    mails.push({
      id: `mail-${tenant.id}-${mails.length + 1}`,
      tenantId: tenant.id,
      recipient,
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      mailKey: key,
      locale: 'en',
      kind: 'PLATFORM',
      templateSource: 'DEFAULT',
      templateVersion: 1,
      version: 1,
      createdAt: at,
      createdBy: 'system',
      updatedAt: at,
      updatedBy: 'system',
    });
  };
  for (const tenant of db.tenants) {
    const users = db.users.filter((user) => user.tenantIds.includes(tenant.id));
    const reports = db.reports
      .filter((report) => report.tenantId === tenant.id && report.status === 'DONE')
      .slice(0, 2);
    reports.forEach((report, index) => {
      const author = users.find((user) => user.email === report.createdBy);
      add(
        tenant,
        'REPORT_READY',
        report.createdBy,
        {
          recipientName: nameOf(author, report.createdBy),
          reportName: report.name,
          rowCount: (report.rowCount ?? 0).toLocaleString('en'),
          downloadLink: `${portal}/reports`,
        },
        30 + index * 7,
      );
    });
    const member = users.find((user) => !user.roles.includes('ROLE_ADMINISTRATOR'));
    if (member)
      add(
        tenant,
        'ACCOUNT_ACTIVATED',
        member.email,
        { recipientName: nameOf(member, member.email), signInLink: `${portal}/` },
        70,
      );
  }
  return mails as DatabaseShape['mail-outbox'];
};
