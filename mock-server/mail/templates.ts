import {
  MAIL_KEYS,
  MAIL_LOCALES,
  type MailKey,
  type MailLocale,
} from '../../src/contract/rules/mailCatalogue';
import type { MailTemplateParts } from '../../src/contract/rules/mailTemplateEngine';
import type { MailTemplateSource } from '../../src/contract/resources/mailTemplates';
import type { ServerContext } from '../context';
import type { StoredRecord } from '../types';
import { defaultTemplate } from './defaults';

/** A tenant's template of one mail in one language, as stored. */
export type MailTemplateRecord = StoredRecord &
  MailTemplateParts & { mailKey: MailKey; locale: MailLocale; source: MailTemplateSource };

/** One id per tenant, mail and language: a tenant has each template exactly once. */
export const mailTemplateId = (tenantId: string, key: MailKey, locale: MailLocale): string =>
  `mt-${tenantId}-${key.toLowerCase().replace(/_/g, '-')}-${locale}`;

/** A tenant's template that follows the default, as seeded or first read. */
export const defaultRecordOf = (
  tenantId: string,
  key: MailKey,
  locale: MailLocale,
  at: string,
): MailTemplateRecord => ({
  id: mailTemplateId(tenantId, key, locale),
  tenantId,
  mailKey: key,
  locale,
  ...defaultTemplate(key, locale),
  source: 'DEFAULT',
  version: 1,
  createdAt: at,
  createdBy: 'system',
  updatedAt: at,
  updatedBy: 'system',
});

/** Every template of a tenant that follows the default (a tenant made after the seed gets them on first read). */
export const defaultRecordsOf = (tenantId: string, at: string): MailTemplateRecord[] =>
  MAIL_KEYS.flatMap((key) =>
    MAIL_LOCALES.map((locale) => defaultRecordOf(tenantId, key, locale, at)),
  );

/** Adds the templates a tenant lacks (a tenant created after the seed); the stored ones stay as they are. */
export const ensureTenantTemplates = (ctx: ServerContext, tenantId: string): void => {
  const table = ctx.store.table('mail-templates');
  if (table.count(tenantId) >= MAIL_KEYS.length * MAIL_LOCALES.length) return;
  const at = new Date(ctx.now()).toISOString();
  ctx.store.transaction(() => {
    for (const record of defaultRecordsOf(tenantId, at))
      if (!table.get(record.id)) table.insert(record);
  });
};

/**
 * What a tenant's mail is rendered from: the tenant's own text where it overrides the default, the platform's
 * default otherwise (also for a tenant whose templates were never read).
 */
export const effectiveTemplate = (
  ctx: ServerContext,
  tenantId: string,
  key: MailKey,
  locale: MailLocale,
): { parts: MailTemplateParts; source: MailTemplateSource; version: number | null } => {
  const stored = ctx.store.table('mail-templates').get(mailTemplateId(tenantId, key, locale)) as
    MailTemplateRecord | undefined;
  if (stored?.source === 'OVERRIDE')
    return {
      parts: { subject: stored.subject, htmlBody: stored.htmlBody, textBody: stored.textBody },
      source: 'OVERRIDE',
      version: stored.version,
    };
  return {
    parts: defaultTemplate(key, locale),
    source: 'DEFAULT',
    version: stored?.version ?? null,
  };
};
