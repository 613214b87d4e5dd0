import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { declareResource, endpointsOf } from '../../src/contract/declare';
import { endpointsOfDeclaration } from '../../src/kit/fromDeclaration';
import { listBodyFromUrl, listSpecOf } from '../../mock-server/kit/listSpec';
import { ApiError } from '../../mock-server/http/errors';

const base = {
  entityType: 'Thing',
  idPrefix: 'th',
  icon: 'Category',
  fields: z.object({ name: z.string(), active: z.boolean(), kind: z.enum(['A', 'B']) }),
  recordRepresentation: 'name',
  show: { sections: [{ key: 'main', fields: ['name'] }] },
  access: { list: ['PERM_ROLES_VIEW'], show: ['PERM_ROLES_VIEW'], create: ['ROLE_ADMINISTRATOR'] },
} as const;

const byFilter = declareResource({
  ...base,
  name: 'things',
  list: { columns: ['name', 'kind', 'updatedAt'], sort: { field: 'updatedAt', order: 'DESC' } },
});

const byQuery = declareResource({
  ...base,
  name: 'things',
  paths: { list: 'thing-list/', create: 'things/add' },
  list: {
    request: 'query',
    columns: ['name', 'kind', 'updatedAt'],
    filters: [
      { source: 'active', kind: 'boolean' },
      { source: 'kind', kind: 'choice' },
    ],
    sort: { field: 'updatedAt', order: 'DESC' },
  },
});

describe('declared list request and paths', () => {
  it('keeps the convention without the options: POST <name>/filter, POST <name>, {content, totalElements}', () => {
    const rows = endpointsOf(byFilter);
    expect(rows['things.list']).toMatchObject({ method: 'POST', path: 'things/filter' });
    expect(rows['things.create']).toMatchObject({ method: 'POST', path: 'things' });
    expect(endpointsOfDeclaration(byFilter).list?.kind).toBe('page');
    expect(listSpecOf(byFilter).sortable).toEqual(['name', 'kind', 'updatedAt']);
  });

  it('asks a query list with GET and URL parameters, answered as {list, total}, at the declared paths', () => {
    const rows = endpointsOf(byQuery);
    expect(rows['things.list']).toMatchObject({
      method: 'GET',
      path: 'thing-list/',
      version: 'v1',
    });
    expect(rows['things.create']).toMatchObject({ method: 'POST', path: 'things/add' });
    expect(rows['things.get']).toMatchObject({ method: 'GET', path: 'things/:id' });
    // The dataProvider's `report` kind sends page/size/direction as URL parameters and reads {list, total}.
    expect(endpointsOfDeclaration(byQuery).list?.kind).toBe('report');
  });

  it('sorts a query list by its declared field only, in the asked direction', () => {
    expect(listSpecOf(byQuery).sortable).toEqual(['updatedAt']);
    expect(listBodyFromUrl(byQuery, { page: '2', size: '25', direction: 'ASC' })).toEqual({
      offset: 2,
      pageSize: 25,
      count: true,
      sort: { field: 'updatedAt', direction: 'ASC' },
    });
    expect(listBodyFromUrl(byQuery, {}).sort).toEqual({ field: 'updatedAt', direction: 'DESC' });
  });

  it('reads boolean filters from their words and passes the other filters on', () => {
    expect(listBodyFromUrl(byQuery, { active: 'false', kind: ['A', 'B'] })).toMatchObject({
      active: false,
      kind: ['A', 'B'],
    });
  });

  it('refuses bad paging with a 400 naming the parameter', () => {
    for (const query of [{ page: '-1' }, { page: 'x' }, { direction: 'UP' }]) {
      let caught: unknown;
      try {
        listBodyFromUrl(byQuery, query);
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(ApiError);
      expect((caught as ApiError).status).toBe(400);
      expect((caught as ApiError).details.map((detail) => detail.field)).toContain(
        Object.keys(query)[0],
      );
    }
  });
});
