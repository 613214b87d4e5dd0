/**
 * `npm run bench:query`: how long the mock's list engine takes to filter, sort and page 100,000 records.
 * A measurement, not a test: it prints the median of several runs of each query and never fails on time.
 */
import { performance } from 'node:perf_hooks';
import { runListQuery, type ListSpec } from '../query';

const RECORDS = 100_000;
const RUNS = 7;
const STATUSES = ['ACTIVE', 'DEACTIVATED', 'LOCKED', 'EXPIRED'];

const records = Array.from({ length: RECORDS }, (_, i) => ({
  id: `u${i}`,
  email: `user${i}@example${i % 97}.test`,
  firstName: `First${i % 1013}`,
  lastName: `Last${i % 7919}`,
  status: STATUSES[i % STATUSES.length]!,
  registrationDate: new Date(Date.UTC(2024, 0, 1) + i * 60_000).toISOString(),
}));

const spec: ListSpec = {
  filters: {
    q: { kind: 'text', fields: ['email', 'firstName', 'lastName'] },
    status: { kind: 'equals', field: 'status' },
    from: { kind: 'min', field: 'registrationDate' },
  },
  sortable: ['email', 'lastName', 'registrationDate'],
};

type Query = Parameters<typeof runListQuery>[1];

const base: Query = { offset: 3, pageSize: 10, count: true };
const cases: Record<string, Query> = {
  'page only': base,
  'text filter': { ...base, q: 'last79' },
  'regex-looking text': { ...base, q: '(a+)+$' },
  'status + date': { ...base, status: 'LOCKED', from: '2024-02-01' },
  'sort by email DESC': { ...base, sort: { field: 'email', direction: 'DESC' } },
  'filter + sort': { ...base, q: 'example5', sort: { field: 'lastName', direction: 'ASC' } },
};

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[values.length >> 1]!;

console.info(`List engine over ${RECORDS.toLocaleString('en')} records (median of ${RUNS} runs)`);
for (const [name, query] of Object.entries(cases)) {
  const times: number[] = [];
  let total = 0;
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    total = runListQuery(records, query, spec).totalElements;
    times.push(performance.now() - started);
  }
  console.info(`${name.padEnd(22)} ${median(times).toFixed(1).padStart(8)} ms   ${total} matches`);
}
