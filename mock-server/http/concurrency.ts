import type { ServerContext } from '../context';
import { isoNow } from '../context';
import type { Stamped } from '../types';
import { ApiError } from './errors';

/**
 * Optimistic concurrency: a write names the version it was based on; if the record has moved on, 412
 * VERSION_CONFLICT tells who changed it and when. A missing version is a validation error of the route schema.
 */
export const assertVersion = (record: Stamped, expected: number): void => {
  if (record.version !== expected)
    throw new ApiError(
      412,
      'VERSION_CONFLICT',
      `The record was changed by ${record.updatedBy} at ${record.updatedAt}.`,
      [{ field: 'version', code: 'VERSION_CONFLICT', message: 'The record has a newer version.' }],
      { changedBy: record.updatedBy, changedAt: record.updatedAt },
    );
};

/** Applies a change and moves the stamp on (version + 1, who, when). */
export const applyChange = <T extends Stamped>(
  ctx: ServerContext,
  record: T,
  actor: string,
  change: (record: T) => void,
): T => {
  change(record);
  record.version += 1;
  record.updatedBy = actor;
  record.updatedAt = isoNow(ctx);
  ctx.store.save();
  return record;
};

/** Check and change in one step, for the usual "PUT with version" route. */
export const updateWithVersion = <T extends Stamped>(
  ctx: ServerContext,
  record: T,
  expectedVersion: number,
  actor: string,
  change: (record: T) => void,
): T => {
  assertVersion(record, expectedVersion);
  return applyChange(ctx, record, actor, change);
};
