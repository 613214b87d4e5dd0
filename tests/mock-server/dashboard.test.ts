// @vitest-environment node
import { computeDashboardStats } from '../../mock-server/routes/dashboard';
import type { VerificationRecord, VerificationStatus } from '../../mock-server/types';
import { call, expectDescriptor, signIn, startServer, type TestServer, data } from './helpers';

/** A fixed server clock: 2026-11-22, 12:00 UTC. */
const NOW = Date.parse('2026-11-22T12:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const at = (ms: number) => new Date(ms).toISOString();

let sequence = 0;
const verification = (
  tenantId: string,
  status: VerificationStatus,
  transactionCreationDate: string,
  riskScore: number,
): VerificationRecord => {
  sequence += 1;
  return {
    id: `v-test-${sequence}`,
    version: 1,
    createdBy: 'system',
    updatedBy: 'system',
    updatedAt: transactionCreationDate,
    tenantId,
    publicId: `P-${sequence}`,
    status,
    source: 'WEB',
    country: { code: 'DEU', label: 'Germany', alpha2: 'DE' },
    documentType: 'PASSPORT',
    createdAt: transactionCreationDate,
    transactionCreationDate,
    completedAt: null,
    riskScore,
    matchType: 'NO_MATCH',
    documentNumber: 'X1',
    issuingCountry: 'DE',
    idSpecType: 'P',
    firstName: 'Test',
    lastName: 'Person',
    workflowId: null,
    workflowName: null,
    workflowStatus: null,
    workflowExecutionId: null,
    credentials: [],
    result: null,
    maskingRequestedAt: null,
    wipedOutAt: null,
    replayCount: 0,
  };
};

/** The controlled data set of Acme Bank (and some Globex records that must never be counted for Acme). */
const acme = [
  // Today (UTC midnight included): approved and rejected.
  verification('t-acme', 'APPROVED', '2026-11-22T08:00:00.000Z', 10),
  verification('t-acme', 'REJECTED', '2026-11-22T00:00:00.000Z', 85),
  // Yesterday: reviews due in 2 h (at risk: within the 4 h window), in 6 h (on time) and 2 h ago
  // (breached), and one initiated a millisecond before today.
  verification('t-acme', 'REVIEW_PENDING', at(NOW - 22 * HOUR), 50),
  verification('t-acme', 'REVIEW_PENDING', at(NOW - 18 * HOUR), 19),
  verification('t-acme', 'INITIATED', '2026-11-21T23:59:59.999Z', 20),
  verification('t-acme', 'REVIEW_PENDING', at(NOW - 26 * HOUR), 100),
  // Two days ago: approved.
  verification('t-acme', 'APPROVED', '2026-11-20T10:00:00.000Z', 79),
  // Three days ago: outside a 3-day window, inside 30.
  verification('t-acme', 'EXPIRED', '2026-11-19T23:59:59.999Z', 60),
  // Long ago: outside every window (in no period figure), but an open review long breached.
  verification('t-acme', 'REVIEW_PENDING', '2025-01-01T00:00:00.000Z', 40),
  verification('t-acme', 'PROCESSING', '2025-01-01T00:00:00.000Z', 0),
];
const globex = [
  verification('t-globex', 'REVIEW_PENDING', at(NOW - 23 * HOUR), 90),
  verification('t-globex', 'APPROVED', '2026-11-22T01:00:00.000Z', 5),
];

type Stats = ReturnType<typeof computeDashboardStats>;

let server: TestServer;
let admin: string;
let adminGlobex: string;
let analyst: string;

beforeAll(async () => {
  server = await startServer({ now: () => NOW });
  data(server.mock).verifications = [...acme, ...globex];
  admin = (await signIn(server.base, 'admin@demo.test', 't-acme')).tokens.accessToken;
  adminGlobex = (await signIn(server.base, 'admin@demo.test', 't-globex')).tokens.accessToken;
  analyst = (await signIn(server.base, 'analyst@demo.test')).tokens.accessToken;
});
afterAll(() => server.close());

const stats = (token: string, query = '') =>
  call<Stats>(server.base, `/api/v1/dashboard/verifications${query}`, { token });

describe('dashboard verification stats', () => {
  it('computes every figure of the session tenant over the default 30-day window', async () => {
    const res = await stats(admin);
    expect(res.status).toBe(200);
    const body = res.json;
    expect(body.days).toHaveLength(30);
    expect(body.days[0]?.date).toBe('2026-10-24');
    expect(body.days.at(-1)).toEqual({
      date: '2026-11-22',
      total: 2,
      approved: 1,
      rejected: 1,
      reviewPending: 0,
    });
    expect(body.days.at(-2)).toEqual({
      date: '2026-11-21',
      total: 4,
      approved: 0,
      rejected: 0,
      reviewPending: 3,
    });
    expect(body.days.at(-3)).toEqual({
      date: '2026-11-20',
      total: 1,
      approved: 1,
      rejected: 0,
      reviewPending: 0,
    });
    expect(body.days.at(-4)?.total).toBe(1);
    expect(body.days.reduce((sum, d) => sum + d.total, 0)).toBe(8);
    // By status and by risk: the same 8 verifications of the period as the series, not all 10 ever made.
    expect(body.byStatus).toEqual({
      INITIATED: 1,
      PROCESSING: 0,
      REVIEW_PENDING: 3,
      APPROVED: 2,
      REJECTED: 1,
      EXPIRED: 1,
    });
    expect(body.riskBuckets).toEqual([
      { min: 0, max: 19, count: 2 },
      { min: 20, max: 39, count: 1 },
      { min: 40, max: 59, count: 1 },
      { min: 60, max: 79, count: 2 },
      { min: 80, max: 100, count: 2 },
    ]);
    // The open review queue is now, whatever the date: the review of 2025 is the most overdue one.
    expect(body.reviewQueue).toBe(4);
    expect(body.slaAtRisk).toBe(1);
    expect(body.slaBreached).toBe(2);
    // (10 + 85 + 50 + 19 + 20 + 100 + 79 + 60) / 8 = 52.875
    expect(body.averageRiskScore).toBe(52.9);
    expect(body.generatedAt).toBe('2026-11-22T12:00:00.000Z');
  });

  it('honours ?days: exactly that many UTC days, today last', async () => {
    const res = await stats(admin, '?days=3');
    expect(res.status).toBe(200);
    expect(res.json.days.map((d) => d.date)).toEqual(['2026-11-20', '2026-11-21', '2026-11-22']);
    expect(res.json.days.reduce((sum, d) => sum + d.total, 0)).toBe(7);
    // Every period figure adds up to the period's total.
    expect(Object.values(res.json.byStatus).reduce((a, b) => a + b, 0)).toBe(7);
    expect(res.json.riskBuckets.reduce((sum, b) => sum + b.count, 0)).toBe(7);
    // The open queue does not depend on the window.
    expect(res.json.reviewQueue).toBe(4);
    const one = await stats(admin, '?days=1');
    expect(one.json.days).toEqual([
      { date: '2026-11-22', total: 2, approved: 1, rejected: 1, reviewPending: 0 },
    ]);
    expect((await stats(admin, '?days=90')).json.days).toHaveLength(90);
  });

  it('keeps tenants apart', async () => {
    const res = await stats(adminGlobex);
    expect(res.status).toBe(200);
    expect(res.json.byStatus.REVIEW_PENDING).toBe(1);
    expect(res.json.byStatus.APPROVED).toBe(1);
    expect(res.json.reviewQueue).toBe(1);
    expect(res.json.slaAtRisk).toBe(1);
    expect(res.json.slaBreached).toBe(0);
    expect(res.json.days.at(-1)?.total).toBe(1);
    expect(res.json.days.at(-2)?.total).toBe(1);
    expect(res.json.days.reduce((sum, d) => sum + d.total, 0)).toBe(2);
  });

  it('answers an empty tenant with zeros and a full series', async () => {
    data(server.mock).verifications = [...globex];
    try {
      const res = await stats(admin);
      expect(res.status).toBe(200);
      expect(res.json.days).toHaveLength(30);
      expect(res.json.days.every((d) => d.total === 0)).toBe(true);
      expect(Object.values(res.json.byStatus).every((n) => n === 0)).toBe(true);
      expect(res.json.averageRiskScore).toBeNull();
    } finally {
      data(server.mock).verifications = [...acme, ...globex];
    }
  });

  it('denies a caller without PERM_KYC_DASHBOARD_VIEW (403) and an anonymous one (401)', async () => {
    // The analyst holds the dashboard permission; take it away by changing the role in the store.
    const analystUser = data(server.mock).users.find((u) => u.email === 'analyst@demo.test');
    const users = server.mock.store.table('users');
    users.update({ ...analystUser!, roles: ['ROLE_NV_INTEGRATION_ADMIN'] });
    try {
      const res = await stats(analyst);
      expectDescriptor(res, 403, 'ACCESS_DENIED');
      expect(
        (res.json as unknown as { requiredAuthorities: string[] }).requiredAuthorities,
      ).toEqual(['PERM_KYC_DASHBOARD_VIEW']);
    } finally {
      users.update(analystUser!);
    }
    expect((await stats(analyst)).status).toBe(200);
    expectDescriptor(
      await call(server.base, '/api/v1/dashboard/verifications'),
      401,
      'TOKEN_INVALID',
    );
  });

  it.each(['0', '91', '-1', '1.5', 'abc', ''])('refuses days=%s with 400', async (days) => {
    const res = await stats(admin, `?days=${days}`);
    expectDescriptor(res, 400, 'VALIDATION_ERROR_CODE');
  });
});

describe('computeDashboardStats', () => {
  it('handles 100,000 records in one pass quickly', () => {
    const statuses: VerificationStatus[] = ['APPROVED', 'REJECTED', 'REVIEW_PENDING', 'EXPIRED'];
    const many = Array.from({ length: 100_000 }, (_, i) =>
      verification(
        i % 2 ? 't-acme' : 't-globex',
        statuses[i % statuses.length]!,
        at(NOW - (i % 40) * 24 * HOUR),
        i % 101,
      ),
    );
    const started = performance.now();
    const result = computeDashboardStats(many, 't-acme', 30, NOW);
    const elapsed = performance.now() - started;
    // Odd indices are Acme's; 15 of their 20 distinct days fall in the 30-day window.
    const inWindow = result.days.reduce((sum, day) => sum + day.total, 0);
    expect(inWindow).toBe(37_500);
    expect(Object.values(result.byStatus).reduce((a, b) => a + b, 0)).toBe(inWindow);
    expect(result.riskBuckets.reduce((sum, b) => sum + b.count, 0)).toBe(inWindow);
    // A generous bound for a shared 2-core machine; the point is "one pass", not a micro-benchmark.
    expect(elapsed).toBeLessThan(1000);
  });
});
