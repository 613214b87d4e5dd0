import { describe, expect, it } from 'vitest';
import {
  clampPageSize,
  fromPage,
  fromReportPage,
  reportPageFromOffset,
  toListQuery,
  toReportQuery,
} from '../../src/dataProvider/paging';

describe('paging', () => {
  it('maps page/perPage/sort/filter to the platform list query', () => {
    expect(
      toListQuery({
        pagination: { page: 3, perPage: 25 },
        sort: { field: 'createdAt', order: 'ASC' },
        filter: { status: 'ACTIVE' },
      }),
    ).toEqual({
      offset: 2,
      pageSize: 25,
      count: true,
      sort: { field: 'createdAt', direction: 'ASC' },
      status: 'ACTIVE',
    });
  });
  it('clamps the page size to 1..100 and defaults to 10', () => {
    expect(clampPageSize(0)).toBe(1);
    expect(clampPageSize(-5)).toBe(1);
    expect(clampPageSize(1000)).toBe(100);
    expect(clampPageSize(undefined)).toBe(10);
    expect(
      toListQuery({
        pagination: { page: 1, perPage: 500 },
        sort: { field: '', order: 'DESC' },
        filter: {},
      }),
    ).toEqual({
      offset: 0,
      pageSize: 100,
      count: true,
    });
  });
  it('filters cannot override offset/pageSize', () => {
    const query = toListQuery({
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'id', order: 'DESC' },
      filter: { offset: 99 },
    });
    expect(query.offset).toBe(1);
    expect(query.sort).toEqual({ field: 'id', direction: 'DESC' });
  });
  it('maps the list answer', () => {
    expect(fromPage({ content: [{ id: 1 }], totalElements: 31 })).toEqual({
      data: [{ id: 1 }],
      total: 31,
    });
  });
  it('maps report offsets (divided by 10) and report answers', () => {
    expect(reportPageFromOffset(0)).toBe(0);
    expect(reportPageFromOffset(10)).toBe(1);
    expect(reportPageFromOffset(25)).toBe(2);
    expect(
      toReportQuery({
        pagination: { page: 3, perPage: 10 },
        sort: { field: 'createdAt', order: 'ASC' },
        filter: { reportType: 'KYX' },
      }),
    ).toEqual({
      reportType: 'KYX',
      page: 2,
      size: 10,
      direction: 'ASC',
    });
    expect(fromReportPage({ list: [{ id: 'a' }], total: 7 })).toEqual({
      data: [{ id: 'a' }],
      total: 7,
    });
  });
});
