import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { declareResource } from '../../src/contract/declare';
import { describeField } from '../../src/contract/fields';
import { csvValueOf } from '../../src/kit/declared/values';

const shops = declareResource({
  name: 'shops',
  entityType: 'Shop',
  idPrefix: 'sh',
  icon: 'Storefront',
  fields: z.object({ name: z.string(), open: z.boolean() }),
  recordRepresentation: 'name',
  list: { columns: ['name', 'open'], sort: { field: 'name', order: 'ASC' } },
  show: { sections: [{ key: 'shop', fields: ['name', 'open'] }] },
  access: { list: [], show: [] },
});

const translate = (key: string) => `<${key}>`;
const record = { id: 'sh-1', name: 'Corner', open: true };

describe('CSV value of a declared field', () => {
  it('is the raw value of a boolean by default', () => {
    const value = csvValueOf(
      shops,
      'open',
      describeField(shops.fields.shape.open),
      translate,
      String,
    );
    expect(value(record)).toBe(true);
  });

  it('a field override words it, with the translate function', () => {
    const value = csvValueOf(
      shops,
      'open',
      describeField(shops.fields.shape.open),
      translate,
      String,
      {
        open: { csv: (row, t) => t(row.open ? 'shops.open' : 'shops.closed') },
      },
    );
    expect(value(record)).toBe('<shops.open>');
  });
});
