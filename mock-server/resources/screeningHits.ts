import { ApiError } from '../http/errors';
import type { ActionRun, ResourceBehaviour } from '../kit/behaviour';
import type { ServerContext } from '../context';
import { isoNow } from '../context';
import type { StoredRecord, VerificationRecord } from '../types';

interface HitRecord extends StoredRecord {
  verificationId: string;
  subjectName: string;
  listName: string;
  status: 'OPEN' | 'TRUE_MATCH' | 'FALSE_POSITIVE' | 'ESCALATED';
  contradicts: boolean;
  comment: string | null;
  features?: unknown[];
}

const refuse = (message: string) =>
  new ApiError(409, 'ACTION_NOT_ALLOWED', message, [
    { field: 'status', code: 'ACTION_NOT_ALLOWED', message },
  ]);

/**
 * The verification's screening outcome follows its hits: a true match confirms it; once every hit is cleared
 * as a false positive it has no match; anything open or escalated leaves it a possible match.
 */
const settleVerification = (ctx: ServerContext, hit: HitRecord, status: HitRecord['status']) => {
  const verifications = ctx.store.table('verifications');
  const verification = verifications.get(hit.verificationId) as VerificationRecord | undefined;
  if (!verification || verification.tenantId !== hit.tenantId) return;
  const others = (
    ctx.store
      .table('screening-hits')
      .where('verificationId', hit.verificationId) as unknown as HitRecord[]
  )
    .filter((other) => other.id !== hit.id)
    .map((other) => other.status);
  const statuses = [...others, status];
  const matchType = statuses.includes('TRUE_MATCH')
    ? 'CONFIRMED_MATCH'
    : statuses.every((s) => s === 'FALSE_POSITIVE')
      ? 'NO_MATCH'
      : 'POSSIBLE_MATCH';
  if (verification.matchType === matchType) return;
  verifications.update({
    ...verification,
    matchType,
    version: verification.version + 1,
    updatedAt: isoNow(ctx),
  });
};

const decide =
  (status: HitRecord['status'], { bulk = false } = {}): ActionRun =>
  (record, input, { ctx }) => {
    const hit = record as HitRecord;
    if (hit.status === 'TRUE_MATCH' || hit.status === 'FALSE_POSITIVE')
      throw refuse(
        `The hit of ${hit.subjectName} on ${hit.listName} is already decided (${hit.status}).`,
      );
    if (status === 'ESCALATED' && hit.status === 'ESCALATED')
      throw refuse(`The hit of ${hit.subjectName} on ${hit.listName} is already escalated.`);
    // Clearing a selection is for hits the subject's own data contradicts; the others need a look each.
    if (bulk && !hit.contradicts)
      throw refuse(
        `The hit of ${hit.subjectName} on ${hit.listName} agrees on date of birth and nationality: decide it on its own.`,
      );
    settleVerification(ctx, hit, status);
    return { ...hit, status, comment: String(input.comment ?? '') } as StoredRecord;
  };

/**
 * Screening hits beyond the generic handler: the side-by-side comparison on the detail only, and the reviewers'
 * decisions (each with its comment, audited by the generic handler), which settle the verification's
 * screening outcome.
 */
export const screeningHitsBehaviour: ResourceBehaviour = {
  present: (record, { detail }) => ({
    features: detail ? ((record as HitRecord).features ?? []) : undefined,
  }),
  actions: {
    trueMatch: decide('TRUE_MATCH'),
    falsePositive: decide('FALSE_POSITIVE'),
    escalate: decide('ESCALATED'),
    bulkFalsePositive: decide('FALSE_POSITIVE', { bulk: true }),
  },
};
