// @vitest-environment node
import { enqueueDelivery } from '../../mock-server/deadLetters/runner';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../mock-server/seed/demoAccounts';
import {
  call,
  data,
  expectDescriptor,
  freshTotp,
  signIn,
  startServer,
  type TestServer,
} from './helpers';

/**
 * The dead-letter queue in the emulator: the seeded mix grouped by error signature, the metrics, a merchant's
 * broken callback URL whose test callbacks fail their three attempts and land in the queue as one group, the URL
 * fixed and the group retried (PENDING, then DONE), a second retry refused, the stack trace, and who may do what
 * in which tenant.
 */
interface Job {
  id: string;
  status: string;
  jobType: string;
  target: string;
  attempts: number;
  errorSummary: string;
  errorSignature: string;
  payload: string;
  attemptHistory: { responseCode: number | null; error: string | null; retriedBy: string | null }[];
  retriedBy: string | null;
  tenantName: string;
}
type Page<T> = { content: T[]; totalElements: number };
interface Groups {
  groups: {
    signature: string;
    count: number;
    jobType: string;
    message: string;
    topFrame: string;
  }[];
  total: number;
}

interface OutboxMail {
  mailKey: string;
  text: string;
  recipient: string;
  tenantId: string;
  kind: string;
}

let server: TestServer;
let admin: string;
let adminGlobex: string;
let manager: string;
let agent: string;

const guard = (extra: Record<string, unknown> = {}) => ({
  password: DEMO_PASSWORD,
  passCode: freshTotp(server, DEMO_ACCOUNTS.admin.totpSecret),
  reason: 'Callback endpoint moved',
  classification: 'MAINTENANCE',
  ...extra,
});

beforeAll(async () => {
  // A fast pace: the three attempts of a delivery take milliseconds instead of a second.
  server = await startServer({ jobPaceMs: 1 });
  admin = (await signIn(server.base, 'admin@demo.test', 't-acme')).tokens.accessToken;
  adminGlobex = (await signIn(server.base, 'admin@demo.test', 't-globex')).tokens.accessToken;
  manager = (await signIn(server.base, 'manager@demo.test')).tokens.accessToken;
  agent = (await signIn(server.base, 'agent@demo.test')).tokens.accessToken;
}, 60_000);
afterAll(() => server.close());

const BASE = '/api/v1/dead-letter-jobs';
const outbox = () => data(server.mock)['mail-outbox'] as unknown as OutboxMail[];
const list = (token: string, body: Record<string, unknown> = {}) =>
  call<Page<Job>>(server.base, `${BASE}/filter`, {
    token,
    body: { offset: 0, pageSize: 100, ...body },
  });
const groups = (token: string, body: Record<string, unknown> = {}) =>
  call<Groups>(server.base, `${BASE}/groups`, { token, body });

/** Polls until `check` holds (the runner works in the background), at most five seconds. */
const eventually = async <T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> => {
  const until = Date.now() + 5_000;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('dead-letter jobs', () => {
  it('lists the seeded failures; one broken endpoint is one group', async () => {
    const failed = await list(admin, { status: ['FAILED'] });
    expect(failed.status).toBe(200);
    expect(failed.json.totalElements).toBeGreaterThan(20);
    const types = new Set(failed.json.content.map((job) => job.jobType));
    expect(types).toEqual(
      new Set([
        'MERCHANT_CALLBACK',
        'EMAIL',
        'REPORT_GENERATION',
        'DATASET_EXPORT',
        'SCREENING_REFRESH',
      ]),
    );
    const grouped = await groups(admin, { status: ['FAILED'] });
    expect(grouped.json.total).toBe(failed.json.totalElements);
    const [largest] = grouped.json.groups;
    expect(largest).toMatchObject({
      jobType: 'MERCHANT_CALLBACK',
      message: expect.stringMatching(/HTTP 500 from http:\/\/localhost\/api\/__receiver\//),
      topFrame: 'com.trustdesk.delivery.CallbackSender.post',
    });
    expect(largest!.count).toBeGreaterThanOrEqual(12);

    const metrics = await call<{ failed: number; oldestFailure: { id: string } | null }>(
      server.base,
      `${BASE}/metrics`,
      { token: admin },
    );
    expect(metrics.json.failed).toBe(failed.json.totalElements);
    expect(metrics.json.oldestFailure?.id).toMatch(/^dlj-/);

    const job = failed.json.content[0]!;
    const trace = await call<{ stacktrace: string }>(server.base, `${BASE}/${job.id}/stacktrace`, {
      token: admin,
    });
    expect(trace.json.stacktrace.split('\n')[0]).toBe(job.errorSummary);
    expect(trace.json.stacktrace).toMatch(/\n\tat [\w.$/]+\(/);
  });

  it('a broken callback URL fills the queue; fixed, the group is retried and delivered', async () => {
    const merchant = data(server.mock).merchants.find((m) => m.tenantId === 't-acme')!;
    const callback = `/api/v1/merchants/${merchant.id}/callback`;
    const before = (
      await call<{ url: string; version: number }>(server.base, callback, { token: admin })
    ).json;
    const broken = 'http://localhost/api/__receiver/e2e-shop?status=503';
    const saved = await call<{ url: string }>(server.base, callback, {
      method: 'PUT',
      token: admin,
      body: guard({ entity: { url: broken, version: before.version } }),
    });
    expect(saved.json.url).toBe(broken);

    for (let i = 0; i < 3; i += 1)
      expect(
        (await call(server.base, `${callback}/test`, { method: 'POST', token: admin })).status,
      ).toBe(200);
    const landed = await eventually(
      () => list(admin, { q: 'e2e-shop' }),
      (page) => page.json.totalElements === 3,
    );
    expect(landed.json.content.map((job) => [job.status, job.attempts])).toEqual([
      ['FAILED', 3],
      ['FAILED', 3],
      ['FAILED', 3],
    ]);
    const [first] = landed.json.content;
    expect(first!.attemptHistory.map((attempt) => attempt.responseCode)).toEqual([503, 503, 503]);
    expect(first!.payload).toContain('"signature": "••••••••"');
    const signature = first!.errorSignature;
    expect(new Set(landed.json.content.map((job) => job.errorSignature))).toEqual(
      new Set([signature]),
    );
    const group = (await groups(admin)).json.groups.find((g) => g.signature === signature);
    expect(group).toMatchObject({
      count: 3,
      message:
        'com.trustdesk.delivery.CallbackDeliveryException: HTTP 503 from http://localhost/api/__receiver/e2e-shop',
    });

    // A new kind of failure is told once to each active administrator of the tenant, not once per job.
    const administrators = data(server.mock)
      .users.filter(
        (user) =>
          user.tenantIds.includes('t-acme') &&
          user.roles.includes('ROLE_ADMINISTRATOR') &&
          user.status === 'ACTIVE',
      )
      .map((user) => user.email);
    expect(administrators.length).toBeGreaterThan(0);
    const notices = outbox().filter(
      (mail) => mail.mailKey === 'JOB_FAILED' && String(mail.text).includes('e2e-shop'),
    );
    expect(notices.map((mail) => mail.recipient).sort()).toEqual([...administrators].sort());
    expect(notices.every((mail) => mail.tenantId === 't-acme' && mail.kind === 'PLATFORM')).toBe(
      true,
    );
    expect(String(notices[0]!.text)).toContain('Merchant callback');
    expect(String(notices[0]!.text)).toMatch(/\/dead-letter-jobs\/dlj-[^/]+\/show/);

    // A manager reads the queue but may not retry; a support agent may not read it.
    expectDescriptor(
      await call(server.base, `${BASE}/retry`, { token: manager, body: { signature } }),
      403,
      'ACCESS_DENIED',
    );
    expect((await list(manager)).status).toBe(200);
    expectDescriptor(await list(agent), 403, 'ACCESS_DENIED');

    await call(server.base, callback, {
      method: 'PUT',
      token: admin,
      body: guard({
        entity: { url: 'http://localhost/api/__receiver/e2e-shop', version: before.version + 1 },
      }),
    });
    const retried = await call<{ accepted: number }>(server.base, `${BASE}/retry`, {
      token: admin,
      body: { signature },
    });
    expect(retried.json).toEqual({ accepted: 3 });
    const done = await eventually(
      () => list(admin, { q: 'e2e-shop' }),
      (page) => page.json.content.every((job) => job.status === 'DONE'),
    );
    expect(done.json.content.map((job) => [job.status, job.attempts, job.retriedBy])).toEqual([
      ['DONE', 4, 'admin@demo.test'],
      ['DONE', 4, 'admin@demo.test'],
      ['DONE', 4, 'admin@demo.test'],
    ]);
    expect(done.json.content[0]!.attemptHistory.at(-1)).toMatchObject({
      responseCode: 200,
      error: null,
      retriedBy: 'admin@demo.test',
    });

    // A delivered job is not retried again, alone or in a selection.
    const refused = expectDescriptor(
      await call(server.base, `${BASE}/${first!.id}/retry`, { method: 'POST', token: admin }),
      409,
      'ACTION_NOT_ALLOWED',
    );
    expect(refused.message).toBe(
      `The job ${first!.id} was delivered by an earlier retry; only a failed job can be retried.`,
    );
    const failed = (await list(admin, { status: ['FAILED'], pageSize: 1 })).json.content[0]!;
    expectDescriptor(
      await call(server.base, `${BASE}/bulk-retry`, {
        token: admin,
        body: { ids: [failed.id, first!.id] },
      }),
      409,
      'ACTION_NOT_ALLOWED',
    );
    expect((await list(admin, { status: ['FAILED'] })).json.content.map((j) => j.id)).toContain(
      failed.id,
    );
    const audit = data(server.mock).auditLog.filter((entry) =>
      entry.action.startsWith('DEAD_LETTER'),
    );
    expect(audit.map((entry) => [entry.action, entry.result])).toEqual(
      expect.arrayContaining([
        ['DEAD_LETTER_JOBS_RETRY_MATCHING', 'SUCCESS'],
        ['DEAD_LETTER_JOB_RETRY', 'FAILURE'],
      ]),
    );
  });

  it('a failure notice the mail server refuses lands in the queue without a notice of its own', async () => {
    // A second administrator, whose mailbox is gone: a notice to them fails; the first must not hear of it.
    const users = server.mock.store.table('users');
    const admin1 = users.first('email', 'admin@demo.test')!;
    const gone = 'notices-refused@acme-bank.invalid';
    users.insert({ ...admin1, id: 'u-notices-refused', email: gone, tenantIds: ['t-acme'] });
    // The mail server's refusal is a new kind of failure here, so only the rule below keeps it unannounced.
    server.mock.store
      .table('deadLetterSignatures')
      .deleteIf((signature) => signature.tenantId === 't-acme' && signature.jobType === 'EMAIL');
    try {
      enqueueDelivery(server.mock.context, {
        tenantId: 't-acme',
        jobType: 'MERCHANT_CALLBACK',
        target: 'http://localhost/api/__receiver/notice-loop?status=500',
        payload: { event: 'VERIFICATION_DONE' },
      });
      const notice = await eventually(
        () => list(admin, { q: gone }),
        (page) => page.json.totalElements === 1,
      );
      expect(notice.json.content[0]).toMatchObject({ jobType: 'EMAIL', status: 'FAILED' });
      expect(JSON.parse(notice.json.content[0]!.payload)).toMatchObject({ mail: 'JOB_FAILED' });
      const aboutTheNotice = outbox().filter(
        (mail) => mail.mailKey === 'JOB_FAILED' && String(mail.text).includes(gone),
      );
      expect(aboutTheNotice).toEqual([]);
    } finally {
      users.delete('u-notices-refused');
    }
  });

  it('a mail the mail server refuses lands in the queue instead of the outbox', async () => {
    const email = 'gone@acme-bank.invalid';
    const created = await call(server.base, '/api/v1/users/register', {
      token: admin,
      body: { email, firstName: 'Gone', lastName: 'Away', roles: ['ROLE_SUPPORT_AGENT'] },
    });
    expect(created.status).toBe(201);
    const [job] = (
      await eventually(
        () => list(admin, { q: email }),
        (page) => page.json.totalElements === 1,
      )
    ).json.content;
    expect(job).toMatchObject({ status: 'FAILED', jobType: 'EMAIL', attempts: 3 });
    expect(job!.errorSummary).toBe(
      `com.trustdesk.mail.SmtpException: 550 5.1.1 <${email}>: Recipient address rejected: User unknown`,
    );
    const outbox = await call<Page<{ recipient: string }>>(
      server.base,
      '/api/v1/mail-outbox/filter',
      {
        token: admin,
        body: { offset: 0, pageSize: 50 },
      },
    );
    expect(outbox.json.content.some((mail) => mail.recipient === email)).toBe(false);
  });

  it('the receiver answers over HTTP too, with the status its URL asks for', async () => {
    const failing = await call(server.base, '/api/__receiver/by-hand?status=503', {
      body: { event: 'TEST' },
    });
    expect(failing.status).toBe(503);
    expect(
      (await call(server.base, '/api/__receiver/by-hand', { body: { event: 'OK' } })).status,
    ).toBe(200);
    const seen = await call<{ status: number; body: string }[]>(
      server.base,
      '/api/__receiver/by-hand',
    );
    expect(seen.json.map((entry) => [entry.status, entry.body])).toEqual([
      [200, '{"event":"OK"}'],
      [503, '{"event":"TEST"}'],
    ]);
  });

  it('shows the session tenant’s queue, and others of the caller’s own tenants through the tenant filter', async () => {
    const acme = await list(admin);
    expect(acme.json.totalElements).toBeGreaterThan(0);
    expect(acme.json.content.every((job) => job.tenantName === 'Acme Bank')).toBe(true);
    const acmeJob = acme.json.content[0]!;

    // Signed in to Globex Pay, the admin sees Globex Pay's jobs, and Acme Bank's when the filter names it.
    const globex = await list(adminGlobex);
    expect(globex.json.content.every((job) => job.tenantName === 'Globex Pay')).toBe(true);
    const both = await list(adminGlobex, { tenantId: ['t-acme', 't-globex'] });
    expect(both.json.totalElements).toBe(acme.json.totalElements + globex.json.totalElements);
    expect((await list(adminGlobex, { tenantId: 't-acme' })).json.totalElements).toBe(
      acme.json.totalElements,
    );
    const read = await call<Job>(server.base, `${BASE}/${acmeJob.id}`, { token: adminGlobex });
    expect(read.status).toBe(200);
    expect(read.json.tenantName).toBe('Acme Bank');
    const bothGroups = await groups(adminGlobex, { tenantId: ['t-acme', 't-globex'] });
    expect(bothGroups.json.total).toBe(both.json.totalElements);
    const metrics = await call<{ failed: number; pending: number; done: number }>(
      server.base,
      `${BASE}/metrics?tenantId=t-acme&tenantId=t-globex`,
      { token: adminGlobex },
    );
    expect(metrics.json.failed + metrics.json.pending + metrics.json.done).toBe(
      both.json.totalElements,
    );
  });

  it('keeps a tenant the caller does not belong to out of reach, like a missing one', async () => {
    // The manager belongs to Acme Bank only.
    const acmeJob = (await list(admin, { pageSize: 1 })).json.content[0]!;
    const refused = await list(manager, { tenantId: 't-globex' });
    expectDescriptor(refused, 404, 'NOT_FOUND');
    expect((await groups(manager, { tenantId: ['t-acme', 't-globex'] })).status).toBe(404);
    expect(
      (await call(server.base, `${BASE}/metrics?tenantId=t-globex`, { token: manager })).status,
    ).toBe(404);
    const globexJob = (await list(adminGlobex, { pageSize: 1 })).json.content[0]!;
    expect((await call(server.base, `${BASE}/${globexJob.id}`, { token: manager })).status).toBe(
      404,
    );
    expect(
      (await call(server.base, `${BASE}/${globexJob.id}/stacktrace`, { token: manager })).status,
    ).toBe(404);
    expect((await call(server.base, `${BASE}/${acmeJob.id}`, { token: manager })).status).toBe(200);
  });

  it('retries another tenant’s failed jobs in that tenant, audited there', async () => {
    const failed = (await list(adminGlobex, { tenantId: 't-acme', status: ['FAILED'] })).json
      .content;
    const [one, two] = failed;
    const retried = await call<Job>(server.base, `${BASE}/${one!.id}/retry`, {
      token: adminGlobex,
      body: {},
    });
    expect(retried.status).toBe(200);
    expect(retried.json).toMatchObject({ status: 'PENDING', tenantName: 'Acme Bank' });
    // Audited in Acme Bank, the job's tenant, where its auditors look.
    const audit = data(server.mock).auditLog.filter((entry) => entry.entityId === one!.id);
    expect(audit.map((entry) => [entry.action, entry.tenantId, entry.result])).toEqual([
      ['DEAD_LETTER_JOB_RETRY', 't-acme', 'SUCCESS'],
    ]);

    // A selection of two tenants' jobs is refused as a whole: one tenant at a time.
    const globexFailed = (await list(adminGlobex, { status: ['FAILED'] })).json.content[0];
    expect(globexFailed).toBeDefined();
    const mixed = await call(server.base, `${BASE}/bulk-retry`, {
      token: adminGlobex,
      body: { ids: [two!.id, globexFailed!.id] },
    });
    expectDescriptor(mixed, 409, 'ACTION_NOT_ALLOWED');
    expect((mixed.json as { message: string }).message).toContain('Acme Bank, Globex Pay');
    const still = await call<Job>(server.base, `${BASE}/${two!.id}`, { token: admin });
    expect(still.json.status).toBe('FAILED');
  });
});
