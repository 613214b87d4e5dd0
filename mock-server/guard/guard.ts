import type { Request } from 'express';
import type { z } from 'zod';
import { GUARD_REASON_MAX_LENGTH } from '../../src/contract/constants';
import { verifyPassword } from '../auth/password';
import type { AuthContext } from '../auth/session';
import { verifyTotp } from '../auth/totp';
import type { ServerContext } from '../context';
import { ApiError, validationError, type ErrorDetail } from '../http/errors';
import { issuesToDetails } from '../http/validate';
import { appendAudit } from './audit';
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

/**
 * A guarded change (brief section 8): `{entity, password, passCode, reason, classification}` checked in this
 * order — password present, password right, passCode present, passCode right (TOTP ±1 step), reason and
 * classification valid — then the entity, then the change. Every outcome is audited. The password and passCode
 * are only compared, never stored or logged; reason and classification go to the audit entry.
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

  try {
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
      throw new ApiError(400, 'WRONG_PASSWORD_ERROR', 'The password is wrong.', [
        { field: 'password', code: 'WRONG_PASSWORD_ERROR', message: 'The password is wrong.' },
      ]);
    if (!isFilled(passCode))
      throw new ApiError(400, 'SECURITY_CODE_REQUIRED_ERROR', 'The security code is required.', [
        {
          field: 'passCode',
          code: 'SECURITY_CODE_REQUIRED_ERROR',
          message: 'The security code is required.',
        },
      ]);
    if (!verifyTotp(auth.user.twoFactorSecret, passCode.trim(), ctx.now()))
      throw new ApiError(400, 'WRONG_SECURITYPASS_ERROR', 'The security code is wrong.', [
        {
          field: 'passCode',
          code: 'WRONG_SECURITYPASS_ERROR',
          message: 'The security code is wrong.',
        },
      ]);
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
    const prepared = (await spec.prepare?.(parsed.data)) as P;
    return ctx.store.transaction(() => {
      const { response, after } = spec.apply(parsed.data, prepared);
      audit('SUCCESS', after);
      return response;
    });
  } catch (error) {
    audit('FAILURE', null, error instanceof ApiError ? error.code : 'UNKNOWN_ERROR');
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
