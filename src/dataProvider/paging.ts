import type { GetListParams, GetListResult, RaRecord } from 'react-admin';
import { REPORT_OFFSET_DIVISOR } from '../contract/constants';
import { clampPageSize } from '../contract/rules/paging';
import type { ListQuery } from '../contract/schemas/common';

/**
 * react-admin list parameters ⇄ the platform's listing shapes (spec section 7, "Paging"). Pure functions: the
 * only place where page numbers, page sizes and sort directions are translated.
 */
type ListParams = Pick<GetListParams, 'pagination' | 'sort' | 'filter'>;

export { clampPageSize };

/** `{pagination, sort, filter}` → `{offset (0-based page number), pageSize, count, sort, ...filter}`. */
export const toListQuery = ({ pagination, sort, filter }: ListParams): ListQuery => {
  const page = Math.max(1, Math.floor(pagination?.page ?? 1));
  const query: ListQuery = {
    ...(filter ?? {}),
    offset: page - 1,
    pageSize: clampPageSize(pagination?.perPage),
    count: true,
  };
  if (sort?.field)
    query.sort = { field: sort.field, direction: sort.order === 'ASC' ? 'ASC' : 'DESC' };
  return query;
};

/** `{content, totalElements}` → `{data, total}`. */
export const fromPage = <T extends RaRecord>(page: {
  content: T[];
  totalElements: number;
}): GetListResult<T> => ({ data: page.content, total: page.totalElements });

/** A report list offset (a row offset) → the page number the report endpoint expects. */
export const reportPageFromOffset = (offset: number): number =>
  Math.max(0, Math.floor(offset / REPORT_OFFSET_DIVISOR));

/** react-admin list parameters → the report query `{page, size, direction, ...filter}`. */
export const toReportQuery = ({ pagination, sort, filter }: ListParams) => {
  const size = clampPageSize(pagination?.perPage);
  const offset = (Math.max(1, Math.floor(pagination?.page ?? 1)) - 1) * REPORT_OFFSET_DIVISOR;
  return {
    ...(filter ?? {}),
    page: reportPageFromOffset(offset),
    size,
    ...(sort?.field ? { direction: sort.order === 'ASC' ? 'ASC' : 'DESC' } : {}),
  };
};

/** `{list, total}` → `{data, total}`. */
export const fromReportPage = <T extends RaRecord>(page: {
  list: T[];
  total: number;
}): GetListResult<T> => ({ data: page.list, total: page.total });
