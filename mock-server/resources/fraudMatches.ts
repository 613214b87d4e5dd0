import { ApiError } from '../http/errors';
import type { FraudMatchRecord } from '../fraud/fraudIndex';
import type { ActionRun, ResourceBehaviour } from '../kit/behaviour';
import type { StoredRecord } from '../types';

/** A reviewer's decision on an open match; a decided match keeps its decision. */
const decide =
  (status: FraudMatchRecord['status']): ActionRun =>
  (record) => {
    const match = record as FraudMatchRecord;
    if (match.status !== 'OPEN')
      throw new ApiError(
        409,
        'ACTION_NOT_ALLOWED',
        `The match of ${match.verificationName} with ${match.entryLabel} is already decided (${match.status}).`,
        [{ field: 'status', code: 'ACTION_NOT_ALLOWED', message: 'Already decided.' }],
      );
    return { ...match, status } as StoredRecord;
  };

/**
 * Fuzzy matches beyond the generic handler: the per-attribute explanation on a match's detail (lists stay
 * light), and the three decisions, one match or a selection at a time (all or nothing).
 */
export const fraudMatchesBehaviour: ResourceBehaviour = {
  // The stored explanation leaves list rows out (undefined drops it from the answer).
  present: (record, { detail }) => ({
    features: detail ? ((record as FraudMatchRecord).features ?? []) : undefined,
  }),
  actions: {
    approve: decide('APPROVED'),
    markFraud: decide('FRAUD'),
    exclude: decide('EXCLUDED'),
    bulkApprove: decide('APPROVED'),
    bulkMarkFraud: decide('FRAUD'),
    bulkExclude: decide('EXCLUDED'),
  },
};
