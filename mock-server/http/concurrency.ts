import type { ServerContext } from '../context';
import { isoNow } from '../context';
import type { CollectionName } from '../store/catalogue';
import type { RecordOf } from '../store/store';
import type { Stamped } from '../types';
import { ApiError, notFound } from './errors';

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

type StampedCollection = {
  [K in CollectionName]: RecordOf<K> extends Stamped ? K : never;
}[CollectionName];

/** Applies a change to a record of `collection`, moves the stamp on (version + 1, who, when) and stores it. */
export const applyChange = <K extends StampedCollection>(
  ctx: ServerContext,
  collection: K,
  record: RecordOf<K>,
  actor: string,
  change: (record: RecordOf<K>) => void,
): RecordOf<K> => {
  const stamped = record as RecordOf<K> & Stamped;
  change(stamped);
  stamped.version += 1;
  stamped.updatedBy = actor;
  stamped.updatedAt = isoNow(ctx);
  ctx.store.table(collection).update(stamped);
  return stamped;
};

/**
 * Check and change in one unit, for the usual "PUT with version" route: the record is read again inside the
 * unit, so two writers of one record can never both pass the check (the second gets 412).
 */
export const updateWithVersion = <K extends StampedCollection>(
  ctx: ServerContext,
  collection: K,
  record: RecordOf<K>,
  expectedVersion: number,
  actor: string,
  change: (record: RecordOf<K>) => void,
): RecordOf<K> =>
  ctx.store.transaction(() => {
    const current = ctx.store.table(collection).get((record as { id: string }).id);
    if (!current) throw notFound();
    assertVersion(current as RecordOf<K> & Stamped, expectedVersion);
    return applyChange(ctx, collection, current, actor, change);
  });
