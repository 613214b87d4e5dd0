import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accessOf, auditActionOf, declareResource, endpointsOf } from '../../src/contract/declare';
import type { ServerContext } from '../../mock-server/context';
import { collectionRepository } from '../../mock-server/kit/repository';
import type { CollectionName } from '../../mock-server/store/catalogue';
import { openStore } from '../../mock-server/store/store';
import type { DatabaseShape } from '../../mock-server/types';
import { parseListQuery } from '../../mock-server/query';

const base = {
  entityType: 'ThingGroup',
  idPrefix: 'tg',
  icon: 'Category',
  fields: z.object({ name: z.string() }),
  recordRepresentation: 'name',
  list: { columns: ['name'], sort: { field: 'name', order: 'ASC' } },
  show: { sections: [{ key: 'main', fields: ['name'] }] },
  access: { list: [], show: [] },
} as const;

const stamp = { version: 1, createdAt: '', createdBy: '', updatedAt: '', updatedBy: '' };

/** A context whose store (SQLite in memory) holds one collection. */
const contextWith = (records: Record<string, unknown>[]) =>
  ({
    store: openStore({
      file: null,
      seed: () => ({ things: records }) as unknown as DatabaseShape,
      collections: ['things' as CollectionName],
    }),
  }) as unknown as ServerContext;

describe('declared scope and audit names', () => {
  it('names audit actions after the entity type unless the declaration names them', () => {
    const plain = declareResource({ ...base, name: 'thing-groups' });
    const renamed = declareResource({
      ...base,
      name: 'thing-groups',
      auditActions: { CREATE: 'THING_GROUP_ADD' },
    });
    expect(auditActionOf(plain, 'CREATE')).toBe('THING_GROUP_CREATE');
    expect(auditActionOf(renamed, 'CREATE')).toBe('THING_GROUP_ADD');
    expect(auditActionOf(renamed, 'UPDATE')).toBe('THING_GROUP_UPDATE');
  });

  it('puts custom access into the access entry, with no endpoint of its own', () => {
    const declaration = declareResource({
      ...base,
      name: 'thing-groups',
      access: { list: [], show: [], edit: ['ROLE_ADMINISTRATOR'] },
      customAccess: { move: ['PERM_TENANTS_TRANSFER'] },
    });
    expect(accessOf(declaration)).toEqual({
      list: [],
      show: [],
      edit: ['ROLE_ADMINISTRATOR'],
      move: ['PERM_TENANTS_TRANSFER'],
    });
    expect(Object.keys(endpointsOf(declaration))).toEqual([
      'thing-groups.list',
      'thing-groups.get',
      'thing-groups.update',
    ]);
  });

  it('reaches records by tenant id, or by the ids of the caller’s own tenants', () => {
    const repository = collectionRepository(
      contextWith([
        { id: 'a', tenantId: 't-1', name: 'A', ...stamp },
        { id: 'b', tenantId: 't-2', name: 'B', ...stamp },
        { id: 't-1', name: 'Tenant one', ...stamp },
        { id: 't-3', name: 'Tenant three', ...stamp },
      ]),
      'things',
    );
    const spec = {
      filters: {},
      sortable: ['name'],
      defaultSort: { field: 'name', direction: 'ASC' },
    } as const;
    const query = parseListQuery({ offset: 0, pageSize: 10, count: true });
    expect(repository.list('t-1', query, spec).content.map((r) => r.id)).toEqual(['a']);
    const members = { ids: ['t-1', 't-2'] };
    expect(repository.list(members, query, spec).content.map((r) => r.id)).toEqual(['t-1']);
    expect(repository.get(members, 't-1')?.id).toBe('t-1');
    expect(repository.get(members, 't-3')).toBeUndefined();
    expect(repository.exists(members, 'name', 'tenant THREE')).toBe(false);
    expect(repository.exists(members, 'name', 'tenant one')).toBe(true);
    expect(repository.delete(members, 't-3')).toBe(false);
    expect(repository.delete(members, 't-1')).toBe(true);
  });
});
