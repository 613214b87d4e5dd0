// @vitest-environment node
import {
  clampPageSize,
  QueryError,
  runListQuery,
  runReportQuery,
  type ListSpec,
} from '../../mock-server/query';

interface Row {
  id: string;
  name: string;
  status: string;
  score: number;
  createdAt: string;
  tags: string[];
}

const rows: Row[] = Array.from({ length: 25 }, (_, i) => ({
  id: `r${String(i).padStart(2, '0')}`,
  name: i % 2 ? `Alice ${i}` : `Bob ${i}`,
  status: i % 3 ? 'ACTIVE' : 'LOCKED',
  score: i,
  createdAt: `2025-01-${String(i + 1).padStart(2, '0')}T00:00:00.000Z`,
  tags: i % 5 ? ['x'] : ['y'],
}));

const spec: ListSpec = {
  filters: {
    name: { kind: 'text', fields: ['name'] },
    status: { kind: 'equals', field: 'status' },
    tags: { kind: 'equals', field: 'tags' },
    minScore: { kind: 'min', field: 'score' },
    maxScore: { kind: 'max', field: 'score' },
    startDate: { kind: 'min', field: 'createdAt' },
    endDate: { kind: 'max', field: 'createdAt' },
  },
  sortable: ['name', 'score', 'createdAt'],
};

const q = (extra: Record<string, unknown> = {}) => ({
  offset: 0,
  pageSize: 10,
  count: true,
  ...extra,
});

describe('list query engine', () => {
  it('pages by page number and reports the total', () => {
    const page = runListQuery(rows, q({ offset: 2 }), spec);
    expect(page.totalElements).toBe(25);
    expect(page.content.map((r) => r.id)).toEqual(['r20', 'r21', 'r22', 'r23', 'r24']);
  });

  it('clamps the page size to 1..100', () => {
    expect(clampPageSize(0)).toBe(1);
    expect(clampPageSize(-5)).toBe(1);
    expect(clampPageSize(1000)).toBe(100);
    expect(runListQuery(rows, q({ pageSize: 0 }), spec).content).toHaveLength(1);
  });

  it('filters by case-insensitive substring, equality and ranges together', () => {
    const page = runListQuery(
      rows,
      q({ name: 'ALICE', status: 'active', minScore: 5, maxScore: 15, pageSize: 100 }),
      spec,
    );
    expect(page.content.map((r) => r.score)).toEqual([5, 7, 11, 13]);
    expect(runListQuery(rows, q({ tags: 'Y', pageSize: 100 }), spec).totalElements).toBe(5);
    const dated = runListQuery(
      rows,
      q({ startDate: '2025-01-03', endDate: '2025-01-05T23:59:59Z', pageSize: 100 }),
      spec,
    );
    expect(dated.content.map((r) => r.id)).toEqual(['r02', 'r03', 'r04']);
  });

  it('sorts both ways with a stable tie-break and refuses unknown sort fields', () => {
    const desc = runListQuery(rows, q({ sort: { field: 'score', direction: 'DESC' } }), spec);
    expect(desc.content[0]!.score).toBe(24);
    const byName = runListQuery(
      rows,
      q({ sort: { field: 'name', direction: 'ASC' }, pageSize: 100 }),
      spec,
    );
    expect(byName.content[0]!.name).toBe('Alice 1');
    expect(() =>
      runListQuery(rows, q({ sort: { field: 'secret', direction: 'ASC' } }), spec),
    ).toThrow(QueryError);
  });

  it('ignores filters not in the spec and rejects non-scalar values', () => {
    expect(runListQuery(rows, q({ tenantId: 'other' }), spec).totalElements).toBe(25);
    expect(() => runListQuery(rows, q({ name: { $regex: '.*' } }), spec)).toThrow(QueryError);
  });

  // Speed on 100,000 records is measured by `npm run bench:query`, not asserted here.
  it('treats regex syntax as plain text on 100,000 records', () => {
    const big = Array.from({ length: 100_000 }, (_, i) => ({
      id: String(i),
      name: i === 77_777 ? 'xx(a+)+$yy' : `${'a'.repeat(30)}!${i}`,
      status: 'ACTIVE',
      score: i,
      createdAt: '2025-01-01',
      tags: [],
    }));
    const page = runListQuery(big, q({ name: '(A+)+$' }), spec);
    expect(page.totalElements).toBe(1);
    expect(page.content[0]!.id).toBe('77777');
    expect(runListQuery(big, q({ name: '.*' }), spec).totalElements).toBe(0);
    const sorted = runListQuery(big, q({ sort: { field: 'name', direction: 'DESC' } }), spec);
    expect(sorted.content[0]!.id).toBe('77777');
  });

  it('answers the report shape {list,total}', () => {
    const reports = rows.map((r) => ({ ...r, reportType: r.status === 'ACTIVE' ? 'KYC' : 'AML' }));
    const page = runReportQuery(
      reports,
      { page: 1, size: 3, direction: 'ASC', reportType: 'kyc' },
      { sortField: 'createdAt', typeField: 'reportType' },
    );
    expect(page.total).toBe(16);
    expect(page.list.map((r) => r.id)).toEqual(['r05', 'r07', 'r08']);
  });
});
