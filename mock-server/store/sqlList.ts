import { clampPageSize } from '../../src/contract/rules/paging';
import {
  QueryError,
  fieldValue,
  searchTerms,
  type FilterRule,
  type ListSpec,
  type ParsedListQuery,
} from '../query';

/**
 * The list query of brief section 9 as SQL over a collection's table: the same rules as the in-memory engine
 * (query/engine.ts) — case-insensitive substring search, equality (any of a list), inclusive bounds, one sort
 * field with the id breaking ties — so a declared list answers the same from either. Every value is a bound
 * parameter; field paths come from the declaration (never from the request) and are checked anyway.
 */
export type SqlValue = string | number | null;

/** A condition in SQL with its parameters. */
export interface SqlCondition {
  sql: string;
  params: SqlValue[];
  /**
   * The condition finds its rows through its own index (a full-text search): the query can start from them
   * instead of walking the tenant's rows in list order until a page is full.
   */
  leads?: boolean;
  /** For a leading full-text condition: its MATCH expression, to count what it finds before choosing. */
  match?: string;
}

/** Where a table keeps what lists read: `data` (the record) or `row` (the list row beside it). */
export interface ListColumns {
  /** The JSON column filters and sorts read (`row` when the collection keeps one, else `data`). */
  column: 'data' | 'row';
  /** The FTS5 table over the search fields, when the collection has one. */
  fts: string | null;
  /** The fields that FTS table holds (in this order). */
  searchFields: readonly string[];
  /**
   * The rows a MATCH finds, as a JSON array of rowids, when the table has them at hand (see table.ts), so the
   * query reads them instead of asking the full-text index again; null when it has not.
   */
  matched?: (match: string) => string | null;
}

const FIELD_PATH = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;

/** A field path checked to be one (it is written into SQL). */
export const fieldPath = (field: string): string => {
  if (!FIELD_PATH.test(field)) throw new Error(`Not a field path: ${field}`);
  return field;
};

/** An SQL identifier (a table or index name) in double quotes. */
export const quoted = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** `json_extract(<column>, '$.a.b')` for a declared field path. */
export const fieldExpression = (column: string, field: string): string =>
  `json_extract(${column}, '$.${fieldPath(field)}')`;

const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length);

const scalar = (key: string, value: unknown): string | number => {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string' || typeof value === 'number') return value;
  throw new QueryError(key, `Filter ${key} must be a string, number or boolean.`);
};

/** `%`, `_` and the escape character itself are literal in a LIKE pattern. */
const likePattern = (needle: string) => `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const textCondition = (
  columns: ListColumns,
  rule: Extract<FilterRule, { kind: 'text' }>,
  needle: string,
): SqlCondition => {
  const sameFields =
    columns.fts !== null &&
    rule.fields.length === columns.searchFields.length &&
    rule.fields.every((field, index) => columns.searchFields[index] === field);
  const terms = searchTerms(needle);
  // The trigram index finds words of three characters and more (as quoted phrases, so nothing in them is an
  // operator or a wildcard); shorter ones are compared row by row.
  const indexed = sameFields ? terms.filter((term) => term.length >= 3) : [];
  const scanned = terms.filter((term) => !indexed.includes(term));
  const conditions: SqlCondition[] = [];
  if (indexed.length) {
    const match = indexed.map((term) => `"${term.replace(/"/g, '""')}"`).join(' ');
    const rowids = columns.matched?.(match) ?? null;
    conditions.push(
      rowids === null
        ? {
            sql: `rowid IN (SELECT rowid FROM "${columns.fts}" WHERE text MATCH ?)`,
            params: [match],
            leads: true,
            match,
          }
        : {
            sql: 'rowid IN (SELECT value FROM json_each(?))',
            params: [rowids],
            leads: true,
            match,
          },
    );
  }
  for (const term of scanned)
    conditions.push({
      sql: `(${rule.fields
        .map(
          (field) =>
            `lower(coalesce(${fieldExpression(columns.column, field)}, '')) LIKE ? ESCAPE '\\'`,
        )
        .join(' OR ')})`,
      params: rule.fields.map(() => likePattern(term)),
    });
  return conditions.length
    ? {
        sql: conditions.map((condition) => condition.sql).join(' AND '),
        params: conditions.flatMap((condition) => condition.params),
        leads: conditions.some((condition) => condition.leads),
        match: conditions.find((condition) => condition.match !== undefined)?.match,
      }
    : { sql: '1', params: [] };
};

const equalsCondition = (
  columns: ListColumns,
  key: string,
  rule: Extract<FilterRule, { kind: 'equals' }>,
  value: unknown,
): SqlCondition => {
  const wanted = (Array.isArray(value) ? value : [value]).map((v) => scalar(key, v));
  const marks = wanted.map(() => '?').join(', ');
  if (rule.list)
    return {
      sql: `EXISTS (SELECT 1 FROM json_each(${columns.column}, '$.${fieldPath(rule.field)}') WHERE value COLLATE NOCASE IN (${marks}))`,
      params: wanted,
    };
  return {
    sql: `${fieldExpression(columns.column, rule.field)} COLLATE NOCASE IN (${marks})`,
    params: wanted,
  };
};

/**
 * A condition a resource adds to its lists beyond the query's filters (the report types a user may see, the
 * reviews past their deadline): a field's value among `in`, and/or between inclusive bounds.
 */
export interface Restriction {
  field: string;
  in?: readonly (string | number | boolean)[];
  min?: string | number;
  max?: string | number;
  /** true: the field has a value (is not null or missing). */
  present?: boolean;
}

export const restrictionConditions = (
  columns: ListColumns,
  restrictions: readonly Restriction[],
): SqlCondition[] =>
  restrictions.flatMap((restriction) => {
    const expression = fieldExpression(columns.column, restriction.field);
    const conditions: SqlCondition[] = [];
    if (restriction.in) {
      const values = restriction.in.map((v) => scalar(restriction.field, v));
      conditions.push({
        sql: values.length
          ? `${expression} COLLATE NOCASE IN (${values.map(() => '?').join(', ')})`
          : '0',
        params: values,
      });
    }
    if (restriction.min !== undefined)
      conditions.push({ sql: `${expression} COLLATE NOCASE >= ?`, params: [restriction.min] });
    if (restriction.max !== undefined)
      conditions.push({ sql: `${expression} COLLATE NOCASE <= ?`, params: [restriction.max] });
    if (restriction.present) conditions.push({ sql: `${expression} IS NOT NULL`, params: [] });
    return conditions;
  });

const folded = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value);

/** The same restrictions over a record in memory (records not yet in a store: the seed's). */
export const meetsRestrictions = (record: object, restrictions: readonly Restriction[]): boolean =>
  restrictions.every((restriction) => {
    const value = fieldValue(record, restriction.field);
    if (restriction.present && (value === null || value === undefined)) return false;
    if (restriction.in && !restriction.in.map(folded).includes(folded(value) as never))
      return false;
    const compare = (bound: string | number) =>
      typeof value === 'number' && typeof bound === 'number'
        ? value - bound
        : String(value ?? '').localeCompare(String(bound));
    if (restriction.min !== undefined && compare(restriction.min) < 0) return false;
    if (restriction.max !== undefined && compare(restriction.max) > 0) return false;
    return true;
  });

/** The WHERE conditions of a list query's filters (keys the spec does not name are ignored). */
export const filterConditions = (
  columns: ListColumns,
  query: ParsedListQuery,
  spec: ListSpec,
): SqlCondition[] => {
  const conditions: SqlCondition[] = [];
  for (const [key, rule] of Object.entries(spec.filters)) {
    const value = (query as Record<string, unknown>)[key];
    if (isEmpty(value)) continue;
    if (rule.kind === 'text')
      conditions.push(textCondition(columns, rule, String(scalar(key, value))));
    else if (rule.kind === 'equals') conditions.push(equalsCondition(columns, key, rule, value));
    else
      conditions.push({
        sql: `${fieldExpression(columns.column, rule.field)} COLLATE NOCASE ${rule.kind === 'min' ? '>=' : '<='} ?`,
        params: [scalar(key, value)],
      });
  }
  return conditions;
};

/**
 * ORDER BY of a list query (checked against the sortable fields): the field, its rule (rows without a value
 * last, a second field), the id breaking the last ties.
 */
export const orderBy = (columns: ListColumns, query: ParsedListQuery, spec: ListSpec): string => {
  const sort = query.sort ?? spec.defaultSort;
  if (!sort) return 'ORDER BY id';
  if (!spec.sortable.includes(sort.field))
    throw new QueryError('sort.field', `Sorting by ${sort.field} is not supported.`);
  const direction = sort.direction === 'ASC' ? 'ASC' : 'DESC';
  const rule = spec.sortRules?.[sort.field];
  const expression = fieldExpression(columns.column, sort.field);
  const keys = [
    ...(rule?.nullsLast ? [`${expression} IS NULL`] : []),
    `${expression} COLLATE NOCASE ${direction}`,
    ...(rule?.then
      ? [
          `${fieldExpression(columns.column, rule.then.field)} COLLATE NOCASE ${rule.then.direction === 'ASC' ? 'ASC' : 'DESC'}`,
        ]
      : []),
    `id ${direction}`,
  ];
  return `ORDER BY ${keys.join(', ')}`;
};

/** LIMIT and OFFSET of a list query (page size clamped as everywhere). */
export const paging = (query: ParsedListQuery): { limit: number; offset: number } => {
  const size = clampPageSize(query.pageSize);
  return { limit: size, offset: query.offset * size };
};
