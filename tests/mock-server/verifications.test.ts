// @vitest-environment node
import { REVIEW_SLA_HOURS, SLA_AT_RISK_WINDOW_HOURS } from '../../src/contract/constants';
import type { VerificationRecord } from '../../mock-server/types';
import { VERIFICATIONS_PER_TENANT } from '../../mock-server/seed/verifications';
import { toVerificationDetail } from '../../mock-server/verifications/dto';
import { call, expectDescriptor, signIn, startServer, type TestServer, data } from './helpers';

let server: TestServer;
let admin: string;
let adminGlobex: string;
let agent: string;
let analyst: string;

beforeAll(async () => {
  server = await startServer();
  admin = (await signIn(server.base, 'admin@demo.test', 't-acme')).tokens.accessToken;
  adminGlobex = (await signIn(server.base, 'admin@demo.test', 't-globex')).tokens.accessToken;
  agent = (await signIn(server.base, 'agent@demo.test')).tokens.accessToken;
  analyst = (await signIn(server.base, 'analyst@demo.test')).tokens.accessToken;
  // Signing in several users shares a busy machine with other suites.
}, 60_000);
afterAll(() => server.close());

type Row = {
  id: string;
  publicId: string;
  status: string;
  source: string;
  country: { code: string; alpha2: string; label: string };
  documentType: string;
  credentialCategories: string[];
  riskScore: number;
  matchType: string;
  firstName: string | null;
  lastName: string | null;
  documentNumber: string | null;
  createdAt: string;
  transactionCreationDate: string;
  updatedAt: string;
  reviewDueAt: string | null;
};
type Page = { content: Row[]; totalElements: number };

const filter = (body: Record<string, unknown>, token = admin) =>
  call<Page>(server.base, '/api/v1/verifications/filter', { token, body });
const acme = (): VerificationRecord[] =>
  data(server.mock).verifications.filter((v) => v.tenantId === 't-acme');
const HOUR = 3_600_000;

describe('verifications list', () => {
  it('seeds VERIFICATIONS_PER_TENANT per tenant and pages 10 by default, newest transaction first', async () => {
    expect(acme()).toHaveLength(VERIFICATIONS_PER_TENANT);
    const res = await filter({});
    expect(res.status).toBe(200);
    expect(res.json.totalElements).toBe(VERIFICATIONS_PER_TENANT);
    expect(res.json.content).toHaveLength(10);
    const dates = res.json.content.map((r) => r.transactionCreationDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(res.json.content.every((r) => r.id.startsWith('v-acme-'))).toBe(true);
    const newest = [...acme()].sort((a, b) =>
      b.transactionCreationDate.localeCompare(a.transactionCreationDate),
    )[0]!;
    expect(res.json.content[0]!.transactionCreationDate).toBe(newest.transactionCreationDate);
  });

  it('has a realistic mix: a review queue of a few percent, risk skewed low, several countries', () => {
    const all = acme();
    const pending = all.filter((v) => v.status === 'REVIEW_PENDING').length / all.length;
    expect(pending).toBeGreaterThan(0.015);
    expect(pending).toBeLessThan(0.04);
    const low = all.filter((v) => v.riskScore < 40).length;
    const high = all.filter((v) => v.riskScore >= 80).length;
    expect(low).toBeGreaterThan(all.length / 2);
    expect(high).toBeGreaterThan(0);
    expect(new Set(all.map((v) => v.country.alpha2)).size).toBeGreaterThan(10);
    // Processing verifications carry in-progress images.
    const processing = all.find((v) => v.status === 'PROCESSING' && v.credentials.length)!;
    expect(processing.credentials[0]!.parts[0]!.sensitivity).toBe('IN_PROGRESS');
  });

  it('pages with offset (0-based page) and clamps the page size', async () => {
    const first = await filter({ offset: 0, pageSize: 5 });
    const second = await filter({ offset: 1, pageSize: 5 });
    expect(second.json.content).toHaveLength(5);
    expect(second.json.content[0]!.id).not.toBe(first.json.content[0]!.id);
    const big = await filter({ pageSize: 5000 });
    expect(big.json.content).toHaveLength(100);
    const beyond = await filter({ offset: 10_000 });
    expect(beyond.json.content).toEqual([]);
    expect(beyond.json.totalElements).toBe(VERIFICATIONS_PER_TENANT);
  });

  it.each([
    ['transactionCreationDate', 'ASC'],
    ['transactionCreationDate', 'DESC'],
    ['createdAt', 'ASC'],
    ['createdAt', 'DESC'],
    ['updatedAt', 'ASC'],
    ['updatedAt', 'DESC'],
  ] as const)('sorts by %s %s', async (field, direction) => {
    const res = await filter({ pageSize: 100, offset: 2, sort: { field, direction } });
    const values = res.json.content.map((r) => r[field]);
    const sorted = [...values].sort();
    expect(values).toEqual(direction === 'ASC' ? sorted : sorted.reverse());
    const all = acme()
      .map((v) => v[field])
      .sort();
    const expectedFirst = direction === 'ASC' ? all[200] : all[all.length - 201];
    expect(values[0]).toBe(expectedFirst);
  });

  it.each([
    ['riskScore', 'ASC'],
    ['riskScore', 'DESC'],
    ['status', 'ASC'],
    ['status', 'DESC'],
  ] as const)('sorts by %s %s on the whole list', async (field, direction) => {
    const res = await filter({ pageSize: 100, sort: { field, direction } });
    expect(res.status).toBe(200);
    const values = res.json.content.map((r) => r[field]);
    const sign = direction === 'ASC' ? 1 : -1;
    const compare = (a: string | number, b: string | number) => (a < b ? -sign : a > b ? sign : 0);
    expect(values).toEqual([...values].sort(compare));
    const extreme = acme()
      .map((v) => v[field])
      .sort(compare)[0];
    expect(values[0]).toBe(extreme);
  });

  it('sorts by review due: pending ones by due time, the riskier first on a tie, the rest last', async () => {
    const pending = acme().filter((v) => v.status === 'REVIEW_PENDING');
    const byDue = [...pending].sort(
      (a, b) =>
        a.transactionCreationDate.localeCompare(b.transactionCreationDate) ||
        b.riskScore - a.riskScore ||
        a.id.localeCompare(b.id),
    );
    const page = async (direction: 'ASC' | 'DESC', offset: number) =>
      (await filter({ pageSize: 100, offset, sort: { field: 'reviewDueAt', direction } })).json
        .content;
    const asc = await page('ASC', 0);
    expect(asc.slice(0, Math.min(100, pending.length)).map((r) => r.id)).toEqual(
      byDue.slice(0, 100).map((v) => v.id),
    );
    // Rows without a due time (decided, processing...) come after every pending one, in either direction.
    for (const direction of ['ASC', 'DESC'] as const) {
      const boundary = await page(direction, Math.floor(pending.length / 100));
      const at = pending.length % 100;
      expect(boundary.slice(0, at).every((r) => r.reviewDueAt !== null)).toBe(true);
      expect(boundary.slice(at).every((r) => r.reviewDueAt === null)).toBe(true);
    }
    expect((await page('DESC', 0))[0]!.id).toBe(
      [...byDue].sort(
        (a, b) =>
          b.transactionCreationDate.localeCompare(a.transactionCreationDate) ||
          b.riskScore - a.riskScore,
      )[0]!.id,
    );
  });

  it('the review queue order: the most overdue first, then the riskiest of equally due ones', async () => {
    // Two pending reviews due at the same moment, long past their SLA: the riskier one leads the queue.
    const table = server.mock.store.table('verifications');
    const oldest = [...acme()]
      .filter((v) => v.status === 'REVIEW_PENDING')
      .sort((a, b) => a.transactionCreationDate.localeCompare(b.transactionCreationDate))[0]!;
    const [low, high] = acme()
      .filter((v) => v.status === 'APPROVED')
      .slice(0, 2) as [VerificationRecord, VerificationRecord];
    const overdue = new Date(Date.parse(oldest.transactionCreationDate) - 5 * HOUR).toISOString();
    const changed = (v: VerificationRecord, riskScore: number): VerificationRecord => ({
      ...v,
      status: 'REVIEW_PENDING',
      result: null,
      riskScore,
      transactionCreationDate: overdue,
    });
    table.update(changed(low, 10));
    table.update(changed(high, 95));
    try {
      const queue = await filter({
        status: ['REVIEW_PENDING'],
        pageSize: 5,
        sort: { field: 'reviewDueAt', direction: 'ASC' },
      });
      expect(queue.status).toBe(200);
      expect(queue.json.content.slice(0, 3).map((r) => r.id)).toEqual([high.id, low.id, oldest.id]);
      const due = queue.json.content.map((r) => r.reviewDueAt!);
      expect(due).toEqual([...due].sort());
      expect(Date.parse(due[0]!)).toBe(Date.parse(overdue) + REVIEW_SLA_HOURS * HOUR);
      // The dashboard's 'past the SLA' figure counts it by the same rule.
      const breached = await filter({ status: ['REVIEW_PENDING'], sla: 'BREACHED', pageSize: 100 });
      expect(breached.json.content.map((r) => r.id)).toContain(high.id);
    } finally {
      table.update(low);
      table.update(high);
    }
  });

  it('refuses an unknown sort field', async () => {
    const res = await filter({ sort: { field: 'firstName', direction: 'ASC' } });
    const body = expectDescriptor(res, 400, 'VALIDATION_ERROR_CODE');
    expect(body.details).toEqual([expect.objectContaining({ field: 'sort.field' })]);
  });

  const expectFilter = async (
    body: Record<string, unknown>,
    oracle: (v: VerificationRecord) => boolean,
  ) => {
    const res = await filter({ ...body, pageSize: 100 });
    expect(res.status).toBe(200);
    const expected = acme().filter(oracle);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(VERIFICATIONS_PER_TENANT);
    expect(res.json.totalElements).toBe(expected.length);
    const ids = new Set(expected.map((v) => v.id));
    expect(res.json.content.every((r) => ids.has(r.id))).toBe(true);
    return res.json;
  };

  it('filters by status (array or single string)', async () => {
    await expectFilter({ status: ['REVIEW_PENDING', 'REJECTED'] }, (v) =>
      ['REVIEW_PENDING', 'REJECTED'].includes(v.status),
    );
    await expectFilter({ status: 'APPROVED' }, (v) => v.status === 'APPROVED');
  });

  it('filters by source, country (alpha-2, any case), document type and match type', async () => {
    await expectFilter({ source: ['SDK_IOS'] }, (v) => v.source === 'SDK_IOS');
    const page = await expectFilter({ country: ['DE', 'at'] }, (v) =>
      ['DE', 'AT'].includes(v.country.alpha2),
    );
    expect(page.content[0]!.country).toMatchObject({ code: expect.stringMatching(/^(DEU|AUT)$/) });
    await expectFilter({ documentType: 'PASSPORT' }, (v) => v.documentType === 'PASSPORT');
    await expectFilter({ matchType: ['POSSIBLE_MATCH', 'CONFIRMED_MATCH'] }, (v) =>
      ['POSSIBLE_MATCH', 'CONFIRMED_MATCH'].includes(v.matchType),
    );
  });

  it('filters by credential category', async () => {
    const page = await expectFilter({ credentialCategory: ['LIVENESS'] }, (v) =>
      v.credentials.some((c) => c.category === 'LIVENESS'),
    );
    expect(page.content.every((r) => r.credentialCategories.includes('LIVENESS'))).toBe(true);
  });

  it('filters by risk score range (inclusive)', async () => {
    const page = await expectFilter(
      { riskScoreMin: 80, riskScoreMax: 100 },
      (v) => v.riskScore >= 80,
    );
    expect(page.content.every((r) => r.riskScore >= 80)).toBe(true);
    await expectFilter(
      { riskScoreMin: 20, riskScoreMax: 39 },
      (v) => v.riskScore >= 20 && v.riskScore <= 39,
    );
    await expectFilter({ riskScoreMax: 0 }, (v) => v.riskScore === 0);
  });

  it('filters by an inclusive UTC date range on the transaction date', async () => {
    const day = acme()[0]!.transactionCreationDate.slice(0, 10);
    await expectFilter(
      { startDate: day, endDate: day },
      (v) => v.transactionCreationDate.slice(0, 10) === day,
    );
    await expectFilter({ startDate: day }, (v) => v.transactionCreationDate.slice(0, 10) >= day);
    await expectFilter({ endDate: day }, (v) => v.transactionCreationDate.slice(0, 10) <= day);
  });

  it('searches names, document number and publicId case-insensitively as plain text', async () => {
    const sample = acme()[7]!;
    const byLast = await filter({ q: sample.lastName!.toUpperCase(), pageSize: 100 });
    expect(byLast.json.content.map((r) => r.id)).toContain(sample.id);
    expect(
      byLast.json.content.every(
        (r) =>
          `${r.firstName} ${r.lastName}`.toLowerCase().includes(sample.lastName!.toLowerCase()) ||
          r.documentNumber?.toLowerCase().includes(sample.lastName!.toLowerCase()) ||
          r.publicId.includes(sample.lastName!.toLowerCase()),
      ),
    ).toBe(true);
    const full = await filter({ q: `${sample.firstName} ${sample.lastName}` });
    expect(full.json.content.map((r) => r.id)).toContain(sample.id);
    const number = await filter({ q: sample.documentNumber!.toLowerCase() });
    expect(number.json.content.map((r) => r.id)).toEqual([sample.id]);
    const publicId = await filter({ q: sample.publicId.slice(0, 13) });
    expect(publicId.json.content.map((r) => r.id)).toEqual([sample.id]);
    const regexLike = await filter({ q: '(a+)+$' });
    expect(regexLike.status).toBe(200);
    expect(regexLike.json.totalElements).toBe(0);
  });

  it('filters the SLA: at risk and breached reviews', async () => {
    const now = Date.now();
    const due = (v: VerificationRecord) =>
      Date.parse(v.transactionCreationDate) + REVIEW_SLA_HOURS * HOUR;
    const atRisk = await expectFilter(
      { sla: 'AT_RISK' },
      (v) =>
        v.status === 'REVIEW_PENDING' &&
        due(v) > now &&
        due(v) <= now + SLA_AT_RISK_WINDOW_HOURS * HOUR,
    );
    expect(atRisk.content.every((r) => r.status === 'REVIEW_PENDING' && r.reviewDueAt)).toBe(true);
    await expectFilter({ sla: 'BREACHED' }, (v) => v.status === 'REVIEW_PENDING' && due(v) <= now);
    const combined = await filter({ sla: 'BREACHED', status: ['APPROVED'] });
    expect(combined.json.totalElements).toBe(0);
  });

  it('gives reviewDueAt only to pending reviews', async () => {
    const res = await filter({ status: ['REVIEW_PENDING', 'APPROVED'], pageSize: 100 });
    for (const row of res.json.content)
      if (row.status === 'REVIEW_PENDING')
        expect(Date.parse(row.reviewDueAt!)).toBe(
          Date.parse(row.transactionCreationDate) + REVIEW_SLA_HOURS * HOUR,
        );
      else expect(row.reviewDueAt).toBeNull();
  });

  it('answers the spec messages for bad dates and a reversed risk range', async () => {
    const format = expectDescriptor(
      await filter({ startDate: '2026-13-01', endDate: '01.02.2026' }),
      400,
      'VALIDATION_ERROR_CODE',
    );
    expect(format.details).toEqual([
      { field: 'startDate', code: 'DATE_FORMAT', message: 'Dates should be in YYYY-MM-DD format.' },
      { field: 'endDate', code: 'DATE_FORMAT', message: 'Dates should be in YYYY-MM-DD format.' },
    ]);
    const order = expectDescriptor(
      await filter({ startDate: '2026-02-02', endDate: '2026-02-01' }),
      400,
      'VALIDATION_ERROR_CODE',
    );
    expect(order.details).toEqual([
      { field: 'endDate', code: 'DATE_ORDER', message: 'The order of the dates is incorrect.' },
    ]);
    const range = expectDescriptor(
      await filter({ riskScoreMin: 60, riskScoreMax: 10 }),
      400,
      'VALIDATION_ERROR_CODE',
    );
    expect(range.details).toEqual([
      expect.objectContaining({ field: 'riskScoreMax', code: 'RANGE_ORDER' }),
    ]);
    expectDescriptor(await filter({ status: ['NOPE'] }), 400, 'VALIDATION_ERROR_CODE');
    expectDescriptor(await filter({ country: ['DEU'] }), 400, 'VALIDATION_ERROR_CODE');
  });

  it('counts per status for the filter without its status part', async () => {
    const res = await call<Record<string, number>>(
      server.base,
      '/api/v1/verifications/filter/counts',
      { token: admin, body: { status: ['APPROVED'], documentType: ['PASSPORT'] } },
    );
    expect(res.status).toBe(200);
    const passports = acme().filter((v) => v.documentType === 'PASSPORT');
    expect(res.json.ALL).toBe(passports.length);
    for (const status of [
      'INITIATED',
      'PROCESSING',
      'REVIEW_PENDING',
      'APPROVED',
      'REJECTED',
      'EXPIRED',
    ])
      expect(res.json[status]).toBe(passports.filter((v) => v.status === status).length);
  });
});

describe('verification detail and tenancy', () => {
  it('answers the full record with derived fields', async () => {
    const pending = acme().find((v) => v.status === 'REVIEW_PENDING')!;
    const res = await call<Record<string, unknown>>(
      server.base,
      `/api/v1/verifications/${pending.id}`,
      { token: admin },
    );
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      id: pending.id,
      version: pending.version,
      idSpecType: pending.idSpecType,
      issuingCountry: pending.issuingCountry,
      dateOfBirth: pending.dateOfBirth,
      reviewDueAt: expect.any(String),
      replayCount: pending.replayCount,
      credentials: expect.any(Array),
    });
    const part = (res.json.credentials as { parts: { href: string }[] }[])[0]!.parts[0]!;
    expect(part.href).toMatch(new RegExp(`^v1/verifications/${pending.id}/images/`));
  });

  it('answers the detail exactly as the platform DTO (served by the generic handler)', async () => {
    const sample = acme().find((v) => v.credentials.length > 0 && v.result !== null)!;
    const res = await call<Record<string, unknown>>(
      server.base,
      `/api/v1/verifications/${sample.id}`,
      { token: admin },
    );
    expect(res.status).toBe(200);
    expect(res.json).toEqual(JSON.parse(JSON.stringify(toVerificationDetail(sample))));
    // The stored creator stays inside.
    expect(res.json).not.toHaveProperty('createdBy');
  });

  it('answers 404 for an unknown id', async () => {
    const res = await call(server.base, '/api/v1/verifications/v-missing', { token: admin });
    expect(res.status).toBe(404);
  });

  it("keeps each tenant's verifications apart on list, counts, detail and audit log", async () => {
    const globex = await filter({}, adminGlobex);
    expect(globex.json.content.every((r) => r.id.startsWith('v-globex-'))).toBe(true);
    const search = await filter({ q: 'v-globex' });
    expect(search.json.totalElements).toBe(0);
    const globexId = globex.json.content[0]!.id;
    expectDescriptor(
      await call(server.base, `/api/v1/verifications/${globexId}`, { token: admin }),
      404,
      'NOT_FOUND',
    );
    expectDescriptor(
      await call(server.base, `/api/v1/verifications/${globexId}/audit-log`, { token: admin }),
      404,
      'NOT_FOUND',
    );
    expectDescriptor(
      await call(server.base, '/api/v1/verifications/v-missing', { token: admin }),
      404,
      'NOT_FOUND',
    );
    const counts = await call<Record<string, number>>(
      server.base,
      '/api/v1/verifications/filter/counts',
      { token: adminGlobex, body: {} },
    );
    expect(counts.json.ALL).toBe(
      data(server.mock).verifications.filter((v) => v.tenantId === 't-globex').length,
    );
  });

  it('denies a role without scan permissions (403 with the required authorities)', async () => {
    for (const [method, path, body] of [
      ['POST', '/api/v1/verifications/filter', {}],
      ['POST', '/api/v1/verifications/filter/counts', {}],
      ['GET', '/api/v1/verifications/v-acme-000001'],
      ['GET', '/api/v1/verifications/v-acme-000001/audit-log'],
      ['GET', '/api/v1/verifications/v-acme-000001/images/v-acme-000001-c1-p1'],
      ['POST', '/api/v1/verifications/download-csv', {}],
    ] as const) {
      const res = await call(server.base, path, { method, token: analyst, body });
      const descriptor = expectDescriptor(res, 403, 'ACCESS_DENIED');
      expect(descriptor.requiredAuthorities).toEqual(expect.any(Array));
    }
    const agentList = await filter({}, agent);
    expect(agentList.status).toBe(200);
  });

  it("answers the verification's own audit entries, newest first, paged", async () => {
    const v = acme().find((x) => x.status === 'APPROVED' && !x.wipedOutAt)!;
    for (let i = 0; i < 2; i++)
      expect(
        (
          await call(server.base, `/api/v1/verifications/${v.id}/images/masking-request`, {
            method: 'POST',
            token: admin,
          })
        ).status,
      ).toBe(200);
    const res = await call<{
      content: { action: string; entityId: string; timestamp: string }[];
      totalElements: number;
    }>(server.base, `/api/v1/verifications/${v.id}/audit-log?page=0&size=1`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.json.totalElements).toBeGreaterThanOrEqual(2);
    expect(res.json.content).toHaveLength(1);
    expect(res.json.content[0]).toMatchObject({
      action: 'VERIFICATION_MASKING_REQUEST',
      entityId: v.id,
    });
    const all = await call<{ content: { timestamp: string }[] }>(
      server.base,
      `/api/v1/verifications/${v.id}/audit-log?size=100`,
      { token: admin },
    );
    const stamps = all.json.content.map((e) => e.timestamp);
    expect(stamps).toEqual([...stamps].sort().reverse());
  });
});
