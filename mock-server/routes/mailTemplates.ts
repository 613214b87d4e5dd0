import { z } from 'zod';
import {
  MAIL_BODY_MAX,
  MAIL_CATALOGUE,
  MAIL_KEYS,
  MAIL_LOCALES,
  MAIL_SUBJECT_MAX,
  sampleValuesOf,
} from '../../src/contract/rules/mailCatalogue';
import type { AuthContext } from '../auth/session';
import type { ServerContext } from '../context';
import { appendAudit } from '../guard/audit';
import { notFound } from '../http/errors';
import type { Registry } from '../http/registry';
import { parseInput } from '../http/validate';
import { sendMail } from '../mail/outbox';
import { ensureTenantTemplates, type MailTemplateRecord } from '../mail/templates';
import { assertTemplateRenders } from '../resources/mailTemplates';

const idParams = z.object({ id: z.string().min(1).max(200) });

const testMailInput = z.object({
  subject: z.string().trim().min(1).max(MAIL_SUBJECT_MAX),
  htmlBody: z.string().min(1).max(MAIL_BODY_MAX),
  textBody: z.string().min(1).max(MAIL_BODY_MAX),
});

/** The tenant's template; another tenant's or an unknown one: 404. */
const templateOf = (ctx: ServerContext, auth: AuthContext, id: string): MailTemplateRecord => {
  ensureTenantTemplates(ctx, auth.tenant.id);
  const template = ctx.store.table('mail-templates').get(id) as MailTemplateRecord | undefined;
  if (!template || template.tenantId !== auth.tenant.id) throw notFound('Mail template');
  return template;
};

/** The mail templates' calls beside the declared records: the catalogue, the test mail and the versions. */
export const registerMailTemplateEndpoints = (r: Registry, ctx: ServerContext): void => {
  r.registerEndpoint('mailTemplatesInit', () => ({
    locales: MAIL_LOCALES,
    mails: MAIL_KEYS.map((key) => ({
      key,
      variables: MAIL_CATALOGUE[key].variables.map(({ name, sample, secret }) => ({
        name,
        sample,
        secret: secret ?? false,
      })),
      required: MAIL_CATALOGUE[key].required,
    })),
  }));

  r.registerEndpoint('mailTemplatesTestMail', (req, _res, auth) => {
    const template = templateOf(ctx, auth, parseInput(idParams, req.params).id);
    const parts = parseInput(testMailInput, req.body);
    assertTemplateRenders(template.mailKey, parts);
    return ctx.store.transaction(() => {
      const rendered = sendMail(ctx, {
        tenantId: auth.tenant.id,
        key: template.mailKey,
        locale: template.locale,
        recipient: auth.user.email,
        values: sampleValuesOf(template.mailKey),
        kind: 'TEST',
        actor: auth.user.email,
        parts,
      });
      appendAudit(ctx, req, auth, {
        action: 'MAIL_TEMPLATE_TEST_MAIL',
        entityType: 'MailTemplate',
        entityId: template.id,
        result: 'SUCCESS',
        before: null,
        after: { recipient: auth.user.email, subject: rendered.subject },
        reason: null,
        classification: null,
      });
      return { recipient: auth.user.email, subject: rendered.subject };
    });
  });

  r.registerEndpoint('mailTemplatesVersions', (req, _res, auth) => {
    const template = templateOf(ctx, auth, parseInput(idParams, req.params).id);
    return ctx.store
      .table('mailTemplateVersions')
      .where('templateId', template.id)
      .filter((version) => version.tenantId === auth.tenant.id)
      .sort((a, b) => b.version - a.version)
      .map(({ tenantId: _tenant, templateId: _template, ...version }) => version);
  });
};
