import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  isDefaultMailLocale,
  MAIL_KEYS,
  MAIL_LOCALES,
  templateIssueMessage,
  type MailKey,
  type MailLocale,
} from '../../src/contract/rules/mailCatalogue';
import type { ServerContext } from '../context';
import { lintTemplate } from '../../src/contract/rules/mailTemplateEngine';
import type { ResourceBehaviour } from '../kit/behaviour';
import { ApiError, validationError } from '../http/errors';
import { defaultTemplate } from '../mail/defaults';
import { ensureTenantTemplates, tenantTemplate, type MailTemplateRecord } from '../mail/templates';
import type { StoredRecord } from '../types';

const asTemplate = (record: StoredRecord) => record as MailTemplateRecord;

const addedLanguageInput = z.object({ mailKey: z.enum(MAIL_KEYS), locale: z.enum(MAIL_LOCALES) });

/**
 * A language is added only where the platform has no default (the default languages exist for every mail: they
 * are edited), and once per mail. Refused on the language field, so the form shows why.
 */
const assertLanguageMayBeAdded = (
  ctx: ServerContext,
  tenantId: string,
  mailKey: MailKey,
  locale: MailLocale,
): void => {
  if (isDefaultMailLocale(locale))
    throw validationError([
      {
        field: 'locale',
        code: 'INVALID',
        message: 'Every mail has an English and a German text already: edit that one instead.',
      },
    ]);
  if (tenantTemplate(ctx, tenantId, mailKey, locale))
    throw new ApiError(409, 'DUPLICATE_ENTITY', 'This mail has a text in this language already.', [
      {
        field: 'locale',
        code: 'DUPLICATE_ENTITY',
        message: 'This mail has a text in this language already.',
      },
    ]);
};

/** Refuses a text the engine cannot render safely: each issue on its part, with line and column. */
export const assertTemplateRenders = (
  key: MailTemplateRecord['mailKey'],
  parts: Pick<MailTemplateRecord, 'subject' | 'htmlBody' | 'textBody'>,
): void => {
  const issues = lintTemplate(key, parts);
  if (issues.length)
    throw validationError(
      issues.map((issue) => ({
        field: issue.part,
        code: issue.code,
        message: templateIssueMessage(issue),
        ...(issue.line !== undefined && { line: issue.line, column: issue.column ?? 1 }),
      })),
      'The template has errors.',
    );
};

/**
 * Mail templates beyond the generic handler:
 * - a tenant has every mail in every language: a tenant made after the seed gets its templates on first read;
 * - a template that follows the default answers the default's current text; `overriddenIn` names the caller's
 *   other tenants that have their own text of the same mail and language;
 * - a save is checked by the template engine (400 with line and column per part), makes the text the tenant's
 *   own (OVERRIDE) and keeps the mail and language as they are; every save and reset is kept as a version;
 * - reset goes back to the default.
 */
export const mailTemplatesBehaviour: ResourceBehaviour = {
  beforeRead: ({ ctx, auth }) => ensureTenantTemplates(ctx, auth.tenant.id),
  presents: ['subject', 'htmlBody', 'textBody'],
  present: (record, { ctx, auth }) => {
    const template = asTemplate(record);
    const others = auth.user.tenantIds.filter((id) => id !== template.tenantId);
    const overriddenIn = others.flatMap((tenantId) => {
      const other = tenantTemplate(ctx, tenantId, template.mailKey, template.locale);
      return other && other.source !== 'DEFAULT'
        ? [ctx.store.table('tenants').get(tenantId)?.name ?? tenantId]
        : [];
    });
    return {
      overriddenIn,
      ...(template.source === 'DEFAULT' &&
        isDefaultMailLocale(template.locale) &&
        defaultTemplate(template.mailKey, template.locale)),
    };
  },
  prepare: (input, { ctx, auth, current }) => {
    const parts = {
      subject: String(input.subject ?? ''),
      htmlBody: String(input.htmlBody ?? ''),
      textBody: String(input.textBody ?? ''),
    };
    if (current) {
      // A save keeps what the template is of; an added language stays added.
      const template = asTemplate(current);
      assertTemplateRenders(template.mailKey, parts);
      return {
        ...parts,
        mailKey: template.mailKey,
        locale: template.locale,
        source: template.source === 'ADDED' ? 'ADDED' : 'OVERRIDE',
      };
    }
    const added = addedLanguageInput.parse(input);
    assertLanguageMayBeAdded(ctx, auth.tenant.id, added.mailKey, added.locale);
    assertTemplateRenders(added.mailKey, parts);
    return { ...parts, mailKey: added.mailKey, locale: added.locale, source: 'ADDED' };
  },
  // An added language goes with its versions (the generic delete allows only ADDED ones: `deletableWhen`).
  deleted: (record, { ctx }) => {
    const versions = ctx.store.table('mailTemplateVersions');
    for (const version of versions.where('templateId', record.id)) versions.delete(version.id);
  },
  stored: (record, { ctx, auth }) => keepVersion(ctx, record, auth.user.email),
  actions: {
    reset: (record, _input, { ctx, auth }) => {
      const template = asTemplate(record);
      if (!isDefaultMailLocale(template.locale))
        throw new ApiError(
          409,
          'ACTION_NOT_ALLOWED',
          'This language has no platform default to go back to; delete the template instead.',
        );
      const reset = {
        ...template,
        ...defaultTemplate(template.mailKey, template.locale),
        source: 'DEFAULT' as const,
      };
      keepVersion(ctx, { ...reset, version: template.version + 1 }, auth.user.email);
      return reset;
    },
  },
};

/** Keeps the text a template has from this version on (the history its versions are shown and restored from). */
const keepVersion = (
  ctx: Parameters<NonNullable<ResourceBehaviour['stored']>>[1]['ctx'],
  record: StoredRecord,
  actor: string,
): void => {
  const template = asTemplate(record);
  ctx.store.table('mailTemplateVersions').insert({
    id: randomUUID(),
    tenantId: template.tenantId,
    templateId: template.id,
    version: template.version,
    source: template.source,
    subject: template.subject,
    htmlBody: template.htmlBody,
    textBody: template.textBody,
    savedBy: actor,
    savedAt: new Date(ctx.now()).toISOString(),
  });
};
