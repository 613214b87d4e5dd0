import {
  getQuery,
  parseQueryFromLocation,
  type GetListParams,
  type SortPayload,
  type Store,
} from 'react-admin';
import { PAGE_SIZE } from '../contract/constants';
import type { AnyResourceDeclaration } from '../contract/declare';

/** How a resource's list starts: its declared sort and page size. Generated and hand-written lists use it. */
export interface ListDefaults {
  sort: SortPayload;
  perPage: number;
}

export const listDefaultsOf = (declaration: AnyResourceDeclaration): ListDefaults => ({
  sort: { field: declaration.list.sort.field, order: declaration.list.sort.order },
  perPage: declaration.list.perPage ?? PAGE_SIZE,
});

/**
 * The `getList` params react-admin's `<List>` will ask for at an address: the address's query, else what the
 * user last chose (kept in the store under `<resource>.listParams`), else the list's defaults. Worked out with
 * react-admin's own functions (`parseQueryFromLocation`, `getQuery`), so the shell can send the same request
 * before the list's code has arrived.
 */
export const listParamsAt = (
  resource: string,
  defaults: ListDefaults,
  { search, store }: { search: string; store: Store },
): Pick<GetListParams, 'pagination' | 'sort' | 'filter'> => {
  const query = getQuery({
    queryFromLocation: parseQueryFromLocation({ search }),
    params: store.getItem(`${resource}.listParams`),
    filterDefaultValues: undefined,
    sort: defaults.sort,
    perPage: defaults.perPage,
  });
  return {
    pagination: { page: query.page, perPage: query.perPage },
    sort: { field: query.sort, order: query.order },
    filter: { ...query.filter },
  };
};
