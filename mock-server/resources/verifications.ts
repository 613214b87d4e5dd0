import type { ResourceBehaviour } from '../kit/behaviour';
import type { VerificationRecord } from '../types';
import { toVerificationDetail, toVerificationRow } from '../verifications/dto';
import { parseVerificationFilter } from '../verifications/filter';
import { listVerifications } from '../verifications/list';
import { settleReplays } from '../verifications/replay';

const asVerification = (record: unknown) => record as VerificationRecord;

/**
 * Verifications beyond the generic handler (the get is the generic one):
 * - replays finish lazily, so every read settles the due ones first;
 * - a list row and the detail are the platform's DTOs (derived credential categories and review due date; the
 *   detail adds credentials, result, workflow ids and the version); the store keeps each record's list row;
 * - the list (`POST verifications/filter`, same body for the counts and the CSV export) takes the platform's
 *   filter body, checked with its own messages (verifications/filter.ts), and asks the store the declared
 *   list's query in SQL (verifications/list.ts), as every declared list does.
 * Counts, images, the audit log, CSV export jobs and the operator actions stay routes of their own
 * (mock-server/routes/verifications.ts, verificationActions.ts).
 */
export const verificationsBehaviour: ResourceBehaviour = {
  beforeRead: ({ ctx }) => settleReplays(ctx),
  present: (record, { detail }) =>
    detail
      ? toVerificationDetail(asVerification(record))
      : toVerificationRow(asVerification(record)),
  handlers: {
    list: (ctx) => (req, _res, auth) => {
      settleReplays(ctx);
      return listVerifications(ctx, auth.tenant.id, parseVerificationFilter(req.body));
    },
  },
};
