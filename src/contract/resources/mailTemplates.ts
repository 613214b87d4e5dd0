import { z } from 'zod';
import { declareResource } from '../declare';
import { MAIL_BODY_MAX, MAIL_KEYS, MAIL_LOCALES, MAIL_SUBJECT_MAX } from '../rules/mailCatalogue';

const VIEWERS = ['PERM_MAIL_TEMPLATES_VIEW'] as const;
const EDITORS = ['PERM_MAIL_TEMPLATES_EDIT'] as const;

/**
 * Where a tenant's template comes from: the platform's default, the tenant's own text in place of the default,
 * or the tenant's own text in a language the platform has no default in (ADDED: deleted, never reset).
 */
export const MAIL_TEMPLATE_SOURCES = ['DEFAULT', 'OVERRIDE', 'ADDED'] as const;
export type MailTemplateSource = (typeof MAIL_TEMPLATE_SOURCES)[number];

const fields = z.object({
  // Which mail and language: chosen when a language is added, fixed after.
  mailKey: z.enum(MAIL_KEYS),
  locale: z.enum(MAIL_LOCALES),
  subject: z.string().trim().min(1).max(MAIL_SUBJECT_MAX),
  htmlBody: z.string().min(1).max(MAIL_BODY_MAX),
  textBody: z.string().min(1).max(MAIL_BODY_MAX),
  /** Set by the platform: the default's text, or the tenant's own (in place of the default, or added). */
  source: z.enum(MAIL_TEMPLATE_SOURCES).default('DEFAULT'),
});

/**
 * Mail templates (spec section 7, "Mail templates"; issue 19): every mail the platform sends, per language and
 * tenant. A tenant's template follows the platform's default until someone saves it, which is a guarded change
 * that makes it the tenant's own (OVERRIDE) and keeps the text before as a version; "Reset to default" goes back.
 * A tenant may add its own text of a mail in a language without a default (`POST mail-templates`, guarded; spec
 * "POST add"): such a template is ADDED, and deleted (guarded) instead of reset. The texts are Handlebars, checked by src/contract/rules/mailTemplateEngine.ts on both sides. The platform's own
 * mails (invitation, password reset, e-mail verification, two-factor reset) are rendered from them into the
 * outbox (mock-server/mail). `GET mail-templates/init` answers the catalogue of mails and their variables.
 */
export const mailTemplates = declareResource({
  name: 'mail-templates',
  entityType: 'MailTemplate',
  idPrefix: 'mt',
  icon: 'Email',
  // The spec's "POST add": a language the platform has no default in.
  paths: { create: 'mail-templates/add' },
  fields,
  computed: z.object({
    /** The caller's other tenants whose own text replaces the default of this mail and language. */
    overriddenIn: z.array(z.string()),
  }),
  fieldOptions: {
    mailKey: { fixed: true },
    locale: { fixed: true },
    source: { readOnly: true },
    htmlBody: { kind: 'longText' },
    textBody: { kind: 'longText' },
  },
  // Named by mail and language in the portal (src/resources/mail-templates/TemplateTitle.tsx).
  recordRepresentation: 'mailKey',
  list: {
    // The subject second: a phone's list shows the template's name and the column after it.
    columns: ['mailKey', 'subject', 'locale', 'source', 'overriddenIn', 'updatedBy', 'updatedAt'],
    search: ['subject'],
    filters: [
      { source: 'mailKey', kind: 'choice', alwaysOn: true },
      { source: 'locale', kind: 'choice', alwaysOn: true },
      { source: 'source', kind: 'choice' },
    ],
    sortable: ['mailKey', 'locale', 'subject', 'source', 'updatedAt'],
    sort: { field: 'mailKey', order: 'ASC' },
    sortRules: { mailKey: { then: { field: 'locale', order: 'ASC' } } },
    perPage: 25,
    bulkDelete: false,
  },
  show: {
    sections: [
      { key: 'mail', fields: ['mailKey', 'locale', 'source', 'overriddenIn'] },
      { key: 'content', fields: ['subject', 'htmlBody', 'textBody'] },
    ],
  },
  access: {
    list: VIEWERS,
    show: VIEWERS,
    export: VIEWERS,
    create: EDITORS,
    edit: EDITORS,
    delete: EDITORS,
  },
  customAccess: { preview: VIEWERS, testSend: VIEWERS, versions: VIEWERS, outbox: EDITORS },
  guarded: ['create', 'edit', 'delete'],
  // Only an added language goes: a default language's template is reset instead.
  deletableWhen: { field: 'source', in: ['ADDED'] },
  actions: {
    reset: {
      target: 'record',
      method: 'POST',
      path: ':id/reset',
      access: EDITORS,
      guarded: true,
      icon: 'RestartAlt',
      destructive: true,
      when: { field: 'source', in: ['OVERRIDE'] },
    },
  },
});

/** A mail template as the platform answers it. */
export type MailTemplate = z.infer<typeof fields> & {
  id: string;
  version: number;
  overriddenIn: string[];
  updatedAt: string;
  updatedBy: string;
};
