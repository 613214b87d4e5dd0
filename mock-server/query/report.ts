import { z } from 'zod';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '../../src/contract/constants';
import { runListQuery, type ListSpec } from './engine';

/**
 * `GET data-report/?page=&reportType=&direction=&size=` → `{list, total}` (spec section 7, "Data report"):
 * the same engine behind the report shape. `page` is 0-based; `direction` orders by the spec's sort field.
 */
export const reportQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  size: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_PAGE_SIZE * 10)
    .default(PAGE_SIZE),
  reportType: z.string().max(100).optional(),
  direction: z.enum(['ASC', 'DESC']).default('DESC'),
});
export type ReportQuery = z.infer<typeof reportQuerySchema>;

export interface ReportPage<T> {
  list: T[];
  total: number;
}

export const runReportQuery = <T extends object>(
  records: readonly T[],
  query: ReportQuery,
  options: { sortField: string; typeField: string },
): ReportPage<T> => {
  const spec: ListSpec = {
    filters: { reportType: { kind: 'equals', field: options.typeField } },
    sortable: [options.sortField],
  };
  const page = runListQuery(
    records,
    {
      offset: query.page,
      pageSize: query.size,
      count: true,
      sort: { field: options.sortField, direction: query.direction },
      reportType: query.reportType,
    },
    spec,
  );
  return { list: page.content, total: page.totalElements };
};
