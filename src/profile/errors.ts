import { describeError } from '../dataProvider/errors';

/** The 412 of a stale version: who changed the profile and when, for the conflict explanation. */
export const versionConflictOf = (
  error: unknown,
): { changedBy: string; changedAt: string } | null => {
  const { descriptor } = describeError(error);
  if (descriptor?.code !== 'VERSION_CONFLICT') return null;
  return { changedBy: descriptor.changedBy ?? '', changedAt: descriptor.changedAt ?? '' };
};
