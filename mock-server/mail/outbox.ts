import { randomUUID } from 'node:crypto';
import {
  MAIL_CATALOGUE,
  type MailKey,
  type MailLocale,
} from '../../src/contract/rules/mailCatalogue';
import { renderTemplate, type RenderedMail } from '../../src/contract/rules/mailTemplateEngine';
import type { ServerContext } from '../context';
import type { StoredRecord } from '../types';
import { enqueueDelivery } from '../deadLetters/runner';
import { effectiveTemplate } from './templates';

/** Shown in the outbox's copy instead of a secret (the one-time key of a link). */
const MASK = '••••••••';

/**
 * A secret value as the outbox keeps it: a link keeps its address with every query value masked (the reader sees
 * where it leads, never the key); any other secret is masked whole.
 */
export const maskSecret = (value: string): string => {
  try {
    const url = new URL(value);
    for (const name of [...url.searchParams.keys()]) url.searchParams.set(name, MASK);
    return url.toString().replaceAll(encodeURIComponent(MASK), MASK);
  } catch {
    return MASK;
  }
};

export interface MailToSend {
  tenantId: string;
  key: MailKey;
  locale: MailLocale;
  recipient: string;
  /** Every variable of the mail, by name. */
  values: Readonly<Record<string, string>>;
  kind: 'TEST' | 'PLATFORM';
  /** Who caused it (the stamp of the outbox entry): a user's e-mail or `system`. */
  actor: string;
  /** A test renders the editor's unsaved text instead of the tenant's template. */
  parts?: Parameters<typeof renderTemplate>[0];
}

/**
 * Sends one of the platform's mails: renders the tenant's template (its own text or the default) with the values
 * and hands it to the transport. The emulator's transport is the outbox: it stores the mail as rendered, with
 * the secrets masked, for the tenant's administrators to read. Answers what the recipient would get.
 */
export const sendMail = (ctx: ServerContext, mail: MailToSend): RenderedMail => {
  const template = effectiveTemplate(ctx, mail.tenantId, mail.key, mail.locale);
  const parts = mail.parts ?? template.parts;
  const delivered = renderTemplate(parts, mail.values);
  // The emulator's SMTP server refuses the reserved `.invalid` domain, as a real one refuses an unknown mailbox:
  // such a mail goes to the delivery runner, whose attempts fail and leave it in the dead-letter queue.
  if (/\.invalid$/i.test(mail.recipient.split('@')[1] ?? '')) {
    enqueueDelivery(ctx, {
      tenantId: mail.tenantId,
      jobType: 'EMAIL',
      target: mail.recipient,
      payload: {
        mail: mail.key,
        locale: template.locale,
        to: mail.recipient,
        subject: delivered.subject,
      },
    });
    return delivered;
  }
  const secrets = new Set(
    MAIL_CATALOGUE[mail.key].variables.filter((v) => v.secret).map((v) => v.name),
  );
  const masked = Object.fromEntries(
    Object.entries(mail.values).map(([name, value]) => [
      name,
      secrets.has(name) ? maskSecret(value) : value,
    ]),
  );
  const kept = secrets.size ? renderTemplate(parts, masked) : delivered;
  const at = new Date(ctx.now()).toISOString();
  const entry: StoredRecord & Record<string, unknown> = {
    id: `mail-${randomUUID()}`,
    tenantId: mail.tenantId,
    recipient: mail.recipient,
    subject: kept.subject,
    html: kept.html,
    text: kept.text,
    mailKey: mail.key,
    // The language it went out in: English where the tenant has no text in the language asked for.
    locale: template.locale,
    kind: mail.kind,
    templateSource: template.source,
    templateVersion: mail.parts ? null : template.version,
    version: 1,
    createdAt: at,
    createdBy: mail.actor,
    updatedAt: at,
    updatedBy: mail.actor,
  };
  ctx.store.table('mail-outbox').insert(entry);
  return delivered;
};

/** The values every mail has: who it is for, the tenant and the portal's address. */
export const commonMailValues = (
  ctx: ServerContext,
  recipient: { firstName: string; lastName: string; email: string },
  tenantId: string,
): Record<string, string> => ({
  recipientName: `${recipient.firstName} ${recipient.lastName}`.trim() || recipient.email,
  tenantName: ctx.store.table('tenants').get(tenantId)?.name ?? '',
  portalUrl: ctx.portalOrigin,
});

/** A date and time as mails show them: YYYY-MM-DD HH:mm, UTC (the mail says so). */
export const mailDateTime = (ms: number): string =>
  new Date(ms).toISOString().slice(0, 16).replace('T', ' ');
