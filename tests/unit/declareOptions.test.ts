import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  declareResource,
  endpointKeyOf,
  endpointsOf,
  generatedOperationsOf,
} from '../../src/contract/declare';
import { endpointsOfDeclaration } from '../../src/kit';

const declaration = (handWritten?: Record<string, string>) =>
  declareResource({
    name: 'shops',
    entityType: 'Shop',
    idPrefix: 'sh',
    icon: 'Storefront',
    fields: z.object({ name: z.string() }),
    recordRepresentation: 'name',
    list: { columns: ['name'], sort: { field: 'name', order: 'ASC' } },
    show: { sections: [{ key: 'shop', fields: ['name'] }] },
    access: { list: [], show: [], edit: [], delete: [] },
    ...(handWritten ? { handWritten } : {}),
  });

describe('declared operations with a hand-written wire', () => {
  it('by default every operation is generated under the convention', () => {
    const plain = declaration();
    expect(generatedOperationsOf(plain)).toEqual(['list', 'get', 'update', 'delete']);
    expect(Object.keys(endpointsOf(plain))).toEqual([
      'shops.list',
      'shops.get',
      'shops.update',
      'shops.delete',
    ]);
    expect(endpointKeyOf(plain, 'get')).toBe('shops.get');
  });

  it('a hand-written operation gets no generated row; the portal calls the named row', () => {
    const custom = declaration({ get: 'shopsDetails', update: 'shopsDetailsUpdate' });
    expect(generatedOperationsOf(custom)).toEqual(['list', 'delete']);
    expect(Object.keys(endpointsOf(custom))).toEqual(['shops.list', 'shops.delete']);
    expect(endpointKeyOf(custom, 'update')).toBe('shopsDetailsUpdate');
    const portal = endpointsOfDeclaration(custom);
    expect(portal.list?.key).toBe('shops.list');
    expect(portal.getOne).toBe('shopsDetails');
    expect(portal.update).toBe('shopsDetailsUpdate');
    expect(portal.delete).toBe('shops.delete');
    expect(portal.create).toBeUndefined();
  });
});
