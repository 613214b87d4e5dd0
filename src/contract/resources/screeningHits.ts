import { z } from 'zod';
import { declareResource } from '../declare';
import { featureComparisonSchema } from './fraudMatches';

const VIEWERS = ['PERM_SCREENING_VIEW'] as const;
const EDITORS = ['PERM_SCREENING_EDIT'] as const;

/** The synthetic watchlists the platform screens against. */
export const WATCHLIST_TYPES = ['SANCTIONS', 'PEP', 'ADVERSE_MEDIA'] as const;
/** How a subject's name met a list entry's (spec: `matchType`). */
export const SCREENING_MATCH_TYPES = ['EXACT', 'FUZZY', 'PHONETIC', 'ALIAS'] as const;
/** A hit's review: open, decided either way, or handed on. */
export const SCREENING_HIT_STATUSES = [
  'OPEN',
  'TRUE_MATCH',
  'FALSE_POSITIVE',
  'ESCALATED',
] as const;

/** A reviewer's decision always says why. */
const decisionBody = z.object({ comment: z.string().trim().min(1).max(1000) });
const undecided = { field: 'status', in: ['OPEN', 'ESCALATED'] } as const;

/**
 * Watchlist screening hits (spec: screening, `matchType`): the platform screens every verification with a
 * name against the synthetic watchlists (sanctions, PEP, adverse media) with its merchant's screening settings,
 * and records each list entry it resembles with a score, the way the name met (EXACT, FUZZY, PHONETIC, ALIAS) and,
 * on the detail, the subject and the entry side by side. Reviewers decide each hit with a comment: a true match
 * (the verification's screening outcome becomes a confirmed match), a false positive, or an escalation; hits
 * whose date of birth or nationality contradicts the entry can be cleared as false positives a selection at a
 * time.
 */
export const screeningHits = declareResource({
  name: 'screening-hits',
  entityType: 'ScreeningHit',
  idPrefix: 'sh',
  icon: 'PersonSearch',
  fields: z.object({
    verificationId: z.string(),
    verificationPublicId: z.string(),
    merchantId: z.string(),
    merchantName: z.string(),
    subjectName: z.string(),
    listEntryId: z.string(),
    listName: z.string(),
    matchedAlias: z.string().nullable(),
    listType: z.enum(WATCHLIST_TYPES),
    listSource: z.string(),
    score: z.number().min(0).max(1),
    matchType: z.enum(SCREENING_MATCH_TYPES),
    contradicts: z.boolean(),
    status: z.enum(SCREENING_HIT_STATUSES),
    comment: z.string().nullable(),
  }),
  computed: z.object({
    /** Subject and list entry side by side (name, date of birth, nationality, document), on the detail. */
    features: z.array(featureComparisonSchema).optional(),
  }),
  fieldOptions: {
    merchantId: { kind: 'reference', reference: 'merchants', nameField: 'name' },
    verificationId: { kind: 'reference', reference: 'verifications', nameField: 'publicId' },
    comment: { kind: 'longText' },
  },
  recordRepresentation: 'subjectName',
  list: {
    columns: [
      'subjectName',
      'verificationPublicId',
      'listName',
      'listType',
      'matchType',
      'score',
      'contradicts',
      'merchantName',
      'status',
      'createdAt',
    ],
    hiddenByDefault: ['merchantName'],
    search: ['subjectName', 'listName', 'verificationPublicId', 'id'],
    filters: [
      { source: 'status', kind: 'choice', alwaysOn: true },
      { source: 'listType', kind: 'choice', alwaysOn: true },
      { source: 'matchType', kind: 'choice' },
      { source: 'score', kind: 'numberRange' },
      { source: 'contradicts', kind: 'boolean' },
      { source: 'merchantId', kind: 'reference' },
      { source: 'createdAt', kind: 'dateRange' },
      // A verification's own findings (its show page's tab).
      { source: 'verificationId', kind: 'reference' },
    ],
    sortable: ['subjectName', 'listName', 'listType', 'matchType', 'score', 'status', 'createdAt'],
    sort: { field: 'createdAt', order: 'DESC' },
    perPage: 10,
  },
  show: {
    sections: [
      { key: 'hit', fields: ['status', 'score', 'matchType', 'contradicts', 'comment'] },
      {
        key: 'subject',
        fields: ['subjectName', 'verificationPublicId', 'merchantName'],
      },
      { key: 'list', fields: ['listName', 'matchedAlias', 'listType', 'listSource'] },
    ],
  },
  access: { list: VIEWERS, show: VIEWERS, export: VIEWERS },
  actions: {
    trueMatch: {
      target: 'record',
      method: 'POST',
      path: ':id/true-match',
      access: EDITORS,
      body: decisionBody,
      destructive: true,
      icon: 'Report',
      when: undecided,
    },
    falsePositive: {
      target: 'record',
      method: 'POST',
      path: ':id/false-positive',
      access: EDITORS,
      body: decisionBody,
      icon: 'VerifiedUser',
      when: undecided,
    },
    escalate: {
      target: 'record',
      method: 'POST',
      path: ':id/escalate',
      access: EDITORS,
      body: decisionBody,
      icon: 'ArrowUpward',
      when: { field: 'status', in: ['OPEN'] },
    },
    // Only for hits the subject's own data contradicts (another date of birth or nationality).
    bulkFalsePositive: {
      target: 'bulk',
      method: 'POST',
      path: 'bulk-false-positive',
      access: EDITORS,
      body: decisionBody,
      icon: 'VerifiedUser',
      auditAction: 'SCREENING_HIT_FALSE_POSITIVE',
    },
  },
});
