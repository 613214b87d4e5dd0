// @vitest-environment node
import { z } from 'zod';
import { declareResource, type FilterDeclaration } from '../../src/contract/declare';
import { filterKeys } from '../../src/contract/declare';
import { listSpecOf, normaliseRanges } from '../../mock-server/kit/listSpec';

const shops = (
  filters: readonly FilterDeclaration<'name' | 'legalName' | 'size' | 'createdAt'>[],
) =>
  declareResource({
    name: 'shops',
    entityType: 'Shop',
    idPrefix: 'sh',
    icon: 'Storefront',
    fields: z.object({ name: z.string(), legalName: z.string(), size: z.number() }),
    recordRepresentation: 'name',
    list: { columns: ['name'], filters, sort: { field: 'name', order: 'ASC' } },
    show: { sections: [{ key: 'shop', fields: ['name'] }] },
    access: { list: [], show: [] },
  });

describe('declared filter options', () => {
  it('by default a text filter looks in its field and ranges use <field>From/To, Min/Max', () => {
    const declaration = shops([
      { source: 'name', kind: 'text' },
      { source: 'createdAt', kind: 'dateRange' },
      { source: 'size', kind: 'numberRange' },
    ]);
    expect(listSpecOf(declaration).filters).toEqual({
      name: { kind: 'text', fields: ['name'] },
      createdAtFrom: { kind: 'min', field: 'createdAt' },
      createdAtTo: { kind: 'max', field: 'createdAt' },
      sizeMin: { kind: 'min', field: 'size' },
      sizeMax: { kind: 'max', field: 'size' },
    });
  });

  it('a text filter may look in several fields; a range may keep query keys of its own', () => {
    const declaration = shops([
      { source: 'name', kind: 'text', fields: ['name', 'legalName'] },
      { source: 'createdAt', kind: 'dateRange', keys: ['createdFrom', 'createdTo'] },
      { source: 'size', kind: 'numberRange', keys: ['smallest', 'largest'] },
    ]);
    expect(listSpecOf(declaration).filters).toEqual({
      name: { kind: 'text', fields: ['name', 'legalName'] },
      createdFrom: { kind: 'min', field: 'createdAt' },
      createdTo: { kind: 'max', field: 'createdAt' },
      smallest: { kind: 'min', field: 'size' },
      largest: { kind: 'max', field: 'size' },
    });
    expect(filterKeys({ source: 'createdAt', kind: 'dateRange', keys: ['a', 'b'] })).toEqual([
      'a',
      'b',
    ]);
    expect(
      normaliseRanges(declaration, { createdFrom: '2025-01-01', createdTo: '2025-01-31' }),
    ).toEqual({ createdFrom: '2025-01-01T00:00:00.000Z', createdTo: '2025-01-31T23:59:59.999Z' });
    expect(() =>
      normaliseRanges(declaration, { createdFrom: '2025-02-01', createdTo: '2025-01-01' }),
    ).toThrow();
  });
});
