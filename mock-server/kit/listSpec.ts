import { z } from 'zod';
import { PAGE_SIZE } from '../../src/contract/constants';
import { isValidDateInput } from '../../src/contract/rules/dates';
import { describeField } from '../../src/contract/fields';
import {
  filterKeys,
  sortsByDirectionOnly,
  type AnyResourceDeclaration,
} from '../../src/contract/declare';
import { validationError, type ErrorDetail } from '../http/errors';
import { parseInput } from '../http/validate';
import type { FilterRule, ListSpec } from '../query';
import { DATE_FORMAT_MESSAGE, DATE_ORDER_MESSAGE } from '../routes/dateRange';

const isDateOnly = (declaration: AnyResourceDeclaration, source: string): boolean => {
  const schema = declaration.fields.shape[source];
  return schema ? describeField(schema).kind === 'date' : false;
};

/** A country held as `{code, label, alpha2}` (the platform's country reference) rather than its alpha-2 code. */
const isCountryObject = (declaration: AnyResourceDeclaration, source: string): boolean =>
  (declaration.fields.shape[source] as { _zod?: { def: { type: string } } } | undefined)?._zod?.def
    .type === 'object';

/** A field holding a list of choices (a verification's credential categories): a filter matches any of them. */
export const holdsList = (declaration: AnyResourceDeclaration, source: string): boolean => {
  const schema = declaration.fields.shape[source] ?? declaration.computed?.shape[source];
  return schema ? describeField(schema).kind === 'enumList' : false;
};

/** The engine's rules for the declared search box and filters, and the sortable fields. */
export const listSpecOf = (declaration: AnyResourceDeclaration): ListSpec => {
  const filters: Record<string, FilterRule> = {};
  if (declaration.list.search?.length)
    filters.q = { kind: 'text', fields: [...declaration.list.search] };
  for (const filter of declaration.list.filters ?? []) {
    const [key = filter.source] = filterKeys(filter);
    // The tenants a list covers are its scope (kit/declaredResource.ts), not a condition on its rows.
    if (filter.kind === 'tenant') continue;
    if (filter.kind === 'text')
      filters[key] = { kind: 'text', fields: [...(filter.fields ?? [filter.source])] };
    else if (filter.kind === 'dateRange' || filter.kind === 'numberRange') {
      const [low, high] = filterKeys(filter) as [string, string];
      filters[low] = { kind: 'min', field: filter.source };
      filters[high] = { kind: 'max', field: filter.source };
    } else if (filter.kind === 'country' && isCountryObject(declaration, filter.source))
      filters[key] = { kind: 'equals', field: `${filter.source}.alpha2` };
    else
      filters[key] = {
        kind: 'equals',
        field: filter.source,
        ...(holdsList(declaration, filter.source) ? { list: true } : {}),
      };
  }
  const listKinds = new Set(['enumList']);
  const sortable = sortsByDirectionOnly(declaration)
    ? [declaration.list.sort.field]
    : (declaration.list.sortable ??
      declaration.list.columns.filter((column) => {
        const schema = declaration.fields.shape[column] ?? declaration.computed?.shape[column];
        return !schema || !listKinds.has(describeField(schema).kind);
      }));
  const sortRules = Object.fromEntries(
    Object.entries(declaration.list.sortRules ?? {}).map(([field, rule]) => [
      field,
      {
        nullsLast: rule.nullsLast,
        then: rule.then && { field: rule.then.field, direction: rule.then.order },
      },
    ]),
  );
  return {
    filters,
    sortable: [...sortable],
    defaultSort: { field: declaration.list.sort.field, direction: declaration.list.sort.order },
    sortRules,
  };
};

/**
 * Range values checked with the spec's messages (format first, then order) and turned into the bounds the
 * engine compares: whole UTC days for date-time fields, the days themselves for date fields, numbers for
 * number ranges. Other keys pass through.
 */
export const normaliseRanges = (
  declaration: AnyResourceDeclaration,
  body: Record<string, unknown>,
): Record<string, unknown> => {
  const out = { ...body };
  const details: ErrorDetail[] = [];
  const present = (value: unknown) => value !== undefined && value !== null && value !== '';
  for (const filter of declaration.list.filters ?? []) {
    if (filter.kind !== 'dateRange' && filter.kind !== 'numberRange') continue;
    const [low, high] = filterKeys(filter) as [string, string];
    if (filter.kind === 'numberRange') {
      for (const key of [low, high])
        if (present(out[key])) {
          const value = Number(out[key]);
          if (!Number.isFinite(value))
            details.push({ field: key, code: 'INVALID', message: 'The value should be a number' });
          else out[key] = value;
        }
      if (typeof out[low] === 'number' && typeof out[high] === 'number' && out[low] > out[high])
        details.push({ field: high, code: 'RANGE_ORDER', message: 'Minimum exceeds maximum.' });
      continue;
    }
    const bad = [low, high].filter(
      (key) => present(out[key]) && !(typeof out[key] === 'string' && isValidDateInput(out[key])),
    );
    bad.forEach((key) =>
      details.push({ field: key, code: 'DATE_FORMAT', message: DATE_FORMAT_MESSAGE }),
    );
    if (bad.length) continue;
    const [start, end] = [out[low], out[high]] as [string | undefined, string | undefined];
    if (start && end && start > end)
      details.push({ field: high, code: 'DATE_ORDER', message: DATE_ORDER_MESSAGE });
    if (!isDateOnly(declaration, filter.source)) {
      if (start) out[low] = `${start}T00:00:00.000Z`;
      if (end) out[high] = `${end}T23:59:59.999Z`;
    }
  }
  if (details.length) throw validationError(details);
  return out;
};

const urlPaging = z
  .object({
    page: z.coerce.number().int().min(0).max(1_000_000).default(0),
    size: z.coerce.number().int().default(PAGE_SIZE),
    direction: z.enum(['ASC', 'DESC']).optional(),
  })
  .loose();

/**
 * A list asked for with URL parameters (`list.request: 'query'`) as the list query a filter body carries:
 * `page` (0-based) and `size` become the paging, `direction` the order of the declared sort field, boolean
 * filters arrive as the words `true`/`false`. Bad paging is a 400 naming the parameter.
 */
export const listBodyFromUrl = (
  declaration: AnyResourceDeclaration,
  query: Record<string, unknown>,
): Record<string, unknown> => {
  const { page, size, direction, ...filters } = parseInput(urlPaging, query);
  for (const filter of declaration.list.filters ?? [])
    if (filter.kind === 'boolean' && typeof filters[filter.source] === 'string')
      filters[filter.source] = filters[filter.source] === 'true';
  return {
    ...filters,
    offset: page,
    pageSize: size,
    count: true,
    sort: {
      field: declaration.list.sort.field,
      direction: direction ?? declaration.list.sort.order,
    },
  };
};
