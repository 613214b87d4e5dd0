import { z } from 'zod';
import { declareResource } from '../declare';
import { MAIL_KEYS, MAIL_LOCALES } from '../rules/mailCatalogue';
import { MAIL_TEMPLATE_SOURCES } from './mailTemplates';

/** Whether a mail was a test of a template or one the platform sent on its own (an invitation, say). */
export const OUTBOX_MAIL_KINDS = ['TEST', 'PLATFORM'] as const;

/**
 * The outbox (issue 19): every mail the platform sent for the tenant, as rendered, newest first. The emulator has
 * no mail server; it records each mail here instead (README: how a real SMTP server is configured). The secrets
 * a mail carries (the one-time key in an activation link) are masked in this copy: administrators read the
 * outbox, and a key read here would open someone else's account. Only the platform writes it.
 */
export const mailOutbox = declareResource({
  name: 'mail-outbox',
  entityType: 'OutboxMail',
  idPrefix: 'mail',
  icon: 'Outbox',
  fields: z.object({
    recipient: z.string().max(320),
    subject: z.string().max(1000),
    html: z.string(),
    text: z.string(),
    mailKey: z.enum(MAIL_KEYS),
    locale: z.enum(MAIL_LOCALES),
    kind: z.enum(OUTBOX_MAIL_KINDS),
    /** Which text it was rendered from, and that text's version (none for a default never stored). */
    templateSource: z.enum(MAIL_TEMPLATE_SOURCES),
    templateVersion: z.number().int().positive().nullable(),
  }),
  fieldOptions: {
    recipient: { kind: 'email' },
    html: { kind: 'longText' },
    text: { kind: 'longText' },
  },
  recordRepresentation: 'subject',
  list: {
    columns: ['createdAt', 'recipient', 'subject', 'mailKey', 'locale', 'kind', 'createdBy'],
    search: ['recipient', 'subject'],
    filters: [
      { source: 'mailKey', kind: 'choice', alwaysOn: true },
      { source: 'kind', kind: 'choice' },
      { source: 'createdAt', kind: 'dateRange' },
    ],
    sortable: ['createdAt', 'recipient', 'subject', 'mailKey'],
    sort: { field: 'createdAt', order: 'DESC' },
    bulkDelete: false,
  },
  show: {
    sections: [
      {
        key: 'mail',
        fields: [
          'recipient',
          'subject',
          'mailKey',
          'locale',
          'kind',
          'templateSource',
          'templateVersion',
        ],
      },
      { key: 'content', fields: ['html', 'text'] },
    ],
  },
  access: { list: ['PERM_MAIL_TEMPLATES_EDIT'], show: ['PERM_MAIL_TEMPLATES_EDIT'] },
});
