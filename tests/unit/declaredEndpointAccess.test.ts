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
  access: {
    list: ['PERM_ROLES_VIEW'],
    show: ['PERM_ROLES_VIEW'],
    edit: ['PERM_GROUPS_EDIT'],
  },
} as const;

describe('declared endpoint access', () => {
  it('without it each row asks for its action’s permissions', () => {
    const rows = endpointsOf(declareResource(base));
    expect(rows['things.list']?.access).toEqual(['PERM_ROLES_VIEW']);
    expect(rows['things.get']?.access).toEqual(['PERM_ROLES_VIEW']);
    expect(rows['things.update']?.access).toEqual(['PERM_GROUPS_EDIT']);
  });

  it('gives a row the declared permissions and leaves the access entry as declared', () => {
    const things = declareResource({
      ...base,
      endpointAccess: {
        list: ['PERM_GROUPS_VIEW'],
        update: ['PERM_GROUPS_EDIT', 'PERM_ROLES_VIEW'],
      },
    });
    const rows = endpointsOf(things);
    expect(rows['things.list']?.access).toEqual(['PERM_GROUPS_VIEW']);
    expect(rows['things.get']?.access).toEqual(['PERM_ROLES_VIEW']);
    expect(rows['things.update']?.access).toEqual(['PERM_GROUPS_EDIT', 'PERM_ROLES_VIEW']);
    expect(accessOf(things)).toEqual(base.access);
  });
});
