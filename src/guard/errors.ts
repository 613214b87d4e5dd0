import { GUARD_REASON_MAX_LENGTH } from '../contract/constants';
import { describeError } from '../dataProvider/errors';
import type { GuardFields } from '../contract/schemas/common';

/**
 * Which failures of a guarded change belong to the guard dialog (spec sections 6 and 8, brief section 8) and
 * which belong to the caller's form. The platform checks password, security code, reason and classification
 * before the entity, so a guard error never comes mixed with entity errors.
 */
export type GuardFieldName = keyof GuardFields;

export const GUARD_FIELD_NAMES: readonly GuardFieldName[] = [
  'password',
  'passCode',
  'reason',
  'classification',
];

/** Rejection of `runGuarded` when the user cancels the dialog: nothing was sent (or nothing was saved). */
export class GuardCancelledError extends Error {
  /** The last failure the dialog showed before the user gave up, if any (e.g. a server error). */
  readonly lastError: unknown;

  constructor(lastError?: unknown) {
    super('guard.cancelled');
    this.name = 'GuardCancelledError';
    this.lastError = lastError;
  }
}

export const isGuardCancelledError = (error: unknown): error is GuardCancelledError =>
  error instanceof GuardCancelledError;

/**
 * A field error for the dialog. `wrongPassword` is the spec's own form-field error kind; `message` is an i18n
 * key (with args) or, for `backend`, the platform's text.
 */
export type GuardFieldError =
  | { field: 'password'; kind: 'wrongPassword' }
  | { field: GuardFieldName; kind: 'message'; key: string; args?: Record<string, unknown> }
  | { field: GuardFieldName; kind: 'backend'; message: string };

const isGuardFieldName = (field: string | undefined): field is GuardFieldName =>
  field !== undefined && (GUARD_FIELD_NAMES as readonly string[]).includes(field);

/** Codes whose detail (if any) must name a guard field; without a detail they concern the guard itself. */
const CODE_FIELD: Readonly<Record<string, GuardFieldName>> = {
  WRONG_PASSWORD_ERROR: 'password',
  PASSWORD_REQUIRED_ERROR: 'password',
  WRONG_SECURITYPASS_ERROR: 'passCode',
  SECURITY_CODE_REQUIRED_ERROR: 'passCode',
};

const validationDetailError = (
  field: GuardFieldName,
  code: string,
  message: string,
): GuardFieldError => {
  if (code === 'REQUIRED') return { field, kind: 'message', key: 'app.validation.required' };
  if (code === 'TOO_LONG')
    return {
      field,
      kind: 'message',
      key: 'app.validation.maxLength',
      args: { max: GUARD_REASON_MAX_LENGTH },
    };
  if (field === 'classification' && code === 'INVALID')
    return { field, kind: 'message', key: 'guard.dialog.classificationInvalid' };
  return { field, kind: 'backend', message };
};

/**
 * The dialog field errors an error carries; empty when it is not a guard error. A WRONG_PASSWORD_ERROR whose
 * detail names another field (the "current password" of a password change) is the caller's, not the guard's.
 */
export const guardFieldErrorsOf = (error: unknown): GuardFieldError[] => {
  const { descriptor } = describeError(error);
  if (!descriptor) return [];
  const fieldOfCode = CODE_FIELD[descriptor.code];
  if (fieldOfCode) {
    const detailFields = descriptor.details.map((d) => d.field).filter((f) => f !== undefined);
    if (detailFields.some((f) => f !== fieldOfCode)) return [];
    if (descriptor.code === 'WRONG_PASSWORD_ERROR')
      return [{ field: 'password', kind: 'wrongPassword' }];
    return [{ field: fieldOfCode, kind: 'message', key: `app.errors.${descriptor.code}` }];
  }
  if (descriptor.code !== 'VALIDATION_ERROR_CODE' || descriptor.details.length === 0) return [];
  if (!descriptor.details.every((d) => isGuardFieldName(d.field))) return [];
  return descriptor.details.map((d) =>
    validationDetailError(d.field as GuardFieldName, d.code, d.message),
  );
};

/** True when the error is about the guard fields (password, security code, reason, classification) only. */
export const isGuardFieldError = (error: unknown): boolean => guardFieldErrorsOf(error).length > 0;

/**
 * Field errors about the changed entity (e.g. `email` taken, `currentPassword` wrong, `version` conflict):
 * `{field: message}` for the caller's form. The platform's message is kept as the fallback text.
 */
export const entityFieldErrorsOf = (
  error: unknown,
): Array<{ field: string; code: string; message: string }> => {
  if (isGuardFieldError(error)) return [];
  return describeError(error)
    .details.filter((d) => d.field !== undefined && !isGuardFieldName(d.field))
    .map((d) => ({ field: d.field as string, code: d.code, message: d.message }));
};

/** The platform's confirmation request when it answers SECOND_FACTOR_REQUIRED, else null. */
export const secondFactorRequestOf = (error: unknown): string | null => {
  const { descriptor } = describeError(error);
  return descriptor?.code === 'SECOND_FACTOR_REQUIRED' && descriptor.secondFactorRequest
    ? descriptor.secondFactorRequest
    : null;
};
