import { HttpError } from 'react-admin';

/** Why a verification-key page cannot go on, as an i18n key of the 'account' area. */
export type KeyProblem = 'missingKey' | 'unknownKey' | 'expiredKey' | 'wrongPurpose';

/** The platform answers 404 with detail code KEY_EXPIRED or KEY_UNKNOWN; anything else is not a key problem. */
export const keyProblemOf = (error: unknown): KeyProblem | null => {
  if (!(error instanceof HttpError) || error.status !== 404) return null;
  const details = (error.body as { details?: { code?: string }[] } | null)?.details ?? [];
  return details.some((d) => d.code === 'KEY_EXPIRED') ? 'expiredKey' : 'unknownKey';
};
