import type { Request } from 'express';
import type { z } from 'zod';
import { GUARD_REASON_MAX_LENGTH } from '../../src/contract/constants';
import { verifyPassword } from '../auth/password';
import type { AuthContext } from '../auth/session';
import { totpStepOf } from '../auth/totp';
import type { ServerContext } from '../context';
import { ApiError, validationError, type ErrorDetail } from '../http/errors';
import { issuesToDetails } from '../http/validate';
import { appendAudit } from './audit';
import { entityHashOf, requestApproval, useApproval, type ApprovalBinding } from './approvals';
import {
  guardLockedError,
  guardLockLeftMs,
  isTotpStepUsed,
  recordGuardFailure,
  resetGuardFailures,
  useTotpStep,
} from './guardState';
import { isClassification } from '../../src/contract/guardClassifications';
import type { AuditAction } from '../../src/contract/auditActions';

/** Longer guard passwords are refused without hashing (they cannot be right and would only cost CPU). */
const MAX_PASSWORD_LENGTH = 1024;

export interface GuardSpec<E, R, P = undefined> {
  action: AuditAction;
  entityType: string;
  entityId: string;
  /** The state before the change, as the audit log should show it (never secrets). */
  before: unknown;
  entitySchema: z.ZodType<E>;
  /**
   * Work the change needs that must be awaited (checking a current password, hashing a new one), after the
   * guard's checks and before the change; what it returns is handed to `apply`.
   */
  prepare?: (entity: E) => Promise<P>;
  /**
   * Performs the change; returns the response body and the state after the change for the audit log.
   * Synchronous: it runs in one unit with its audit entry, so both are stored or neither.
   */
  apply: (entity: E, prepared: P) => { response: R; after: unknown };
}

const isFilled = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

const wrongPassword = () =>
  new ApiError(400, 'WRONG_PASSWORD_ERROR', 'The password is wrong.', [
    { field: 'password', code: 'WRONG_PASSWORD_ERROR', message: 'The password is wrong.' },
  ]);
const wrongSecurityCode = () =>
  new ApiError(400, 'WRONG_SECURITYPASS_ERROR', 'The security code is wrong.', [
    { field: 'passCode', code: 'WRONG_SECURITYPASS_ERROR', message: 'The security code is wrong.' },
  ]);
const secondFactorInvalid = (message: string) =>
  new ApiError(400, 'SECOND_FACTOR_INVALID', message, [
    { field: 'approval', code: 'SECOND_FACTOR_INVALID', message },
  ]);

/**
 * A guarded change (brief section 8): `{entity, password, passCode, reason, classification}` checked in this
 * order — the guard not locked, password present, password right, passCode present, passCode right (TOTP ±1
 * step, and of a later step than the last code a change was made with), reason and classification valid — then
 * the entity, then (feature flag `secondFactorWindow`) the second-factor approval, then the change. Every
 * outcome is audited. GUARD_LOCK_AFTER_FAILURES wrong passwords or codes in a row lock the user's guard for
 * GUARD_LOCK_MS (429, audited as its own GUARD_LOCKED entry); right ones end the run. The code's time step and
 * the approval are used up in the change's own transaction: a change that fails uses neither. The password and
 * passCode are only compared, never stored or logged; reason and classification go to the audit entry.
 */
export const guardedChange = async <E, R, P = undefined>(
  ctx: ServerContext,
  req: Request,
  auth: AuthContext,
  spec: GuardSpec<E, R, P>,
): Promise<R> => {
  const body: Record<string, unknown> =
    req.body !== null && typeof req.body === 'object' && !Array.isArray(req.body) ? req.body : {};
  const reasonValid =
    typeof body.reason === 'string' &&
    body.reason.trim().length > 0 &&
    body.reason.length <= GUARD_REASON_MAX_LENGTH;
  const actorEmail = auth.user.email;
  const userId = auth.user.id;
  const audit = (result: 'SUCCESS' | 'FAILURE', after: unknown, errorCode?: string) =>
    appendAudit(ctx, req, auth, {
      action: spec.action,
      entityType: spec.entityType,
      entityId: spec.entityId,
      result,
      errorCode,
      before: spec.before,
      after,
      reason: reasonValid ? (body.reason as string).trim() : null,
      classification: isClassification(body.classification) ? body.classification : null,
      actorEmail,
    });

  /** A wrong password or code: counted; the one that locks the guard is answered with the lock. */
  let audited = false;
  const failCredential = (error: ApiError): ApiError => {
    const lockedForMs = recordGuardFailure(ctx, userId);
    if (lockedForMs === 0) return error;
    // The failure that locks is kept as what it was, then the lock as its own entry.
    audit('FAILURE', null, error.code);
    audited = true;
    appendAudit(ctx, req, auth, {
      action: 'GUARD_LOCKED',
      entityType: 'user',
      entityId: userId,
      result: 'SUCCESS',
      before: null,
      after: { lockedUntil: new Date(ctx.now() + lockedForMs).toISOString() },
      reason: null,
      classification: null,
      actorEmail,
    });
    return guardLockedError(lockedForMs);
  };

  try {
    const lockLeft = guardLockLeftMs(ctx, userId);
    if (lockLeft > 0) throw guardLockedError(lockLeft);
    const { password, passCode } = body;
    if (!isFilled(password))
      throw new ApiError(400, 'PASSWORD_REQUIRED_ERROR', 'The password is required.', [
        {
          field: 'password',
          code: 'PASSWORD_REQUIRED_ERROR',
          message: 'The password is required.',
        },
      ]);
    if (
      password.length > MAX_PASSWORD_LENGTH ||
      !(await verifyPassword(password, auth.user.passwordHash))
    )
      throw failCredential(wrongPassword());
    // Another request may have locked the guard while the password was hashed.
    const lockedMeanwhile = guardLockLeftMs(ctx, userId);
    if (lockedMeanwhile > 0) throw guardLockedError(lockedMeanwhile);
    if (!isFilled(passCode))
      throw new ApiError(400, 'SECURITY_CODE_REQUIRED_ERROR', 'The security code is required.', [
        {
          field: 'passCode',
          code: 'SECURITY_CODE_REQUIRED_ERROR',
          message: 'The security code is required.',
        },
      ]);
    const step = totpStepOf(auth.user.twoFactorSecret, passCode.trim(), ctx.now());
    if (step === null) throw failCredential(wrongSecurityCode());
    // A code a change was already made with is refused like a wrong one (a replay within its window), but is
    // not counted towards the lock: it is no guess, and a double submit must not lock the user out.
    if (isTotpStepUsed(ctx, userId, step)) throw wrongSecurityCode();
    resetGuardFailures(ctx, userId);
    const details: ErrorDetail[] = [];
    if (!reasonValid)
      details.push({
        field: 'reason',
        code: typeof body.reason === 'string' && body.reason.trim() ? 'TOO_LONG' : 'REQUIRED',
        message:
          typeof body.reason === 'string' && body.reason.trim()
            ? `The reason must not exceed ${GUARD_REASON_MAX_LENGTH} characters.`
            : 'A reason is required.',
      });
    if (!isClassification(body.classification))
      details.push({
        field: 'classification',
        code: 'INVALID',
        message: 'Choose one of the listed classifications.',
      });
    if (details.length) throw validationError(details);
    const parsed = spec.entitySchema.safeParse(body.entity);
    if (!parsed.success)
      throw validationError(
        issuesToDetails(parsed.error.issues).map((d) => ({ ...d, field: d.field ?? 'entity' })),
      );
    const binding: ApprovalBinding = {
      userId,
      method: req.method,
      path: req.originalUrl,
      entityHash: entityHashOf(body.entity ?? null),
    };
    const approval = ctx.featureFlags.secondFactorWindow ? body.approval : undefined;
    if (ctx.featureFlags.secondFactorWindow && !isFilled(approval))
      throw new ApiError(
        428,
        'SECOND_FACTOR_REQUIRED',
        'This change must be confirmed with the second factor.',
        [],
        { secondFactorRequest: requestApproval(ctx, binding) },
      );
    const prepared = (await spec.prepare?.(parsed.data)) as P;
    return ctx.store.transaction(() => {
      // The change first, so its own refusals (a stale version) come first; what it wrote is rolled back
      // when the code or the approval turns out to be used.
      const { response, after } = spec.apply(parsed.data, prepared);
      if (!useTotpStep(ctx, userId, step)) throw wrongSecurityCode();
      if (isFilled(approval)) {
        const use = useApproval(ctx, approval, binding);
        if (use === 'mismatch')
          throw secondFactorInvalid('The second-factor approval was given for another change.');
        if (use === 'unknown')
          throw secondFactorInvalid(
            'The second-factor approval is unknown, expired or already used. Confirm the change again.',
          );
      }
      audit('SUCCESS', after);
      return response;
    });
  } catch (error) {
    if (!audited) audit('FAILURE', null, error instanceof ApiError ? error.code : 'UNKNOWN_ERROR');
    throw error;
  }
};

/**
 * A guarded call sends `{entity, password, passCode, reason, classification}`; a plain one the entity itself.
 * Which one it is only decides where the entity is read: whether the guard is needed is the change's, and the
 * guard refuses a plain call for its missing fields.
 */
export const entityOfGuardedBody = (body: unknown): unknown => {
  const entity = (body as { entity?: unknown } | null)?.entity;
  return entity !== null && typeof entity === 'object' && !Array.isArray(entity) ? entity : body;
};
