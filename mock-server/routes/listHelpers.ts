import type { Request } from 'express';
import { z } from 'zod';
import { isValidDateInput } from '../../src/components/dates';
import { PAGE_SIZE } from '../../src/config/constants';
import { validationError } from '../http/errors';
import { parseInput } from '../http/validate';
import { clampPageSize } from '../query';

/** List helpers shared by the tenants, merchants and customers routes. */

/** `?page=<0-based>&size=` of the paged GET sub-lists (defaults: first page, PAGE_SIZE). */
const pagedQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  size: z.coerce.number().int().default(PAGE_SIZE),
});

export const pageOf = <T>(records: readonly T[], req: Request) => {
  const { page, size } = parseInput(pagedQuerySchema, req.query);
  const pageSize = clampPageSize(size);
  return {
    content: records.slice(page * pageSize, page * pageSize + pageSize),
    totalElements: records.length,
  };
};

export const DATE_ORDER_MESSAGE = 'The order of the dates is incorrect.';
const DATE_FORMAT_MESSAGE = 'Dates should be in YYYY-MM-DD format.';

/**
 * A `createdFrom`/`createdTo` pair of YYYY-MM-DD dates (both optional) checked like the portal does, then widened
 * to whole UTC days so the engine's inclusive ISO-string bounds include the end date.
 */
export const createdRange = (body: unknown): Record<string, unknown> => {
  const input: Record<string, unknown> =
    body !== null && typeof body === 'object' && !Array.isArray(body) ? { ...body } : {};
  const details = (['createdFrom', 'createdTo'] as const).flatMap((field) => {
    const value = input[field];
    if (value === undefined || value === null || value === '') return [];
    return typeof value === 'string' && isValidDateInput(value)
      ? []
      : [{ field, code: 'DATE_FORMAT', message: DATE_FORMAT_MESSAGE }];
  });
  if (details.length) throw validationError(details);
  const from = typeof input.createdFrom === 'string' ? input.createdFrom : '';
  const to = typeof input.createdTo === 'string' ? input.createdTo : '';
  if (from && to && from > to)
    throw validationError([
      { field: 'createdTo', code: 'DATE_ORDER', message: DATE_ORDER_MESSAGE },
    ]);
  if (from) input.createdFrom = `${from}T00:00:00.000Z`;
  if (to) input.createdTo = `${to}T23:59:59.999Z`;
  return input;
};
