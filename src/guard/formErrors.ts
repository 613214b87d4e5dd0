import type { useNotify } from 'react-admin';
import { entityFieldErrorsOf, isGuardCancelledError } from './errors';

/**
 * A failed save's field errors as `{field: i18n key or message}` for react-admin's form (submission errors), so
 * the user's input stays in the form and the message sits under the field. Known codes get the catalogue's
 * text; anything else keeps the platform's message.
 */
export const formErrorsOf = (
  error: unknown,
  keysByCode: Readonly<Record<string, string>> | ((code: string) => string | undefined) = {},
): Record<string, string> | null => {
  const fields = entityFieldErrorsOf(error);
  if (!fields.length) return null;
  const keyOf = typeof keysByCode === 'function' ? keysByCode : (code: string) => keysByCode[code];
  return Object.fromEntries(fields.map((f) => [f.field, keyOf(f.code) ?? f.message]));
};

/** The notification text of any other failure: HttpErrors carry an i18n key as their message. */
export const failureMessageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'app.messages.genericError';

/**
 * After a guarded change failed outside the dialog (a cancel, or an error about the record itself): a cancel is
 * silent, anything else is shown.
 */
export const notifyGuardFailure = (notify: ReturnType<typeof useNotify>, error: unknown): void => {
  if (!isGuardCancelledError(error)) notify(failureMessageOf(error), { type: 'error' });
};
