import type { ResourceBehaviour } from '../kit/behaviour';
import type { VerificationRecord } from '../types';
import { toVerificationDetail, toVerificationRow } from '../verifications/dto';
import { parseVerificationFilter } from '../verifications/filter';
import { queryVerifications } from '../verifications/query';
import { settleReplays } from '../verifications/replay';

const asVerification = (record: unknown) => record as VerificationRecord;

/**
 * Verifications beyond the generic handler (the get is the generic one):
 * - replays finish lazily, so every read settles the due ones first;
 * - a list row and the detail are the platform's DTOs (derived credential categories and review due date; the
 *   detail adds credentials, result, workflow ids and the version);
 * - the list (`POST verifications/filter`, same body for the counts and the CSV export) is served by the
 *   column-indexed engine of mock-server/verifications/query.ts, which pages 100,000 records within the issue's
 *   100 ms; the generic engine filters and sorts every record on each call.
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
      const filter = parseVerificationFilter(req.body);
      const page = queryVerifications(
        ctx.store.data().verifications,
        filter,
        auth.tenant.id,
        ctx.now(),
      );
      return { content: page.content.map(toVerificationRow), totalElements: page.totalElements };
    },
  },
};
