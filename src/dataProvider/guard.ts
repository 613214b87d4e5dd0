import type { GuardFields, GuardedPayload } from '../contract/schemas/common';

/**
 * The one place where guard fields (password, passCode, reason, classification) meet the changed entity. They
 * travel only in `meta.guard` and are merged here into the request body; nothing is stored or logged.
 */
export const isGuardFields = (value: unknown): value is GuardFields => {
  if (typeof value !== 'object' || value === null) return false;
  const fields = value as Record<string, unknown>;
  return (['password', 'passCode', 'reason', 'classification'] as const).every(
    (name) => typeof fields[name] === 'string',
  );
};

/** The guard fields of `meta`, or null when the call is not guarded. */
export const guardOf = (meta: unknown): GuardFields | null => {
  const guard = (meta as { guard?: unknown } | null | undefined)?.guard;
  return isGuardFields(guard) ? guard : null;
};

export const buildGuardedPayload = <T>(entity: T, guard: GuardFields): GuardedPayload<T> => ({
  entity,
  password: guard.password,
  passCode: guard.passCode,
  reason: guard.reason,
  classification: guard.classification,
  ...(guard.approval ? { approval: guard.approval } : {}),
});
