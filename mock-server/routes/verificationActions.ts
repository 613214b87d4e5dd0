import type { Request } from 'express';
import { z } from 'zod';
import type { AuthContext } from '../auth/session';
import type { ServerContext } from '../context';
import { isoNow } from '../context';
import { appendAudit } from '../guard/audit';
import type { AuditAction } from '../../src/contract/auditActions';
import { guardedChange } from '../guard/guard';
import { applyChange, assertVersion } from '../http/concurrency';
import { ApiError, validationError } from '../http/errors';
import type { Registry } from '../http/registry';
import { parseInput } from '../http/validate';
import { forgetImages } from '../images';
import type { VerificationRecord, VerificationStatus } from '../types';
import { toVerificationDetail } from '../verifications/dto';
import { settleReplays, trackReplay } from '../verifications/replay';
import { findVerification } from '../verifications/find';

/**
 * Verification operations (issue 5), each permission-gated by the endpoint table and audited: result update
 * (guarded, optimistic concurrency), image masking request, credential masking, wipe-out (guarded, irreversible,
 * idempotent) and replay.
 */
const idParams = z.object({ id: z.string().min(1).max(100) });

const RESULT_STATUSES: readonly VerificationStatus[] = ['REVIEW_PENDING', 'APPROVED', 'REJECTED'];
const REPLAY_STATUSES: readonly VerificationStatus[] = [
  'REVIEW_PENDING',
  'APPROVED',
  'REJECTED',
  'EXPIRED',
];

const notAllowed = (message: string) => new ApiError(409, 'ACTION_NOT_ALLOWED', message);

const refuseWipedOut = (v: VerificationRecord, what: string): void => {
  if (v.wipedOutAt)
    throw notAllowed(`This verification was wiped out; ${what} is no longer possible.`);
};

const resultEntity = z.object({
  decision: z.enum(['APPROVED', 'REJECTED']),
  reason: z.string().trim().min(1).max(500),
  version: z.number().int(),
});

const maskBody = z.object({
  credentialIds: z.array(z.string().min(1).max(100)).min(1).max(50),
});

const audit = (
  ctx: ServerContext,
  req: Request,
  auth: AuthContext,
  action: AuditAction,
  v: VerificationRecord,
  before: unknown,
  after: unknown,
) =>
  appendAudit(ctx, req, auth, {
    action,
    entityType: 'verification',
    entityId: v.id,
    result: 'SUCCESS',
    before,
    after,
    reason: null,
    classification: null,
  });

export const registerVerificationActionEndpoints = (r: Registry, ctx: ServerContext): void => {
  /** Stamps the change (version, who, when) and stores it. */
  const change = (v: VerificationRecord, auth: AuthContext, fn: (v: VerificationRecord) => void) =>
    applyChange(ctx, 'verifications', v, auth.user.email, fn);

  r.registerEndpoint('verificationsUpdateResult', async (req, _res, auth) => {
    settleReplays(ctx);
    const { id } = parseInput(idParams, req.params);
    const found = findVerification(ctx, id, auth);
    const snapshot = (v: VerificationRecord) => ({
      status: v.status,
      result: v.result ? { ...v.result } : null,
    });
    return guardedChange(ctx, req, auth, {
      action: 'VERIFICATION_RESULT_UPDATE',
      entityType: 'verification',
      entityId: found.id,
      before: snapshot(found),
      entitySchema: resultEntity,
      apply: (entity) => {
        // As stored now, inside the unit that writes it: the password check let time pass.
        const v = findVerification(ctx, id, auth);
        assertVersion(v, entity.version);
        refuseWipedOut(v, 'changing its result');
        if (!RESULT_STATUSES.includes(v.status))
          throw notAllowed(
            'The result can only be set while the verification waits for review or has been decided.',
          );
        const now = isoNow(ctx);
        change(v, auth, (record) => {
          record.status = entity.decision;
          record.result = {
            decision: entity.decision,
            reason: entity.reason,
            decidedBy: auth.user.email,
            decidedAt: now,
          };
          record.completedAt ??= now;
        });
        return { response: toVerificationDetail(v), after: snapshot(v) };
      },
    });
  });

  r.registerEndpoint('verificationsRequestMasking', (req, _res, auth) => {
    settleReplays(ctx);
    const { id } = parseInput(idParams, req.params);
    const v = findVerification(ctx, id, auth);
    refuseWipedOut(v, 'masking');
    const before = { maskingRequestedAt: v.maskingRequestedAt };
    ctx.store.transaction(() => {
      change(v, auth, (record) => {
        record.maskingRequestedAt = isoNow(ctx);
      });
      audit(ctx, req, auth, 'VERIFICATION_MASKING_REQUEST', v, before, {
        maskingRequestedAt: v.maskingRequestedAt,
      });
    });
    return toVerificationDetail(v);
  });

  r.registerEndpoint('verificationsMaskCredentials', (req, _res, auth) => {
    settleReplays(ctx);
    const { id } = parseInput(idParams, req.params);
    const v = findVerification(ctx, id, auth);
    const { credentialIds } = parseInput(maskBody, req.body);
    refuseWipedOut(v, 'masking');
    const unknown = credentialIds.filter((cid) => !v.credentials.some((c) => c.id === cid));
    if (unknown.length)
      throw validationError([
        {
          field: 'credentialIds',
          code: 'UNKNOWN_CREDENTIAL',
          message: `This verification has no credential ${unknown.join(', ')}.`,
        },
      ]);
    const wanted = new Set(credentialIds);
    const maskedParts = (record: VerificationRecord) =>
      record.credentials
        .filter((c) => wanted.has(c.id))
        .flatMap((c) => c.parts.map((p) => ({ id: p.id, maskedAt: p.maskedAt })));
    const before = maskedParts(v);
    const now = isoNow(ctx);
    ctx.store.transaction(() => {
      change(v, auth, (record) => {
        for (const c of record.credentials)
          if (wanted.has(c.id)) for (const p of c.parts) p.maskedAt ??= now;
      });
      audit(ctx, req, auth, 'VERIFICATION_CREDENTIALS_MASK', v, before, maskedParts(v));
    });
    return toVerificationDetail(v);
  });

  r.registerEndpoint('verificationsWipeOut', async (req, _res, auth) => {
    settleReplays(ctx);
    const { id } = parseInput(idParams, req.params);
    const found = findVerification(ctx, id, auth);
    // The audit entry records that personal data existed, never the values (they must not outlive the wipe).
    const snapshot = (v: VerificationRecord) => ({
      wipedOutAt: v.wipedOutAt,
      personalData: v.wipedOutAt ? 'ERASED' : 'PRESENT',
      credentials: v.credentials.length,
    });
    return guardedChange(ctx, req, auth, {
      action: 'VERIFICATION_WIPE_OUT',
      entityType: 'verification',
      entityId: found.id,
      before: snapshot(found),
      entitySchema: z.object({}).loose(),
      apply: () => {
        const v = findVerification(ctx, id, auth);
        // A second wipe-out changes nothing (same wipedOutAt, same version).
        if (!v.wipedOutAt) {
          const now = isoNow(ctx);
          change(v, auth, (record) => {
            record.wipedOutAt = now;
            record.firstName = null;
            record.lastName = null;
            record.documentNumber = null;
            record.dateOfBirth = null;
            for (const c of record.credentials) c.wipedOutAt = now;
          });
          forgetImages(v.id);
        }
        return { response: toVerificationDetail(v), after: snapshot(v) };
      },
    });
  });

  r.registerEndpoint('verificationsReplay', (req, _res, auth) => {
    settleReplays(ctx);
    const { id } = parseInput(idParams, req.params);
    const v = findVerification(ctx, id, auth);
    refuseWipedOut(v, 'a replay');
    if (!REPLAY_STATUSES.includes(v.status))
      throw notAllowed('Only a verification that finished processing can be replayed.');
    const snapshot = () => ({ status: v.status, replayCount: v.replayCount });
    const before = snapshot();
    ctx.store.transaction(() => {
      change(v, auth, (record) => {
        record.status = 'PROCESSING';
        record.replayCount += 1;
        record.result = null;
        record.completedAt = null;
        if (record.workflowStatus) record.workflowStatus = 'RUNNING';
      });
      audit(ctx, req, auth, 'VERIFICATION_REPLAY', v, before, snapshot());
    });
    trackReplay(ctx.store, v);
    return toVerificationDetail(v);
  });
};
