// @vitest-environment node
import Papa from 'papaparse';
import { JOB_TTL_MS } from '../../mock-server/verifications/csvJobs';
import { call, expectDescriptor, signIn, startServer, type TestServer, data } from './helpers';

let offset = 0;
const clock = () => Date.now() + offset;

let server: TestServer;
let admin: string;
let adminGlobex: string;
let manager: string;

beforeAll(async () => {
  server = await startServer({ now: clock });
  admin = (await signIn(server.base, 'admin@demo.test', 't-acme')).tokens.accessToken;
  adminGlobex = (await signIn(server.base, 'admin@demo.test', 't-globex')).tokens.accessToken;
  manager = (await signIn(server.base, 'manager@demo.test')).tokens.accessToken;
  // Signing in several users shares a busy machine with other suites.
}, 60_000);
afterAll(() => server.close());

type Job = { jobId: string; total: number };
type Status = { jobId: string; status: string; processed: number; total: number };

const start = (body: Record<string, unknown>, token = admin) =>
  call<Job>(server.base, '/api/v1/verifications/download-csv', { token, body });
const status = (jobId: string, token = admin) =>
  call<Status>(server.base, `/api/v1/verifications/download-csv/${jobId}`, { token });
const file = (jobId: string, token = admin) =>
  call(server.base, `/api/v1/verifications/download-csv/${jobId}/file`, { token });

const waitDone = async (jobId: string): Promise<Status> => {
  for (let i = 0; i < 200; i++) {
    const res = await status(jobId);
    expect(res.status).toBe(200);
    expect(res.json.processed).toBeLessThanOrEqual(res.json.total);
    if (res.json.status !== 'RUNNING') return res.json;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('export did not finish');
};

const acme = () => data(server.mock).verifications.filter((v) => v.tenantId === 't-acme');

describe('verification CSV export jobs', () => {
  it('exports every matching row of the tenant (not capped), in chunks, as text/csv', async () => {
    const res = await start({});
    expect(res.status).toBe(200);
    expect(res.json.total).toBe(acme().length);
    const done = await waitDone(res.json.jobId);
    expect(done).toMatchObject({ status: 'DONE', processed: acme().length, total: acme().length });
    const csv = await file(res.json.jobId);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toMatch(
      /attachment; filename="verifications-.*\.csv"/,
    );
    const parsed = Papa.parse<Record<string, string>>(csv.text.trim(), { header: true });
    expect(parsed.data).toHaveLength(acme().length);
    expect(parsed.data.every((row) => row.id!.startsWith('v-acme-'))).toBe(true);
    expect(parsed.meta.fields).toEqual(expect.arrayContaining(['publicId', 'status', 'riskScore']));
  });

  it('applies the filter and the sort', async () => {
    const res = await start({
      status: ['REVIEW_PENDING'],
      sort: { field: 'createdAt', direction: 'ASC' },
    });
    const expected = acme().filter((v) => v.status === 'REVIEW_PENDING');
    expect(res.json.total).toBe(expected.length);
    await waitDone(res.json.jobId);
    const rows = Papa.parse<Record<string, string>>((await file(res.json.jobId)).text.trim(), {
      header: true,
    }).data;
    expect(rows.every((r) => r.status === 'REVIEW_PENDING')).toBe(true);
    const created = rows.map((r) => r.createdAt!);
    expect(created).toEqual([...created].sort());
    expectDescriptor(await start({ startDate: '2026-1-1' }), 400, 'VALIDATION_ERROR_CODE');
  });

  it('makes formula-looking cells harmless', async () => {
    const v = acme()[3]!;
    v.firstName = '=HYPERLINK("http://evil.test","x")';
    v.lastName = '+cmd|/C calc!A0';
    v.documentNumber = '@SUM(1+1)';
    server.mock.store.table('verifications').update(v);
    const res = await start({ q: v.publicId });
    expect(res.json.total).toBe(1);
    await waitDone(res.json.jobId);
    const text = (await file(res.json.jobId)).text;
    const [row] = Papa.parse<Record<string, string>>(text.trim(), { header: true }).data;
    expect(row!.firstName).toBe(`'=HYPERLINK("http://evil.test","x")`);
    expect(row!.lastName).toBe(`'+cmd|/C calc!A0`);
    expect(row!.documentNumber).toBe(`'@SUM(1+1)`);
  });

  it('escapes formulas after leading spaces, line breaks and in full-width form, and keeps negative numbers', async () => {
    const v = acme()[4]!;
    v.firstName = ' =HYPERLINK("http://evil.test")';
    v.lastName = '\u00a0\uff1dcmd';
    v.documentNumber = '\nSUM(1)';
    v.riskScore = -1;
    server.mock.store.table('verifications').update(v);
    const res = await start({ q: v.publicId });
    expect(res.json.total).toBe(1);
    await waitDone(res.json.jobId);
    const text = (await file(res.json.jobId)).text;
    const [row] = Papa.parse<Record<string, string>>(text.trim(), { header: true }).data;
    expect(row!.firstName).toBe(`' =HYPERLINK("http://evil.test")`);
    expect(row!.lastName).toBe(`'\u00a0\uff1dcmd`);
    expect(row!.documentNumber).toBe(`'\nSUM(1)`);
    expect(row!.riskScore).toBe('-1');
  });

  it("keeps jobs to the user and tenant that started them; other tenants' rows never appear", async () => {
    const res = await start({ status: ['APPROVED'] });
    await waitDone(res.json.jobId);
    // Same tenant, other user → 404.
    expectDescriptor(await status(res.json.jobId, manager), 404, 'NOT_FOUND');
    expectDescriptor(await file(res.json.jobId, manager), 404, 'NOT_FOUND');
    // Same user, other tenant session → 404.
    expectDescriptor(await status(res.json.jobId, adminGlobex), 404, 'NOT_FOUND');
    expectDescriptor(await file(res.json.jobId, adminGlobex), 404, 'NOT_FOUND');
    // The Globex session exports Globex rows only.
    const globex = await start({}, adminGlobex);
    const globexStatus = await call<Status>(
      server.base,
      `/api/v1/verifications/download-csv/${globex.json.jobId}`,
      { token: adminGlobex },
    );
    expect(globexStatus.status).toBe(200);
    for (let i = 0; i < 200; i++) {
      const s = await call<Status>(
        server.base,
        `/api/v1/verifications/download-csv/${globex.json.jobId}`,
        { token: adminGlobex },
      );
      if (s.json.status === 'DONE') break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const globexCsv = await file(globex.json.jobId, adminGlobex);
    const rows = Papa.parse<Record<string, string>>(globexCsv.text.trim(), { header: true }).data;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.id!.startsWith('v-globex-'))).toBe(true);
    expectDescriptor(await status('00000000-0000-4000-8000-000000000000'), 404, 'NOT_FOUND');
    expectDescriptor(await status('not-a-job'), 400, 'VALIDATION_ERROR_CODE');
  });

  it('expires jobs after ten minutes', async () => {
    const res = await start({ documentType: 'PASSPORT' });
    await waitDone(res.json.jobId);
    offset += JOB_TTL_MS + 1000;
    expectDescriptor(await status(res.json.jobId), 404, 'NOT_FOUND');
  });
});
