import { isoNow } from '../context';
import { ApiError } from '../http/errors';
import type { ResourceBehaviour } from '../kit/behaviour';
import type { ApiTokenRecord } from '../types';

/** A token past its expiry reads EXPIRED (unless revoked); the store keeps the status it was given. */
export const apiTokenStatusOf = (token: ApiTokenRecord, now: number) =>
  token.status !== 'REVOKED' && token.expiresAt !== null && Date.parse(token.expiresAt) < now
    ? ('EXPIRED' as const)
    : token.status;

export const actionNotAllowed = (message: string): ApiError =>
  new ApiError(409, 'ACTION_NOT_ALLOWED', message, [
    { field: 'status', code: 'ACTION_NOT_ALLOWED', message },
  ]);

const changeable = (record: ApiTokenRecord): ApiTokenRecord => {
  if (record.status === 'REVOKED')
    throw actionNotAllowed('A revoked token cannot be changed or reactivated.');
  return record;
};

/**
 * API tokens beyond the generic handler: the computed status (EXPIRED) of every answer, and the three guarded
 * state changes. A revoked token stays revoked; an expired one cannot be activated.
 */
export const apiTokensBehaviour: ResourceBehaviour = {
  present: (record, { ctx }) => ({ status: apiTokenStatusOf(record as ApiTokenRecord, ctx.now()) }),
  presents: ['status'],
  actions: {
    activate: (record, _input, { ctx }) => {
      const token = changeable(record as ApiTokenRecord);
      if (apiTokenStatusOf(token, ctx.now()) === 'EXPIRED')
        throw actionNotAllowed('An expired token cannot be activated.');
      return { ...token, status: 'ACTIVE' } as ApiTokenRecord;
    },
    deactivate: (record) =>
      ({ ...changeable(record as ApiTokenRecord), status: 'DEACTIVATED' }) as ApiTokenRecord,
    revoke: (record, _input, { ctx }) =>
      ({
        ...changeable(record as ApiTokenRecord),
        status: 'REVOKED',
        revokedAt: isoNow(ctx),
      }) as ApiTokenRecord,
  },
};
