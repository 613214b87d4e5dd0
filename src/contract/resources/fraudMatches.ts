import { z } from 'zod';
import { declareResource, type ActionDeclaration } from '../declare';
import { FRAUD_ENTRY_KINDS } from '../rules/fraudSubject';

const VIEWERS = ['PERM_FRAUD_DATABASE_VIEW'] as const;
const EDITORS = ['PERM_FRAUD_DATABASE_EDIT'] as const;

/** The attributes a match compares, one explanation each. */
export const MATCH_FEATURES = [
  'name',
  'dateOfBirth',
  'documentNumber',
  'country',
  'email',
  'phone',
  'deviceId',
  'iban',
] as const;

/** How one attribute compared: the same, the same in another spelling or order, or different. */
export const FEATURE_OUTCOMES = [
  'EXACT',
  'TOKEN_ORDER',
  'FUZZY',
  'PHONETIC',
  'TRANSPOSED',
  'YEAR_ONLY',
  'MISMATCH',
] as const;

/**
 * A match's review: OPEN until a reviewer decides; APPROVED (not the same subject), FRAUD (the same subject:
 * the verification's person is the known fraud) or EXCLUDED (never match this pair again).
 */
export const FRAUD_MATCH_STATUSES = ['OPEN', 'APPROVED', 'FRAUD', 'EXCLUDED'] as const;

export const featureComparisonSchema = z.object({
  feature: z.enum(MATCH_FEATURES),
  outcome: z.enum(FEATURE_OUTCOMES),
  score: z.number().min(0).max(1),
  left: z.string(),
  right: z.string(),
});
export type FeatureComparisonDto = z.infer<typeof featureComparisonSchema>;

/** The three decisions, each on one match (`fuzzy-approve`…) and on a selection (`bulk-fuzzy-approve`…). */
const decision = (
  path: string,
  auditAction: string,
  icon: string,
  extra: Partial<ActionDeclaration> = {},
): { record: ActionDeclaration; bulk: ActionDeclaration } => ({
  record: {
    target: 'record',
    method: 'POST',
    path: `:id/${path}`,
    access: EDITORS,
    icon,
    when: { field: 'status', in: ['OPEN'] },
    ...extra,
  },
  // A selection's decision is audited under the same action as one match's.
  bulk: {
    target: 'bulk',
    method: 'POST',
    path: `bulk-${path}`,
    access: EDITORS,
    icon,
    auditAction,
    ...extra,
  },
});

const approve = decision('fuzzy-approve', 'FRAUD_MATCH_APPROVE', 'VerifiedUser');
const markFraud = decision('fuzzy-mark', 'FRAUD_MATCH_MARK_FRAUD', 'Report', {
  confirm: true,
  destructive: true,
});
const exclude = decision('fuzzy-exclude', 'FRAUD_MATCH_EXCLUDE', 'DoNotDisturbOn', {
  confirm: true,
});

/**
 * Fuzzy matches between a verification and a fraud-database entry (spec section 7, "Fraud": fuzzy-approve,
 * fuzzy mark/exclude). The platform writes them when it checks a verification against the database; each
 * carries a score and, on its detail, one explanation per compared attribute. Reviewers decide them one by one
 * or a selection at a time; an excluded pair is never matched again.
 */
export const fraudMatches = declareResource({
  name: 'fraud-matches',
  entityType: 'FraudMatch',
  idPrefix: 'fm',
  icon: 'CompareArrows',
  fields: z.object({
    entryId: z.string(),
    entryLabel: z.string(),
    entryKind: z.enum(FRAUD_ENTRY_KINDS),
    verificationId: z.string(),
    verificationPublicId: z.string(),
    verificationName: z.string(),
    score: z.number().min(0).max(1),
    matchedOn: z.array(z.enum(MATCH_FEATURES)),
    status: z.enum(FRAUD_MATCH_STATUSES),
  }),
  computed: z.object({ features: z.array(featureComparisonSchema).optional() }),
  fieldOptions: {
    entryId: { kind: 'reference', reference: 'fraud-entries', nameField: 'label' },
    verificationId: { kind: 'reference', reference: 'verifications', nameField: 'publicId' },
  },
  recordRepresentation: 'entryLabel',
  list: {
    columns: [
      'verificationName',
      'verificationPublicId',
      'entryLabel',
      'entryKind',
      'score',
      'matchedOn',
      'status',
      'createdAt',
      'updatedBy',
    ],
    hiddenByDefault: ['updatedBy'],
    search: ['verificationName', 'verificationPublicId', 'entryLabel', 'id'],
    filters: [
      { source: 'status', kind: 'choice', alwaysOn: true },
      { source: 'entryKind', kind: 'choice' },
      { source: 'matchedOn', kind: 'choice' },
      { source: 'score', kind: 'numberRange' },
      { source: 'entryId', kind: 'reference' },
      { source: 'createdAt', kind: 'dateRange' },
      // A verification's own findings (its show page's tab).
      { source: 'verificationId', kind: 'reference' },
    ],
    sortable: ['verificationName', 'entryLabel', 'entryKind', 'score', 'status', 'createdAt'],
    sort: { field: 'score', order: 'DESC' },
    perPage: 10,
  },
  show: {
    sections: [
      { key: 'match', fields: ['score', 'status', 'matchedOn'] },
      {
        key: 'pair',
        fields: ['verificationPublicId', 'verificationName', 'entryLabel', 'entryKind'],
      },
    ],
  },
  access: { list: VIEWERS, show: VIEWERS, export: VIEWERS },
  actions: {
    approve: approve.record,
    markFraud: markFraud.record,
    exclude: exclude.record,
    bulkApprove: approve.bulk,
    bulkMarkFraud: markFraud.bulk,
    bulkExclude: exclude.bulk,
  },
});
