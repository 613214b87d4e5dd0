import type { Request } from 'express';
import { z } from 'zod';
import { PAGE_SIZE } from '../../src/contract/constants';
import { parseInput } from '../http/validate';
import { clampPageSize } from '../query';
import { parseDateRange } from './dateRange';

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

/**
 * A `createdFrom`/`createdTo` pair of YYYY-MM-DD dates (both optional) checked like every date range, then widened
 * to whole UTC days so the engine's inclusive ISO-string bounds include the end date.
 */
export const createdRange = (body: unknown): Record<string, unknown> => {
  const input: Record<string, unknown> =
    body !== null && typeof body === 'object' && !Array.isArray(body) ? { ...body } : {};
  const { from, to } = parseDateRange(input, { start: 'createdFrom', end: 'createdTo' });
  if (from) input.createdFrom = from;
  if (to) input.createdTo = to;
  return input;
};
