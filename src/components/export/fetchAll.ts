import type { DataProvider, RaRecord, SortPayload } from 'react-admin';
import { MAX_PAGE_SIZE } from '../../contract/constants';

/**
 * Every record of a list, fetched through the dataProvider in pages of MAX_PAGE_SIZE (100), so an export is not
 * capped at react-admin's 1000 rows. Stops at the reported total or at the first short page.
 */
export const fetchAllRecords = async <T extends RaRecord = RaRecord>(
  dataProvider: DataProvider,
  resource: string,
  { filter = {}, sort }: { filter?: Record<string, unknown>; sort?: SortPayload },
): Promise<T[]> => {
  const records: T[] = [];
  for (let page = 1; ; page += 1) {
    const { data, total } = await dataProvider.getList<T>(resource, {
      pagination: { page, perPage: MAX_PAGE_SIZE },
      sort: sort ?? { field: 'id', order: 'ASC' },
      filter,
    });
    records.push(...data);
    if (data.length < MAX_PAGE_SIZE || (total !== undefined && records.length >= total))
      return records;
  }
};
