import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accessOf, declareResource, endpointsOf } from '../../src/contract/declare';

const base = {
  name: 'things',
  entityType: 'Thing',
  idPrefix: 'th',
  icon: 'Category',
  fields: z.object({ name: z.string() }),
  recordRepresentation: 'name',
  list: { columns: ['name'], sort: { field: 'name', order: 'ASC' } },
  show: { sections: [{ key: 'main', fields: ['name'] }] },
  access: { list: ['PERM_ROLES_VIEW'], show: ['PERM_ROLES_VIEW'] },
} as const;

describe('declared custom access', () => {
  it('without it the access entry is the declared actions', () => {
    expect(accessOf(declareResource(base))).toEqual({
      list: ['PERM_ROLES_VIEW'],
      show: ['PERM_ROLES_VIEW'],
    });
  });

  it('adds the permissions of hand-written calls to the entry, without endpoints of their own', () => {
    const things = declareResource({
      ...base,
      customAccess: { download: ['PERM_GROUPS_EDIT'], list: ['ROLE_ADMINISTRATOR'] },
    });
    // A declared action wins over a custom entry of the same name.
    expect(accessOf(things)).toEqual({
      download: ['PERM_GROUPS_EDIT'],
      list: ['PERM_ROLES_VIEW'],
      show: ['PERM_ROLES_VIEW'],
    });
    expect(Object.keys(endpointsOf(things))).toEqual(['things.list', 'things.get']);
  });
});
