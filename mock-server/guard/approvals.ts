import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { GUARD_APPROVAL_TTL_MS } from '../../src/contract/constants';
import { hashToken } from '../auth/tokens';
import type { ServerContext } from '../context';
import type { GuardApprovalRecord } from '../types';
import { canonicalJson } from '../store/auditChain';

/**
 * Second-factor approvals (feature flag `secondFactorWindow`). A guarded change sent without one is answered
 * with a confirmation request bound to the user, the method, the path and the SHA-256 of the canonical entity
 * JSON; the confirmation window confirms the request and receives an approval; the change sent again with it
 * uses it up. Request ids and approvals are random, short-lived, single-use and stored only as hashes.
 */

/** What an approval is bound to. */
export interface ApprovalBinding {
  userId: string;
  method: string;
  path: string;
  entityHash: string;
}

export const entityHashOf = (entity: unknown): string =>
  createHash('sha256').update(canonicalJson(entity)).digest('hex');

const approvals = (ctx: ServerContext) => ctx.store.table('guardApprovals');
const newSecret = (): string => randomBytes(32).toString('base64url');

/** A new confirmation request for a change; its id is what the confirmation window is opened with. */
export const requestApproval = (ctx: ServerContext, binding: ApprovalBinding): string => {
  const request = newSecret();
  const now = ctx.now();
  ctx.store.transaction(() => {
    // Expired requests and approvals go whenever a new one is asked for, so the collection stays small.
    approvals(ctx).deleteIf((a) => a.expiresAt <= now);
    approvals(ctx).insert({
      id: randomUUID(),
      requestHash: hashToken(request),
      approvalHash: null,
      ...binding,
      expiresAt: now + GUARD_APPROVAL_TTL_MS,
    });
  });
  return request;
};

/** The open (unconfirmed, unexpired) request of an id, or null. */
export const openRequestOf = (ctx: ServerContext, request: string): GuardApprovalRecord | null => {
  const record = approvals(ctx).first('requestHash', hashToken(request));
  return record && record.approvalHash === null && record.expiresAt > ctx.now() ? record : null;
};

/** Confirms an open request: answers the approval (once; a confirmed request cannot be confirmed again). */
export const confirmApprovalRequest = (ctx: ServerContext, request: string): string | null =>
  ctx.store.transaction(() => {
    const record = openRequestOf(ctx, request);
    if (!record) return null;
    const approval = newSecret();
    approvals(ctx).update({
      ...record,
      approvalHash: hashToken(approval),
      expiresAt: ctx.now() + GUARD_APPROVAL_TTL_MS,
    });
    return approval;
  });

export type ApprovalUse = 'used' | 'unknown' | 'mismatch';

/**
 * Uses an approval for a change: 'used' when it exists, is unexpired and its binding is exactly the change's
 * (it is deleted: of two requests racing with it only the one that deletes it goes on); 'mismatch' when it was
 * issued for another change or user (kept, so the change it approves can still be made); 'unknown' otherwise
 * (never issued, expired or used). Call it inside the change's transaction, so a failed change keeps it.
 */
export const useApproval = (
  ctx: ServerContext,
  approval: string,
  binding: ApprovalBinding,
): ApprovalUse => {
  const record = approvals(ctx).first('approvalHash', hashToken(approval));
  if (!record || record.expiresAt <= ctx.now()) return 'unknown';
  if (
    record.userId !== binding.userId ||
    record.method !== binding.method ||
    record.path !== binding.path ||
    record.entityHash !== binding.entityHash
  )
    return 'mismatch';
  return approvals(ctx).delete(record.id) ? 'used' : 'unknown';
};
