// @vitest-environment node
import { customers } from '../../src/contract/resources/customers';
import { listSpecOf } from '../../mock-server/kit/listSpec';
import { listQuerySchema } from '../../mock-server/query';
import { memoryStore } from './helpers';

/**
 * A search that finds many rows is answered by walking the list's ordered index, one that finds few by sorting
 * what the full-text index found (store/table.ts, `leadsPage`). Both must answer exactly the page the list
 * rules give: the matches, in list order, within the tenant.
 */
const customer = (index: number, word: string, tenantId = 't-1') => ({
  id: `c-${tenantId}-${index}`,
  tenantId,
  customerId: `cust-${index}`,
  customerName: `${word} ${index}`,
  customerReference: `REF-${index}`,
  name: `Holder ${index}`,
  // Not in id order, so the sort is the list's and not the insertion's.
  createdAt: new Date(Date.UTC(2026, 0, 1) + ((index * 7919) % 1500) * 60_000).toISOString(),
  createdBy: 'admin@demo.test',
  updatedAt: '2026-02-01T00:00:00.000Z',
  updatedBy: 'admin@demo.test',
  version: 1,
});

// 1,500 customers in t-1: 900 with a common word, 6 with a rare one; the same words in another tenant.
const records = [
  ...Array.from({ length: 1500 }, (_, i) =>
    customer(i, i % 250 === 0 ? 'Zephyrine' : i % 5 < 3 ? 'Nordwind' : 'Sonstige'),
  ),
  ...Array.from({ length: 300 }, (_, i) => customer(i, 'Nordwind Zephyrine', 't-2')),
];
const spec = listSpecOf(customers);

const expected = (word: string, offset: number, pageSize: number) =>
  records
    .filter((r) => r.tenantId === 't-1' && r.customerName.includes(word))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id))
    .slice(offset * pageSize, offset * pageSize + pageSize)
    .map((r) => r.id);

describe('a search answers the same page whichever way the store finds it', () => {
  const store = memoryStore({ customers: records });
  const table = store.table('customers');
  afterAll(() => store.close());

  it.each([
    ['common word, first page (walks the ordered index)', 'nordwind', 0, 25],
    ['common word, a deep page (starts from the matches)', 'Nordwind', 20, 25],
    ['rare word (starts from the matches)', 'zephyrine', 0, 25],
    ['common word, last partial page', 'NORDWIND', 35, 25],
  ])('%s', (_label, word, offset, pageSize) => {
    const query = listQuerySchema.parse({ offset, pageSize, q: word });
    const page = table.page<{ id: string }>({ tenantId: 't-1' }, query, spec);
    expect(page.content.map((row) => row.id)).toEqual(
      expected(word.charAt(0).toUpperCase() + word.slice(1).toLowerCase(), offset, pageSize),
    );
    expect(page.totalElements).toBe(
      records.filter(
        (r) => r.tenantId === 't-1' && r.customerName.toLowerCase().includes(word.toLowerCase()),
      ).length,
    );
  });

  it('a change is found by the next search: what a search matched is not kept past a change', () => {
    const query = listQuerySchema.parse({ offset: 0, pageSize: 25, q: 'zephyrine' });
    const before = table.page<{ id: string }>({ tenantId: 't-1' }, query, spec);
    table.insert({ ...customer(9999, 'Zephyrine'), createdAt: '2027-01-01T00:00:00.000Z' });
    const after = table.page<{ id: string }>({ tenantId: 't-1' }, query, spec);
    expect(after.content[0]?.id).toBe('c-t-1-9999');
    expect(after.totalElements).toBe(before.totalElements + 1);
    table.delete('c-t-1-9999');
    expect(table.page<{ id: string }>({ tenantId: 't-1' }, query, spec).content).toEqual(
      before.content,
    );
  });
});
