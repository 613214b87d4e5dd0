import { z } from 'zod';
import { PAGE_SIZE } from '../../src/contract/constants';
import { clampPageSize } from '../../src/contract/rules/paging';

/**
 * The list query engine (brief section 9): pure, no I/O. Filters are plain comparisons — case-insensitive
 * substring, equality or ranges — and never a RegExp built from input, so a value like `(a+)+$` is just text.
 * One linear pass over the records; sort keys are precomputed once per query.
 */
export type FilterRule =
  /** Case-insensitive substring in any of the fields (one field or a "search" across several). */
  | { kind: 'text'; fields: readonly string[] }
  /**
   * Equality (case-insensitive for strings); an array of values means "any of". `list`: the field holds a list
   * of values, and one of them must match.
   */
  | { kind: 'equals'; field: string; list?: boolean }
  /** Lower or upper bound, inclusive; numbers compare numerically, other values as ISO strings. */
  | { kind: 'min' | 'max'; field: string };

export interface ListSpec {
  /** Query key → rule. Keys not listed here are ignored (they never reach a comparison). */
  filters: Readonly<Record<string, FilterRule>>;
  /** Fields a client may sort by. */
  sortable: readonly string[];
  defaultSort?: { field: string; direction: 'ASC' | 'DESC' };
  /**
   * Per sortable field (the declaration's `sortRules`): rows without a value last in either direction, and a
   * second field ordering rows that share a value, before the id.
   */
  sortRules?: Readonly<Record<string, SortRule>>;
}

export interface SortRule {
  nullsLast?: boolean;
  then?: { field: string; direction: 'ASC' | 'DESC' };
}

export const listQuerySchema = z
  .object({
    offset: z.number().int().min(0).max(1_000_000).default(0),
    pageSize: z.number().int().default(PAGE_SIZE),
    count: z.boolean().default(true),
    sort: z
      .object({ field: z.string().min(1).max(100), direction: z.enum(['ASC', 'DESC']) })
      .nullish(),
  })
  .loose();
export type ParsedListQuery = z.infer<typeof listQuerySchema>;

export interface Page<T> {
  content: T[];
  totalElements: number;
}

export class QueryError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

export { clampPageSize };

/** A field's value; `a.b` reads `b` of the object held in `a` (a country reference's alpha-2 code, say). */
export const fieldValue = (record: object, field: string): unknown =>
  field
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value !== null && typeof value === 'object'
          ? (value as Record<string, unknown>)[key]
          : undefined,
      record,
    );

/** The lower-cased text of a field ('' for null/undefined). */
export const lowerField = (record: object, field: string): string => {
  const raw = fieldValue(record, field);
  return raw === null || raw === undefined ? '' : String(raw).toLowerCase();
};

type Predicate = (record: object) => boolean;

/**
 * The words of a search, lower-cased: a record matches when each word is found in one of the searched fields
 * ("jane doe" and "doe jane" find Jane Doe; a whole value still finds itself).
 */
export const searchTerms = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/\s+/)
    .filter((term) => term.length > 0);

const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length);

const scalar = (key: string, value: unknown): string | number | boolean => {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return value;
  throw new QueryError(key, `Filter ${key} must be a string, number or boolean.`);
};

const compare = (a: unknown, b: string | number | boolean): number => {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const left = String(a ?? '');
  const right = String(b);
  return left < right ? -1 : left > right ? 1 : 0;
};

const buildPredicate = (key: string, rule: FilterRule, value: unknown): Predicate => {
  if (rule.kind === 'text') {
    const terms = searchTerms(String(scalar(key, value)));
    return (record) =>
      terms.every((term) => rule.fields.some((field) => lowerField(record, field).includes(term)));
  }
  if (rule.kind === 'equals') {
    const wanted = (Array.isArray(value) ? value : [value]).map((v) => scalar(key, v));
    const wantedLower = new Set(wanted.map((v) => (typeof v === 'string' ? v.toLowerCase() : v)));
    return (record) => {
      const actual = fieldValue(record, rule.field);
      if (Array.isArray(actual))
        return actual.some((v) => wantedLower.has(typeof v === 'string' ? v.toLowerCase() : v));
      return wantedLower.has(
        typeof actual === 'string'
          ? lowerField(record, rule.field)
          : (actual as string | number | boolean),
      );
    };
  }
  const bound = scalar(key, value);
  return rule.kind === 'min'
    ? (record) => compare(fieldValue(record, rule.field), bound) >= 0
    : (record) => compare(fieldValue(record, rule.field), bound) <= 0;
};

/**
 * Sorts by one field (and its rule's second field): the sort keys (numbers, or lower-cased text) are computed
 * once per record up front, then compared; equal keys fall back to the id so the order is stable and
 * deterministic. Without a value: last under `nullsLast`, else as the empty text.
 */
const sortRecords = <T extends object>(
  records: T[],
  field: string,
  direction: 'ASC' | 'DESC',
  rule: SortRule = {},
): T[] => {
  const keyOf = (name: string) => {
    const numeric = records.every((r) => typeof fieldValue(r, name) === 'number');
    return (record: T): number | string | null => {
      const value = fieldValue(record, name);
      if (value === null || value === undefined) return rule.nullsLast ? null : '';
      return numeric ? (value as number) : lowerField(record, name);
    };
  };
  const first = keyOf(field);
  const second = rule.then ? keyOf(rule.then.field) : null;
  const keyed = records.map((record) => ({
    record,
    key: first(record),
    then: second ? second(record) : null,
    id: String(fieldValue(record, 'id') ?? ''),
  }));
  const compareKeys = (a: number | string | null, b: number | string | null, sign: number) => {
    if (a === b) return 0;
    if (a === null) return 1;
    if (b === null) return -1;
    return a < b ? -sign : sign;
  };
  const sign = direction === 'ASC' ? 1 : -1;
  const thenSign = rule.then?.direction === 'ASC' ? 1 : -1;
  keyed.sort(
    (a, b) =>
      compareKeys(a.key, b.key, sign) ||
      (second ? compareKeys(a.then, b.then, thenSign) : 0) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  return keyed.map((k) => k.record);
};

/** Filters, sorts and pages `records` by a list query. Throws QueryError for an unsortable field or bad value. */
export const runListQuery = <T extends object>(
  records: readonly T[],
  query: ParsedListQuery,
  spec: ListSpec,
): Page<T> => {
  const predicates: Predicate[] = [];
  for (const [key, rule] of Object.entries(spec.filters)) {
    const value = (query as Record<string, unknown>)[key];
    if (!isEmpty(value)) predicates.push(buildPredicate(key, rule, value));
  }
  let matched = predicates.length
    ? records.filter((record) => predicates.every((p) => p(record)))
    : [...records];
  const sort = query.sort ?? spec.defaultSort;
  if (sort) {
    if (!spec.sortable.includes(sort.field))
      throw new QueryError('sort.field', `Sorting by ${sort.field} is not supported.`);
    matched = sortRecords(matched, sort.field, sort.direction, spec.sortRules?.[sort.field]);
  }
  const size = clampPageSize(query.pageSize);
  const start = query.offset * size;
  return { content: matched.slice(start, start + size), totalElements: matched.length };
};
