/**
 * `npm run bench:api`: the verification list API over 100,000 verifications of one tenant, through HTTP with a
 * real session (sign-in page → login → token exchange). Each filter/sort combination of issue 5 runs RUNS times
 * after a warm-up; the script prints median and p95 per query and exits 1 when a median reaches LIMIT_MS.
 * A measurement, not part of `npm test`.
 */
import { performance } from 'node:perf_hooks';
import { createMockServer } from '../createMockServer';
import { DEMO_PASSWORD } from '../seed/demoAccounts';

const RECORDS = 100_000;
const RUNS = 25;
const LIMIT_MS = 100;
const PORTAL = 'http://localhost:5173';

const built = performance.now();
// The benchmark tenant holds 100,000; the other tenant keeps its seeded records (the engine must skip them).
const mock = createMockServer({
  dataFile: null,
  portalOrigin: PORTAL,
  control: false,
  scale: RECORDS,
});
const acme = mock.store.table('tenants').get('t-acme')!;
const big = mock.store.table('verifications').all(acme.id);
console.info(
  `Built ${RECORDS.toLocaleString('en')} verifications in ${(performance.now() - built).toFixed(0)} ms`,
);

const running = await mock.listen(0);
const base = `http://127.0.0.1:${running.port}`;

const json = async <T>(path: string, body: unknown, token?: string): Promise<T> => {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
};

/** The real sign-in flow of the brief, as the admin in Acme Bank. */
const signIn = async (): Promise<string> => {
  const form = await fetch(`${base}/api/sso/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      email: 'admin@demo.test',
      password: DEMO_PASSWORD,
      returnUrl: `${PORTAL}/login`,
    }).toString(),
    redirect: 'manual',
  });
  const id = new URL(form.headers.get('location') ?? '').searchParams.get('id');
  const login = await json<{ tenants: { id: string; redirectUrl: string }[] }>('/api/login', {
    id,
  });
  const tenant = login.tenants.find((t) => t.id === acme.id)!;
  const code = new URL(tenant.redirectUrl).searchParams.get('code');
  return (await json<{ accessToken: string }>('/api/auth/token', { code })).accessToken;
};

const token = await signIn();
const sample = big[4242]!;
const today = new Date().toISOString().slice(0, 10);
const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);

const page = { offset: 3, pageSize: 10 };
const cases: Record<string, Record<string, unknown>> = {
  'no filter': {},
  status: { status: ['REVIEW_PENDING', 'REJECTED'] },
  source: { source: ['SDK_IOS'] },
  country: { country: ['DE', 'AT'] },
  'document type': { documentType: ['PASSPORT'] },
  'credential category': { credentialCategory: ['LIVENESS'] },
  'risk range': { riskScoreMin: 80, riskScoreMax: 100 },
  'match type': { matchType: ['POSSIBLE_MATCH', 'CONFIRMED_MATCH'] },
  'date range': { startDate: monthAgo, endDate: today },
  'free text (name)': { q: sample.lastName!.toLowerCase() },
  'free text (document no)': { q: sample.documentNumber },
  'free text (no match)': { q: '(a+)+$' },
  'sla at risk': { status: ['REVIEW_PENDING'], sla: 'AT_RISK' },
  'sla breached': { sla: 'BREACHED' },
  'combined filters': {
    status: ['APPROVED'],
    country: ['DE'],
    documentType: ['ID_CARD'],
    riskScoreMax: 30,
    startDate: monthAgo,
  },
  'last page': { offset: 9_999 },
};
for (const field of ['transactionCreationDate', 'createdAt', 'updatedAt'])
  for (const direction of ['ASC', 'DESC'])
    cases[`sort ${field} ${direction}`] = { sort: { field, direction } };
cases['country + sort updatedAt ASC'] = {
  country: ['FR'],
  sort: { field: 'updatedAt', direction: 'ASC' },
};

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
};

const measure = async (path: string, body: Record<string, unknown>) => {
  await json(path, { ...page, ...body }, token); // warm-up (builds the cached sort order once)
  const times: number[] = [];
  let total = 0;
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const answer = await json<{ totalElements?: number; ALL?: number }>(
      path,
      { ...page, ...body },
      token,
    );
    times.push(performance.now() - started);
    total = answer.totalElements ?? answer.ALL ?? 0;
  }
  return { median: percentile(times, 0.5), p95: percentile(times, 0.95), total };
};

let slow = 0;
console.info(
  `HTTP round trips over ${RECORDS.toLocaleString('en')} verifications, ${RUNS} runs each`,
);
console.info(`${'query'.padEnd(40)} ${'median'.padStart(9)} ${'p95'.padStart(9)}   matches`);
for (const [name, body] of Object.entries(cases))
  for (const [label, path] of [
    ['', '/api/v1/verifications/filter'],
    [' [counts]', '/api/v1/verifications/filter/counts'],
  ] as const) {
    if (label && name.startsWith('sort')) continue;
    const { median, p95, total } = await measure(path, body);
    const flag = median >= LIMIT_MS ? '  <-- over the limit' : '';
    if (flag) slow++;
    console.info(
      `${(name + label).padEnd(40)} ${median.toFixed(1).padStart(7)}ms ${p95.toFixed(1).padStart(7)}ms   ${total}${flag}`,
    );
  }

await running.close();
if (slow) {
  console.error(`${slow} queries have a median of ${LIMIT_MS} ms or more.`);
  process.exit(1);
}
console.info(`Every median is under ${LIMIT_MS} ms.`);
