import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import type { AuthContext } from '../auth/authContext';
import { stripSecrets } from '../auth/sanitize';
import type { ServerContext } from '../context';
import { isoNow } from '../context';
import type { AuditEntry } from '../types';
import type { AuditAction } from '../../src/contract/auditActions';

export interface AuditInput {
  /** A listed or declared code only: the portal has a label for each (src/contract/auditActions.ts). */
  action: AuditAction;
  entityType: string;
  entityId: string;
  result: AuditEntry['result'];
  errorCode?: string;
  before: unknown;
  after: unknown;
  reason: string | null;
  classification: string | null;
  /** The actor's e-mail when the request began (a change may rename the actor). */
  actorEmail?: string;
}

/** Who an entry is attributed to: a signed-in user, or the platform itself for scheduled work. */
interface AuditActor {
  id: string;
  email: string;
  tenantId: string;
  clientIp: string;
}

/** The actor of entries the platform writes on its own (e.g. retention clean-up); never a real account. */
export const SYSTEM_ACTOR = { id: 'system', email: 'system' } as const;

/**
 * Appends to the audit log. The collection is append-only: this module is the only code that writes it, the
 * database refuses to change a stored entry, and no route updates or deletes one. Values pass the secret stripper, so no hash or
 * guard field lands here.
 */
const append = (ctx: ServerContext, actor: AuditActor, input: AuditInput): AuditEntry => {
  const entry: AuditEntry = {
    id: randomUUID(),
    actorId: actor.id,
    actorEmail: input.actorEmail ?? actor.email,
    tenantId: actor.tenantId,
    action: input.action,
    entityType: input.entityType,
    entityId: input.entityId,
    result: input.result,
    ...(input.errorCode ? { errorCode: input.errorCode } : {}),
    before: stripSecrets(input.before),
    after: stripSecrets(input.after),
    reason: input.reason,
    classification: input.classification,
    timestamp: isoNow(ctx),
    clientIp: actor.clientIp,
  };
  ctx.store.table('auditLog').insert(entry);
  return entry;
};

/** An entry for what a signed-in user did (or tried) through a request. */
export const appendAudit = (
  ctx: ServerContext,
  req: Request,
  auth: AuthContext,
  input: AuditInput,
): AuditEntry =>
  append(
    ctx,
    {
      id: auth.user.id,
      email: auth.user.email,
      tenantId: auth.tenant.id,
      clientIp: req.ip ?? req.socket.remoteAddress ?? 'unknown',
    },
    input,
  );

/** An entry for what the platform did by itself in a tenant; it has no client, so no client IP. */
export const appendSystemAudit = (
  ctx: ServerContext,
  tenantId: string,
  input: Omit<AuditInput, 'actorEmail'>,
): AuditEntry => append(ctx, { ...SYSTEM_ACTOR, tenantId, clientIp: '' }, input);

/** An entry for what a caller did with an API token (the merchant API): the token is the actor, no user. */
export const appendApiTokenAudit = (
  ctx: ServerContext,
  actor: { tokenId: string; prefix: string; tenantId: string; clientIp: string },
  input: Omit<AuditInput, 'actorEmail'>,
): AuditEntry =>
  append(
    ctx,
    {
      id: actor.tokenId,
      email: `API token ${actor.prefix}…`,
      tenantId: actor.tenantId,
      clientIp: actor.clientIp,
    },
    input,
  );

/**
 * What an unguarded change names: a success unless it says otherwise (a refused delete); no reason, no
 * classification.
 */
export type ChangeAudit = Pick<
  AuditInput,
  'action' | 'entityType' | 'entityId' | 'before' | 'after'
> &
  Partial<Pick<AuditInput, 'result' | 'errorCode'>>;

/**
 * The entry of a change a signed-in user made without the guard (no reason, no classification), a success by default:
 * the one helper the generic handler of declared resources and the custom routes share.
 */
export const appendChangeAudit = (
  ctx: ServerContext,
  req: Request,
  auth: AuthContext,
  change: ChangeAudit,
): AuditEntry =>
  appendAudit(ctx, req, auth, {
    result: 'SUCCESS',
    reason: null,
    classification: null,
    ...change,
  });
