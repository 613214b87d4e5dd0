import {
  isDefaultMailLocale,
  MAIL_DEFAULT_LOCALES,
  MAIL_KEYS,
  type DefaultMailLocale,
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

/**
 * The id of a tenant's template of a mail in a default language (seeded, or made on first read). A language
 * the tenant added has an id of its own: find templates by mail and language (`tenantTemplate`).
 */
export const mailTemplateId = (tenantId: string, key: MailKey, locale: DefaultMailLocale): string =>
  `mt-${tenantId}-${key.toLowerCase().replace(/_/g, '-')}-${locale}`;

/** A tenant's template that follows the default, as seeded or first read. */
export const defaultRecordOf = (
  tenantId: string,
  key: MailKey,
  locale: DefaultMailLocale,
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
    MAIL_DEFAULT_LOCALES.map((locale) => defaultRecordOf(tenantId, key, locale, at)),
  );

/** Adds the templates a tenant lacks (a tenant created after the seed); the stored ones stay as they are. */
export const ensureTenantTemplates = (ctx: ServerContext, tenantId: string): void => {
  const table = ctx.store.table('mail-templates');
  const missing = MAIL_KEYS.some((key) =>
    MAIL_DEFAULT_LOCALES.some((locale) => !table.get(mailTemplateId(tenantId, key, locale))),
  );
  if (!missing) return;
  const at = new Date(ctx.now()).toISOString();
  ctx.store.transaction(() => {
    for (const record of defaultRecordsOf(tenantId, at))
      if (!table.get(record.id)) table.insert(record);
  });
};

/** A tenant's template of a mail in a language: a default language's by its id, an added one's by its fields. */
export const tenantTemplate = (
  ctx: ServerContext,
  tenantId: string,
  key: MailKey,
  locale: MailLocale,
): MailTemplateRecord | undefined => {
  const table = ctx.store.table('mail-templates');
  if (isDefaultMailLocale(locale))
    return table.get(mailTemplateId(tenantId, key, locale)) as MailTemplateRecord | undefined;
  return (table.all(tenantId) as MailTemplateRecord[]).find(
    (template) => template.mailKey === key && template.locale === locale,
  );
};

/**
 * What a tenant's mail is rendered from, and in which language: the tenant's own text where it overrides the
 * default or adds the language, the platform's default otherwise (also for a tenant whose templates were never
 * read). A language without a default that the tenant has not added goes out in English.
 */
export const effectiveTemplate = (
  ctx: ServerContext,
  tenantId: string,
  key: MailKey,
  locale: MailLocale,
): {
  parts: MailTemplateParts;
  source: MailTemplateSource;
  version: number | null;
  locale: MailLocale;
} => {
  const stored = tenantTemplate(ctx, tenantId, key, locale);
  if (stored && stored.source !== 'DEFAULT')
    return {
      parts: { subject: stored.subject, htmlBody: stored.htmlBody, textBody: stored.textBody },
      source: stored.source,
      version: stored.version,
      locale,
    };
  if (!isDefaultMailLocale(locale)) return effectiveTemplate(ctx, tenantId, key, 'en');
  return {
    parts: defaultTemplate(key, locale),
    source: 'DEFAULT',
    version: stored?.version ?? null,
    locale,
  };
};
