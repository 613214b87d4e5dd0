import { HttpError } from 'react-admin';
import {
  ERROR_CODES,
  errorDescriptorSchema,
  type ErrorCode,
  type ErrorDescriptor,
} from '../contract/schemas/errors';
import {
  ERROR_CODE_ADJACENT,
  ERROR_CODE_ADJACENT_2,
  ERROR_CODE_GENERIC_CLIENT,
  ERROR_CODE_SERVER_DOWN,
  ERROR_CODE_UNKNOWN_UPSTREAM,
  ERROR_CODE_UNKNOWN_UPSTREAM_2,
} from '../contract/constants';

/**
 * The error catalogue of spec section 8: an error descriptor (or the HttpError carrying it) becomes an i18n key
 * plus what a notification needs. Users never see raw JSON: an unknown code falls back to `app.errors.generic`.
 */
export type ErrorSeverity = 'error' | 'warning';
/** The page-wide states an error starts instead of a notification (src/notifications/serviceStatus.ts). */
export type ErrorOverlay = 'serviceUnavailable' | 'maintenance' | 'serverDown';

export interface DescribedError {
  messageKey: string;
  messageArgs: Record<string, string | number>;
  severity: ErrorSeverity;
  details: ErrorDescriptor['details'];
  descriptor: ErrorDescriptor | null;
  /** Set when the error should open a full-page overlay instead of a notification. */
  overlay?: ErrorOverlay;
}

const NUMERIC_CODES = [
  ERROR_CODE_GENERIC_CLIENT,
  ERROR_CODE_UNKNOWN_UPSTREAM,
  ERROR_CODE_UNKNOWN_UPSTREAM_2,
  ERROR_CODE_SERVER_DOWN,
  ERROR_CODE_ADJACENT,
  ERROR_CODE_ADJACENT_2,
].map(String);

const isKnownCode = (code: string): code is ErrorCode =>
  (ERROR_CODES as readonly string[]).includes(code);

/**
 * 403 codes that are not a missing permission (spec section 8: "fraud entry not belonging to the user"): the
 * user has the permission, the record is another tenant's, and the warning says so.
 */
const SPECIFIC_REFUSALS: readonly string[] = ['FRAUD_ENTRY_NOT_OWNED'];

const OVERLAYS: Partial<Record<ErrorCode, ErrorOverlay>> = {
  SERVICE_UNAVAILABLE: 'serviceUnavailable',
  MAINTENANCE: 'maintenance',
};

/** The i18n key of a descriptor code, or null when the catalogue does not know it. */
export const errorCodeKey = (code: string): string | null =>
  isKnownCode(code) || NUMERIC_CODES.includes(code) ? `app.errors.${code}` : null;

/** The i18n key an HttpError's message carries; react-admin's default notifications translate it. */
export const messageKeyFor = (status: number, descriptor: ErrorDescriptor | null): string =>
  describe(status, descriptor).messageKey;

const describe = (status: number, descriptor: ErrorDescriptor | null): DescribedError => {
  const details = descriptor?.details ?? [];
  const base = { messageArgs: {}, details, descriptor, severity: 'error' as ErrorSeverity };
  // Every call fails the same way while the server is down: one page-wide state says so, not a toast per call.
  if (status === 0)
    return { ...base, messageKey: 'app.messages.serverDown', overlay: 'serverDown' };
  if (status === 404) return { ...base, messageKey: 'app.messages.notFound', severity: 'warning' };
  // A refusal whose code says more than a missing permission is worded by its code.
  if (status === 403 && !(descriptor && SPECIFIC_REFUSALS.includes(descriptor.code)))
    return { ...base, messageKey: 'app.messages.unauthorized', severity: 'warning' };
  if (status === 403)
    return { ...base, messageKey: `app.errors.${descriptor!.code}`, severity: 'warning' };
  const code = descriptor?.code ?? '';
  const key = errorCodeKey(code);
  if (!key) return { ...base, messageKey: 'app.errors.generic' };
  const overlay = isKnownCode(code) ? OVERLAYS[code] : undefined;
  const messageArgs: Record<string, string | number> =
    code === 'VERSION_CONFLICT'
      ? { changedBy: descriptor?.changedBy ?? '', changedAt: descriptor?.changedAt ?? '' }
      : code === 'GUARD_LOCKED'
        ? // The time left, in whole minutes rounded up (the lock is minutes long).
          { smart_count: Math.max(1, Math.ceil((descriptor?.retryAfterSeconds ?? 60) / 60)) }
        : code === 'DATASET_IN_USE'
          ? { experiments: details.find((detail) => detail.field === 'experiments')?.message ?? '' }
          : {};
  return { ...base, messageKey: key, messageArgs, ...(overlay ? { overlay } : {}) };
};

/** Parses an unknown JSON body as an error descriptor; anything else is null (never shown raw). */
export const parseDescriptor = (body: unknown): ErrorDescriptor | null => {
  const parsed = errorDescriptorSchema.safeParse(body);
  return parsed.success ? parsed.data : null;
};

/** The HttpError the httpClient throws: message = i18n key, status, body = the parsed descriptor. */
export const toHttpError = (status: number, descriptor: ErrorDescriptor | null): HttpError =>
  new HttpError(messageKeyFor(status, descriptor), status, descriptor);

/** Describes anything thrown by a data or auth call. */
export const describeError = (error: unknown): DescribedError => {
  if (error instanceof HttpError) {
    const status = typeof error.status === 'number' ? error.status : -1;
    return describe(status, parseDescriptor(error.body));
  }
  const descriptor = parseDescriptor(error);
  if (descriptor) return describe(descriptor.status, descriptor);
  return describe(-1, null);
};

/**
 * How the one error path presents an error (spec section 8: "some codes are shown to the user, others
 * rethrown"):
 * - 'session': 401 / TOKEN_INVALID; the authProvider's checkError logs the user out, nothing else is shown;
 * - 'overlay': SERVICE_UNAVAILABLE / MAINTENANCE (the full-page overlay) and status 0 (the 'Server is down'
 *   banner): a page-wide state, not a notification;
 * - 'inline': guard and field validation codes; rethrown for the form or guard dialog to put on its fields;
 * - 'notification': everything else (404/403 warnings, 'Server is down', the server's message + details).
 */
export type ErrorPresentation = 'session' | 'overlay' | 'inline' | 'notification';

export const INLINE_ERROR_CODES: readonly ErrorCode[] = [
  'PASSWORD_REQUIRED_ERROR',
  'WRONG_PASSWORD_ERROR',
  'SECURITY_CODE_REQUIRED_ERROR',
  'WRONG_SECURITYPASS_ERROR',
  // The guard dialog shows these itself (the lock with its minutes left; the second factor it then asks for).
  'GUARD_LOCKED',
  'SECOND_FACTOR_REQUIRED',
  'SECOND_FACTOR_INVALID',
  'VALIDATION_ERROR_CODE',
];

export const presentationOf = (error: unknown): ErrorPresentation => {
  const described = describeError(error);
  const code = described.descriptor?.code;
  const status = error instanceof HttpError ? error.status : described.descriptor?.status;
  if (status === 401 || code === 'TOKEN_INVALID') return 'session';
  if (described.overlay) return 'overlay';
  if (code && (INLINE_ERROR_CODES as readonly string[]).includes(code)) return 'inline';
  return 'notification';
};
