import { z } from 'zod';
import { MAX_PAGE_SIZE, PAGE_SIZE, RISK_SCORE_MAX } from '../../src/contract/constants';
import { verifications } from '../../src/contract/resources/verifications';
import { validationError } from '../http/errors';
import { parseInput } from '../http/validate';
import { parseDateRange } from '../routes/dateRange';
import {
  CREDENTIAL_CATEGORIES as CATEGORIES,
  DOCUMENT_TYPES,
  MATCH_TYPES,
  VERIFICATION_SOURCES as SOURCES,
  VERIFICATION_STATUSES,
} from '../../src/contract/schemas/verifications';
import type {
  CredentialCategory,
  DocumentType,
  MatchType,
  VerificationSource,
  VerificationStatus,
} from '../types';

// The closed value lists are the portal's own (one list per enumeration); these checks keep them equal to the
// record types the mock stores.
export { VERIFICATION_STATUSES };
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const listsMatchRecords: [
  Same<(typeof VERIFICATION_STATUSES)[number], VerificationStatus>,
  Same<(typeof SOURCES)[number], VerificationSource>,
  Same<(typeof DOCUMENT_TYPES)[number], DocumentType>,
  Same<(typeof MATCH_TYPES)[number], MatchType>,
  Same<(typeof CATEGORIES)[number], CredentialCategory>,
] = [true, true, true, true, true];
void listsMatchRecords;

/**
 * The verification filter body (`POST verifications/filter`, `/counts`, `download-csv`): paging, one of the
 * declared sortable fields and the filters. Values are checked against closed lists; free text is only ever
 * compared as a lower-cased substring (never turned into a RegExp).
 */
type DeclaredSort = NonNullable<(typeof verifications)['list']['sortable']>[number];
export const SORT_FIELDS = verifications.list.sortable as readonly [
  DeclaredSort,
  ...DeclaredSort[],
];
export type SortField = DeclaredSort;

const blankToUndefined = (value: unknown) =>
  value === null || value === '' || (Array.isArray(value) && value.length === 0)
    ? undefined
    : value;

/** One value or a list of them (a single string is accepted where an array is expected). */
const anyOf = <T extends z.ZodType<string>>(item: T) =>
  z.preprocess(
    blankToUndefined,
    z
      .union([item, z.array(item).max(50)])
      .optional()
      .transform((v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v])),
  );

const riskBound = z.preprocess(
  blankToUndefined,
  z.coerce.number().int().min(0).max(RISK_SCORE_MAX).optional(),
);

const filterSchema = z
  .object({
    offset: z.number().int().min(0).max(1_000_000).default(0),
    pageSize: z.number().int().default(PAGE_SIZE),
    count: z.boolean().optional(),
    sort: z
      .object({ field: z.enum(SORT_FIELDS), direction: z.enum(['ASC', 'DESC']) })
      .nullish()
      .transform(
        (s) => s ?? { field: 'transactionCreationDate' as const, direction: 'DESC' as const },
      ),
    status: anyOf(z.enum(VERIFICATION_STATUSES)),
    source: anyOf(z.enum(SOURCES)),
    country: anyOf(
      z
        .string()
        .regex(/^[A-Za-z]{2}$/, 'Use ISO 3166-1 alpha-2 country codes.')
        .transform((c) => c.toUpperCase()),
    ),
    documentType: anyOf(z.enum(DOCUMENT_TYPES)),
    credentialCategory: anyOf(z.enum(CATEGORIES)),
    matchType: anyOf(z.enum(MATCH_TYPES)),
    riskScoreMin: riskBound,
    riskScoreMax: riskBound,
    q: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
    sla: z.preprocess(blankToUndefined, z.enum(['AT_RISK', 'BREACHED']).optional()),
  })
  .loose();

export interface VerificationFilter {
  offset: number;
  pageSize: number;
  sort: { field: SortField; direction: 'ASC' | 'DESC' };
  status?: Set<string>;
  source?: Set<string>;
  country?: Set<string>;
  documentType?: Set<string>;
  credentialCategory?: Set<string>;
  matchType?: Set<string>;
  riskScoreMin?: number;
  riskScoreMax?: number;
  /** Inclusive ISO bounds on transactionCreationDate (whole UTC days). */
  from?: string;
  to?: string;
  /** Lower-cased search text. */
  q?: string;
  sla?: 'AT_RISK' | 'BREACHED';
}

const asSet = (values: readonly string[] | undefined) => (values ? new Set(values) : undefined);

/** Parses and checks a filter body; 400 VALIDATION_ERROR_CODE with field details when it is wrong. */
export const parseVerificationFilter = (body: unknown): VerificationFilter => {
  const input: Record<string, unknown> =
    body !== null && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {};
  // Dates first, with the spec's messages (format, then order).
  const { from, to } = parseDateRange(input);
  const parsed = parseInput(filterSchema, input);
  if (
    parsed.riskScoreMin !== undefined &&
    parsed.riskScoreMax !== undefined &&
    parsed.riskScoreMin > parsed.riskScoreMax
  )
    throw validationError([
      {
        field: 'riskScoreMax',
        code: 'RANGE_ORDER',
        message: 'The maximum risk score must not be lower than the minimum.',
      },
    ]);
  return {
    offset: parsed.offset,
    pageSize: Math.min(MAX_PAGE_SIZE, Math.max(1, parsed.pageSize)),
    sort: parsed.sort,
    status: asSet(parsed.status),
    source: asSet(parsed.source),
    country: asSet(parsed.country),
    documentType: asSet(parsed.documentType),
    credentialCategory: asSet(parsed.credentialCategory),
    matchType: asSet(parsed.matchType),
    riskScoreMin: parsed.riskScoreMin,
    riskScoreMax: parsed.riskScoreMax,
    from,
    to,
    q: parsed.q ? parsed.q.toLowerCase() : undefined,
    sla: parsed.sla,
  };
};
