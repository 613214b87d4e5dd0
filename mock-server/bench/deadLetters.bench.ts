/**
 * `npm run bench:dead-letters`: the dead-letter queue at BENCH_DEAD_LETTER_SCALE (default 100,000) jobs of one
 * tenant, on the emulator's own store (SQLite):
 * - the list as the portal asks for it (25 rows, newest failure first: unfiltered, by status, by type and status,
 *   a search), p50 and p99 of 200 each (target p99 ≤ 50 ms);
 * - the error groups of what a filter matches, counted afresh each time (the count cache emptied), p50 and p99 of
 *   200 (target p99 ≤ 50 ms);
 * - the retry of an error group of 10,000 failed jobs: how long until the call is answered (target ≤ 1 s), then
 *   how long the runner takes to deliver them all in the background.
 * A measurement: it prints figures and targets and asserts nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { deadLetterJobs } from '../../src/contract/resources/deadLetterJobs';
import { authoritiesForRoles } from '../../src/contract/permissions';
import type { AuthContext } from '../auth/session';
import { createMockServer } from '../createMockServer';
import { stopDeliveries } from '../deadLetters/runner';
import { errorSignatureOf } from '../deadLetters/signature';
import { listSpecOf } from '../kit/listSpec';
import { parseListQuery } from '../query/http';
import { retryFailedJobs } from '../routes/deadLetterJobs';
import type { TenantRecord, UserRecord } from '../types';

const SCALE = Number(process.env.BENCH_DEAD_LETTER_SCALE ?? 100_000);
const GROUP = 10_000;
const TENANT = 't-acme';
const RUNS = 200;
const TARGETS = { listP99Ms: 50, groupsP99Ms: 50, retryAcceptS: 1 };
const TYPES = [
  'MERCHANT_CALLBACK',
  'EMAIL',
  'REPORT_GENERATION',
  'DATASET_EXPORT',
  'SCREENING_REFRESH',
];

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const timed = (runs: number, work: (run: number) => void) => {
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    work(run);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
};
const ms = (value: number) => `${value.toFixed(2)} ms`;

const dir = mkdtempSync(join(tmpdir(), 'trustdesk-bench-dead-letters-'));
try {
  const mock = createMockServer({ dataFile: join(dir, 'db.sqlite'), jobPaceMs: 0 });
  const ctx = mock.context;
  const table = ctx.store.table('dead-letter-jobs');

  // 1. The queue at scale: one broken endpoint holds GROUP failed jobs, the rest spread over 200 other errors.
  const seedStart = performance.now();
  const broken =
    'com.trustdesk.delivery.CallbackDeliveryException: HTTP 500 from http://localhost/api/__receiver/bench';
  const trace = (error: string) =>
    `${error}\n\tat com.trustdesk.delivery.CallbackSender.post(CallbackSender.java:118)`;
  const brokenSignature = errorSignatureOf(broken, trace(broken));
  ctx.store.transaction(() => {
    for (let i = 0; i < SCALE; i += 1) {
      const inGroup = i < GROUP;
      const error = inGroup
        ? broken
        : `com.trustdesk.bench.Failure${i % 200}: upstream answered ${500 + (i % 4)}`;
      const at = new Date(Date.now() - i * 30_000).toISOString();
      table.insert({
        id: `dlj-bench-${i}`,
        tenantId: TENANT,
        status: inGroup ? 'FAILED' : (['FAILED', 'FAILED', 'FAILED', 'DONE'] as const)[i % 4],
        jobType: inGroup ? 'MERCHANT_CALLBACK' : TYPES[i % TYPES.length],
        target: inGroup
          ? 'http://localhost/api/__receiver/bench'
          : `https://target-${i % 500}.example/hook`,
        merchantId: null,
        attempts: 3,
        firstFailedAt: at,
        lastFailedAt: at,
        nextRetryAt: null,
        errorSummary: error,
        errorSignature: inGroup ? brokenSignature : errorSignatureOf(error, trace(error)),
        payload: `{"event":"VERIFICATION_COMPLETED","n":${i}}`,
        attemptHistory: [],
        retriedBy: null,
      } as never);
    }
  });
  console.info(
    `Seeded ${SCALE.toLocaleString('en')} dead-letter jobs in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
  );

  const spec = listSpecOf(deadLetterJobs);
  const scope = { tenantId: TENANT };
  const page = (body: Record<string, unknown>) =>
    table.page(
      scope,
      parseListQuery({
        offset: 0,
        pageSize: 25,
        sort: { field: 'lastFailedAt', direction: 'DESC' },
        ...body,
      }),
      spec,
    );

  // 2. The list.
  const lists = {
    unfiltered: timed(RUNS, () => page({})),
    failed: timed(RUNS, () => page({ status: ['FAILED'] })),
    typeAndStatus: timed(RUNS, (run) =>
      page({ status: ['FAILED'], jobType: [TYPES[run % TYPES.length]] }),
    ),
    search: timed(RUNS, (run) => page({ q: `target-${run % 500}` })),
  };

  // 3. The error groups, counted afresh each time.
  const groups = timed(RUNS, (run) => {
    table.invalidate();
    table.countBy(
      scope,
      'errorSignature',
      parseListQuery({ offset: 0, pageSize: 1, ...(run % 2 ? { status: ['FAILED'] } : {}) }),
      spec,
    );
  });

  // 4. The retry of the broken endpoint's group.
  const user = (ctx.store.table('users').all() as unknown as UserRecord[]).find(
    (u) => u.tenantIds.includes(TENANT) && u.roles.includes('ROLE_ADMINISTRATOR'),
  )!;
  const auth = {
    user,
    tenant: ctx.store.table('tenants').get(TENANT) as unknown as TenantRecord,
    authorities: authoritiesForRoles(user.roles),
  } as unknown as AuthContext;
  const retryStart = performance.now();
  const { accepted } = retryFailedJobs(ctx, auth, { signature: brokenSignature }, () => undefined);
  const acceptS = (performance.now() - retryStart) / 1000;
  const deliverStart = performance.now();
  while (table.where('status', 'PENDING').length > 0)
    await new Promise((resolve) => setTimeout(resolve, 50));
  const deliveredS = (performance.now() - deliverStart) / 1000;

  const row = (label: string, figure: string, target: string, met: boolean) =>
    console.info(
      `${label.padEnd(44)} ${figure.padEnd(28)} ${target.padEnd(12)} ${met ? 'met' : 'NOT MET'}`,
    );
  console.info(
    `\nDead-letter queue at ${SCALE.toLocaleString('en')} jobs (${process.platform}, node ${process.version})`,
  );
  console.info(`${'Figure'.padEnd(44)} ${'Measured'.padEnd(28)} ${'Target'.padEnd(12)} Met`);
  for (const [name, figure] of Object.entries(lists))
    row(
      `List, 25 rows (${name})`,
      `p50 ${ms(figure.p50)}, p99 ${ms(figure.p99)}`,
      `p99 ≤ ${TARGETS.listP99Ms} ms`,
      figure.p99 <= TARGETS.listP99Ms,
    );
  row(
    'Error groups (counted afresh)',
    `p50 ${ms(groups.p50)}, p99 ${ms(groups.p99)}`,
    `p99 ≤ ${TARGETS.groupsP99Ms} ms`,
    groups.p99 <= TARGETS.groupsP99Ms,
  );
  row(
    `Retry of a group of ${accepted.toLocaleString('en')} jobs accepted`,
    `${acceptS.toFixed(3)} s`,
    `≤ ${TARGETS.retryAcceptS} s`,
    acceptS <= TARGETS.retryAcceptS,
  );
  console.info(
    `Then delivered by the runner in the background in ${deliveredS.toFixed(1)} s (job pace 0).`,
  );
  stopDeliveries(ctx);
  mock.store.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
