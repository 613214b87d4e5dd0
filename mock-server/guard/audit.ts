import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import type { AuthContext } from '../auth/session';
import { stripSecrets } from '../auth/sanitize';
import type { ServerContext } from '../context';
import { isoNow } from '../context';
import type { AuditEntry } from '../types';

export interface AuditInput {
  action: string;
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

/**
 * Appends to the audit log. The collection is append-only: this is the only code that touches it, entries are
 * frozen, and no route updates or deletes them. Values pass the secret stripper, so no hash or guard field lands
 * here.
 */
export const appendAudit = (
  ctx: ServerContext,
  req: Request,
  auth: AuthContext,
  input: AuditInput,
): AuditEntry => {
  const entry: AuditEntry = Object.freeze({
    id: randomUUID(),
    actorId: auth.user.id,
    actorEmail: input.actorEmail ?? auth.user.email,
    tenantId: auth.tenant.id,
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
    clientIp: req.ip ?? req.socket.remoteAddress ?? 'unknown',
  });
  ctx.store.data().auditLog.push(entry);
  ctx.store.save();
  return entry;
};
