import { describe, expect, it, vi } from 'vitest';
import Papa from 'papaparse';
import type { DataProvider } from 'react-admin';
import { csvOf, fetchAllRecords } from '../../../src/components/export';
import { escapeCsvCell, toCsv } from '../../../src/contract/rules/csv';

describe('CSV export', () => {
  it.each(['=1+1', '+1', '-1+1', '@SUM(A1)', '\tx', '\rx', '\nx', ' =1', '\u00a0=1', '＝1'])(
    'escapes the formula cell %j',
    (v) => {
      expect(escapeCsvCell(v)).toBe(`'${v}`);
    },
  );

  it.each(['-1', '-3.5', '42', '0.5'])('leaves the plain number %j a number', (v) => {
    expect(escapeCsvCell(v)).toBe(v);
  });

  it('leaves ordinary cells alone and writes empty for null', () => {
    expect(escapeCsvCell('Backend')).toBe('Backend');
    expect(escapeCsvCell(null)).toBe('');
    expect(escapeCsvCell(42)).toBe('42');
  });

  it('writes a header and escaped rows that parse back', () => {
    const csv = toCsv(
      [{ label: '=HYPERLINK("x")', n: 'a,b' }],
      [
        { header: 'Label', value: (r) => r.label },
        { header: 'N', value: (r) => r.n },
      ],
    );
    expect(Papa.parse<string[]>(csv).data).toEqual([
      ['Label', 'N'],
      ['\'=HYPERLINK("x")', 'a,b'],
    ]);
  });

  it('the portal writes the same text once the CSV writer has been fetched', async () => {
    const columns = [{ header: 'Label', value: (r: { label: string }) => r.label }];
    const records = [{ label: '+1' }, { label: 'plain' }];
    expect(await csvOf(records, columns)).toBe(toCsv(records, columns));
  });

  it('fetches every page in pages of 100, beyond 1000 rows', async () => {
    const total = 1234;
    const getList = vi.fn(async (_resource: string, params: { pagination: { page: number } }) => {
      const start = (params.pagination.page - 1) * 100;
      const data = Array.from({ length: Math.max(0, Math.min(100, total - start)) }, (_, i) => ({
        id: start + i,
      }));
      return { data, total };
    });
    const records = await fetchAllRecords({ getList } as unknown as DataProvider, 'api-tokens', {
      filter: { status: 'ACTIVE' },
      sort: { field: 'label', order: 'ASC' },
    });
    expect(records).toHaveLength(total);
    expect(getList).toHaveBeenCalledTimes(13);
    expect(getList).toHaveBeenLastCalledWith('api-tokens', {
      pagination: { page: 13, perPage: 100 },
      sort: { field: 'label', order: 'ASC' },
      filter: { status: 'ACTIVE' },
    });
  });
});
