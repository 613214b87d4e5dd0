// @vitest-environment node
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../mock-server/seed/demoAccounts';
import {
  call,
  expectDescriptor,
  signIn,
  startServer,
  type TestServer,
  data,
  freshTotp,
} from './helpers';

let server: TestServer;
let admin: string;
let adminGlobex: string;
let agent: string;
let analyst: string;

const guard = (extra: Record<string, unknown> = {}) => ({
  password: DEMO_PASSWORD,
  passCode: freshTotp(server, DEMO_ACCOUNTS.admin.totpSecret),
  reason: 'Definition review',
  classification: 'CUSTOMER_REQUEST',
  ...extra,
});

beforeAll(async () => {
  server = await startServer();
  admin = (await signIn(server.base, 'admin@demo.test', 't-acme')).tokens.accessToken;
  adminGlobex = (await signIn(server.base, 'admin@demo.test', 't-globex')).tokens.accessToken;
  agent = (await signIn(server.base, 'agent@demo.test')).tokens.accessToken;
  analyst = (await signIn(server.base, 'analyst@demo.test')).tokens.accessToken;
  // Signing in several users can take a while on a busy machine.
}, 60_000);
afterAll(() => server.close());

const db = () => data(server.mock);
const workflow = (id: string) => db().workflows.find((w) => w.id === id);
const auditOf = (action: string) => db().auditLog.filter((a) => a.action === action);

type Workflow = {
  id: string;
  name: string;
  version: number;
  definition: string;
  executionCount: number;
};
type Detail = { field: string; code: string; message: string; line: number };

const VALID = JSON.stringify(
  {
    version: 1,
    start: 'capture',
    steps: [
      { id: 'capture', type: 'DOCUMENT_CAPTURE', next: 'decision' },
      { id: 'decision', type: 'DECISION', next: 'END' },
    ],
  },
  null,
  2,
);

describe('workflows API', () => {
  it('seeds 8 workflows per tenant with valid definitions; the list answers {list, total}', async () => {
    const page = await call<{ list: Workflow[]; total: number }>(
      server.base,
      '/api/v1/workflows?page=0&size=5&direction=DESC',
      { token: admin },
    );
    expect(page.status).toBe(200);
    expect(page.json.total).toBe(8);
    expect(page.json.list).toHaveLength(5);
    expect(page.json.list.every((w) => w.id.startsWith('wf-acme-'))).toBe(true);
    const second = await call<{ list: Workflow[] }>(
      server.base,
      '/api/v1/workflows?page=1&size=5',
      {
        token: admin,
      },
    );
    expect(second.json.list).toHaveLength(3);
    const drafts = await call<{ total: number }>(server.base, '/api/v1/workflows?status=DRAFT', {
      token: admin,
    });
    expect(drafts.json.total).toBe(1);
  });

  it('denies roles without the permission (403) and hides other tenants (404)', async () => {
    const denied: [string, string, string, unknown?][] = [
      // An experiment user reads workflows and their executions (the arms of experiments), changes none.
      [analyst, 'POST', '/api/v1/workflows', { name: 'X', status: 'DRAFT', definition: VALID }],
      [analyst, 'DELETE', '/api/v1/workflows/wf-acme-7'],
      [analyst, 'POST', '/api/v1/transactions/filter', {}],
      [analyst, 'GET', '/api/v1/transactions/init'],
      [agent, 'POST', '/api/v1/workflows', { name: 'X', status: 'DRAFT', definition: VALID }],
      [agent, 'PUT', '/api/v1/workflows/wf-acme-1', guard({ entity: {} })],
      [agent, 'DELETE', '/api/v1/workflows/wf-acme-7'],
      [agent, 'DELETE', '/api/v1/transactions/x', guard({ entity: {} })],
    ];
    expect(
      (await call(server.base, '/api/v1/workflows/wf-acme-1', { token: analyst })).status,
    ).toBe(200);
    for (const [token, method, path, body] of denied) {
      const body403 = expectDescriptor(
        await call(server.base, path, { method, token, body }),
        403,
        'ACCESS_DENIED',
      );
      expect(body403.requiredAuthorities).toEqual(expect.any(Array));
    }
    const executionId = db()['workflow-executions'].find((x) => x.tenantId === 't-acme')!.id;
    const transactionId = db().transactions.find((t) => t.tenantId === 't-acme')!.id;
    for (const path of [
      '/api/v1/workflows/wf-acme-1',
      '/api/v1/workflows/wf-acme-1/download',
      `/api/v1/workflow-executions/${executionId}`,
      `/api/v1/transactions/${transactionId}`,
    ])
      expectDescriptor(await call(server.base, path, { token: adminGlobex }), 404, 'NOT_FOUND');
    expectDescriptor(
      await call(server.base, `/api/v1/transactions/${transactionId}`, {
        method: 'DELETE',
        token: adminGlobex,
        body: guard({ entity: {} }),
      }),
      404,
      'NOT_FOUND',
    );
    expect(db().transactions.some((t) => t.id === transactionId)).toBe(true);
  });

  it('downloads the definition as text', async () => {
    const res = await call(server.base, '/api/v1/workflows/wf-acme-2/download', { token: agent });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(res.text).toBe(workflow('wf-acme-2')!.definition);
    expect(JSON.parse(res.text)).toMatchObject({ start: 'document-capture' });
  });

  it('creates a workflow; a bad definition is 400 with the line of each problem', async () => {
    const broken =
      '{\n  "start": "capture",\n  "steps": [\n    { "id": "capture" "type": "X" }\n  ]\n}';
    const bad = await call(server.base, '/api/v1/workflows', {
      token: admin,
      body: { name: 'Broken', status: 'DRAFT', definition: broken },
    });
    const descriptor = expectDescriptor(bad, 400, 'VALIDATION_ERROR_CODE');
    expect(descriptor.details).toEqual([
      expect.objectContaining({ field: 'definition', code: 'JSON_SYNTAX', line: 4 }),
    ]);
    const schema = await call(server.base, '/api/v1/workflows', {
      token: admin,
      body: {
        name: 'Schema',
        status: 'DRAFT',
        definition: '{\n  "start": "a",\n  "steps": [\n    { "id": "a", "type": "NOPE" }\n  ]\n}',
      },
    });
    expect((schema.json as { details: Detail[] }).details).toEqual([
      expect.objectContaining({ code: 'UNKNOWN_STEP_TYPE', line: 4 }),
    ]);
    const before = db().workflows.length;
    const created = await call<Workflow>(server.base, '/api/v1/workflows', {
      token: admin,
      body: { name: 'E2E onboarding', description: 'x', status: 'DRAFT', definition: VALID },
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ name: 'E2E onboarding', version: 1, executionCount: 0 });
    expect(db().workflows.length).toBe(before + 1);
    expect(auditOf('WORKFLOW_CREATE').at(-1)).toMatchObject({
      entityId: created.json.id,
      result: 'SUCCESS',
      actorEmail: 'admin@demo.test',
    });
  });

  it('updates through the guard; wrong guard, stale version and bad definition leave it unchanged', async () => {
    const id = 'wf-acme-3';
    const original = { ...workflow(id)! };
    const entity = {
      name: 'EDD v2',
      description: 'd',
      status: 'ACTIVE',
      definition: VALID,
      version: 1,
    };
    const put = (body: unknown) =>
      call(server.base, `/api/v1/workflows/${id}`, { method: 'PUT', token: admin, body });
    expectDescriptor(await put(guard({ entity, password: '' })), 400, 'PASSWORD_REQUIRED_ERROR');
    expectDescriptor(await put(guard({ entity, password: 'nope' })), 400, 'WRONG_PASSWORD_ERROR');
    expectDescriptor(
      await put(guard({ entity, passCode: '000000' })),
      400,
      'WRONG_SECURITYPASS_ERROR',
    );
    const stale = expectDescriptor(
      await put(guard({ entity: { ...entity, version: 0 } })),
      412,
      'VERSION_CONFLICT',
    );
    expect(stale.changedBy).toBe(original.updatedBy);
    const invalid = await put(guard({ entity: { ...entity, definition: '{"steps": []}' } }));
    expect((invalid.json as { details: Detail[] }).details[0]).toMatchObject({
      field: 'definition',
      code: 'STEPS_REQUIRED',
      line: 1,
    });
    expect(workflow(id)).toEqual(original);
    const ok = await put(guard({ entity }));
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ name: 'EDD v2', version: 2, definition: VALID });
    const audit = auditOf('WORKFLOW_UPDATE');
    expect(audit.filter((a) => a.result === 'FAILURE').length).toBeGreaterThanOrEqual(5);
    expect(audit.at(-1)).toMatchObject({
      result: 'SUCCESS',
      reason: 'Definition review',
      classification: 'CUSTOMER_REQUEST',
      before: expect.objectContaining({ name: original.name }),
      after: expect.objectContaining({ name: 'EDD v2' }),
    });
    expect(JSON.stringify(audit)).not.toContain(DEMO_PASSWORD);
  });

  it('refuses to delete a referenced workflow (409 naming the count) and deletes an unused one', async () => {
    const referenced = db()['workflow-executions'].find((x) => x.tenantId === 't-acme')!.workflowId;
    const count = db()['workflow-executions'].filter((x) => x.workflowId === referenced).length;
    const refused = expectDescriptor(
      await call(server.base, `/api/v1/workflows/${referenced}`, {
        method: 'DELETE',
        token: admin,
      }),
      409,
      'ACTION_NOT_ALLOWED',
    );
    expect(refused.message).toContain(`${count} executions reference it`);
    expect(workflow(referenced)).toBeDefined();
    expect(auditOf('WORKFLOW_DELETE').at(-1)).toMatchObject({
      result: 'FAILURE',
      entityId: referenced,
    });
    // The draft has no executions.
    expect(db()['workflow-executions'].some((x) => x.workflowId === 'wf-acme-7')).toBe(false);
    const deleted = await call(server.base, '/api/v1/workflows/wf-acme-7', {
      method: 'DELETE',
      token: admin,
    });
    expect(deleted.status).toBe(204);
    expect(workflow('wf-acme-7')).toBeUndefined();
    expect(auditOf('WORKFLOW_DELETE').at(-1)).toMatchObject({
      result: 'SUCCESS',
      entityId: 'wf-acme-7',
    });
  });
});

describe('workflows on the resource kit', () => {
  it('searches with q in the URL, sorts by the last change in the asked direction and answers the stamp and counts', async () => {
    const list = (query: string) =>
      call<{ list: Record<string, unknown>[]; total: number }>(
        server.base,
        `/api/v1/workflows?${query}`,
        { token: admin },
      );
    const found = await list('q=onboarding&size=50');
    expect(found.json.total).toBeGreaterThan(0);
    expect(
      found.json.list.every((w) =>
        `${String(w.name)} ${String(w.description)}`.toLowerCase().includes('onboarding'),
      ),
    ).toBe(true);
    const ascending = await list('direction=ASC&size=50');
    const times = ascending.json.list.map((w) => String(w.updatedAt));
    expect(times).toEqual([...times].sort());
    const first = ascending.json.list[0]!;
    expect(first).toEqual(
      expect.objectContaining({
        createdBy: expect.any(String),
        version: expect.any(Number),
        steps: expect.any(Number),
        executionCount: expect.any(Number),
      }),
    );
    expect(first).not.toHaveProperty('tenantId');
    expectDescriptor(await list('page=-1'), 400, 'VALIDATION_ERROR_CODE');
  });
});

describe('workflow executions API', () => {
  it('derives executions from verifications (same id) plus standalone ones, with a timeline', () => {
    // Each collection read once: reading thousands of records 50 times held the event loop for seconds on a
    // busy machine, long enough for the server to drop the idle connection the next call then reused.
    const executions = db()['workflow-executions'];
    const withExecution = db().verifications.filter((v) => v.workflowExecutionId);
    for (const v of withExecution.slice(0, 50)) {
      const x = executions.find((e) => e.id === v.workflowExecutionId);
      expect(x).toMatchObject({
        verificationId: v.id,
        workflowId: v.workflowId,
        tenantId: v.tenantId,
      });
    }
    expect(executions.filter((x) => x.verificationId === null).length).toBeGreaterThan(0);
  });

  it('filters by workflow and status inside the tenant; the detail carries the timeline', async () => {
    const page = await call<{
      content: { id: string; workflowId: string; status: string; timeline?: unknown }[];
      totalElements: number;
    }>(server.base, '/api/v1/workflow-executions/filter', {
      token: agent,
      body: { offset: 0, pageSize: 10, workflowId: 'wf-acme-1', status: 'FAILED' },
    });
    expect(page.status).toBe(200);
    const expected = db()['workflow-executions'].filter(
      (x) => x.workflowId === 'wf-acme-1' && x.status === 'FAILED',
    ).length;
    expect(page.json.totalElements).toBe(expected);
    expect(
      page.json.content.every((x) => x.workflowId === 'wf-acme-1' && x.status === 'FAILED'),
    ).toBe(true);
    expect(page.json.content[0]?.timeline).toBeUndefined();
    const detail = await call<{ timeline: { status: string; stepName: string | null }[] }>(
      server.base,
      `/api/v1/workflow-executions/${page.json.content[0]!.id}`,
      { token: agent },
    );
    expect(detail.json.timeline[0]?.status).toBe('STARTED');
    expect(detail.json.timeline.at(-1)?.status).toBe('FAILED');
    // Every entry says what happened as a code the portal translates, next to the English message.
    expect(detail.json.timeline[0]).toMatchObject({ code: 'EXECUTION_STARTED', stepName: null });
    expect(detail.json.timeline.at(-1)).toMatchObject({ code: 'EXECUTION_FAILED' });
  });
});

describe('workflow executions on the resource kit', () => {
  it('searches by id, sorts by workflow name and answers the system stamp; nothing can change one', async () => {
    const some = db()['workflow-executions'].find((x) => x.tenantId === 't-acme')!;
    const found = await call<{ content: { id: string }[]; totalElements: number }>(
      server.base,
      '/api/v1/workflow-executions/filter',
      { token: agent, body: { offset: 0, pageSize: 10, q: some.id } },
    );
    expect(found.json.content.map((x) => x.id)).toContain(some.id);
    const sorted = await call<{ content: { workflowName: string }[] }>(
      server.base,
      '/api/v1/workflow-executions/filter',
      {
        token: agent,
        body: { offset: 0, pageSize: 50, sort: { field: 'workflowName', direction: 'ASC' } },
      },
    );
    const names = sorted.json.content.map((x) => x.workflowName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const detail = await call<Record<string, unknown>>(
      server.base,
      `/api/v1/workflow-executions/${some.id}`,
      { token: agent },
    );
    expect(detail.json).toMatchObject({
      createdAt: some.startedAt,
      createdBy: 'system',
      updatedAt: some.completedAt ?? some.startedAt,
      version: 1,
    });
    expect(detail.json).not.toHaveProperty('tenantId');
    for (const method of ['PUT', 'DELETE'])
      expect(
        (
          await call(server.base, `/api/v1/workflow-executions/${some.id}`, {
            method,
            token: admin,
          })
        ).status,
      ).toBe(405);
  });
});

describe('transactions API', () => {
  it('init lists the filter options; filter answers {list, total} with the workflow fields', async () => {
    const init = await call<{ statuses: string[]; workflows: { id: string }[] }>(
      server.base,
      '/api/v1/transactions/init',
      { token: agent },
    );
    expect(init.json.statuses).toEqual(['PROCESSING', 'COMPLETED', 'FAILED', 'CANCELLED']);
    expect(init.json.workflows.map((w) => w.id).sort()).toEqual(
      db()
        .workflows.filter((w) => w.tenantId === 't-acme')
        .map((w) => w.id)
        .sort(),
    );
    const page = await call<{ list: Record<string, unknown>[]; total: number }>(
      server.base,
      '/api/v1/transactions/filter',
      { token: agent, body: { offset: 0, pageSize: 10, status: 'COMPLETED' } },
    );
    expect(page.json.total).toBe(
      db().transactions.filter((t) => t.tenantId === 't-acme' && t.status === 'COMPLETED').length,
    );
    expect(page.json.list).toHaveLength(10);
    expect(page.json.list[0]).toEqual(
      expect.objectContaining({
        workflowStatus: 'COMPLETED',
        workflowId: expect.any(String),
        workflowName: expect.any(String),
        workflowExecutionId: expect.any(String),
        completedAt: expect.any(String),
      }),
    );
    const germany = await call<{ list: { country: { alpha2: string } }[] }>(
      server.base,
      '/api/v1/transactions/filter',
      { token: agent, body: { country: 'DE' } },
    );
    expect(germany.json.list.every((t) => t.country.alpha2 === 'DE')).toBe(true);
  });

  it('deletes a transaction only through the guard, audited; the execution stays', async () => {
    const tx = db().transactions.find((t) => t.tenantId === 't-acme')!;
    const del = (body: unknown) =>
      call(server.base, `/api/v1/transactions/${tx.id}`, { method: 'DELETE', token: admin, body });
    expectDescriptor(
      await del(guard({ entity: {}, password: 'wrong' })),
      400,
      'WRONG_PASSWORD_ERROR',
    );
    expectDescriptor(
      await del(guard({ entity: {}, classification: 'NOPE' })),
      400,
      'VALIDATION_ERROR_CODE',
    );
    expect(db().transactions.some((t) => t.id === tx.id)).toBe(true);
    const ok = await del(guard({ entity: {} }));
    expect(ok.status).toBe(204);
    expect(db().transactions.some((t) => t.id === tx.id)).toBe(false);
    expect(db()['workflow-executions'].some((x) => x.id === tx.workflowExecutionId)).toBe(true);
    expect(auditOf('TRANSACTION_DELETE').at(-1)).toMatchObject({
      result: 'SUCCESS',
      entityId: tx.id,
      reason: 'Definition review',
    });
    expectDescriptor(
      await call(server.base, `/api/v1/transactions/${tx.id}`, { token: admin }),
      404,
      'NOT_FOUND',
    );
  });
});

describe('transactions on the resource kit', () => {
  it('answers {list, total}, stamped, sorted and searched by public id; several countries at once', async () => {
    const tx = db().transactions.find((t) => t.tenantId === 't-acme')!;
    const found = await call<{ list: Record<string, unknown>[]; total: number }>(
      server.base,
      '/api/v1/transactions/filter',
      { token: agent, body: { q: tx.publicId.slice(0, 12) } },
    );
    expect(found.json).not.toHaveProperty('content');
    expect(found.json.list.map((t) => t.id)).toContain(tx.id);
    expect(found.json.list[0]).toEqual(
      expect.objectContaining({
        version: expect.any(Number),
        createdBy: expect.any(String),
        updatedAt: expect.any(String),
      }),
    );
    expect(found.json.list[0]).not.toHaveProperty('tenantId');
    const byRisk = await call<{ list: { riskScore: number }[] }>(
      server.base,
      '/api/v1/transactions/filter',
      { token: agent, body: { pageSize: 50, sort: { field: 'riskScore', direction: 'ASC' } } },
    );
    const scores = byRisk.json.list.map((t) => t.riskScore);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
    const two = await call<{ list: { country: { alpha2: string } }[]; total: number }>(
      server.base,
      '/api/v1/transactions/filter',
      { token: agent, body: { country: ['DE', 'AT'], pageSize: 100 } },
    );
    expect(two.json.total).toBe(
      db().transactions.filter(
        (t) => t.tenantId === 't-acme' && ['DE', 'AT'].includes(t.country.alpha2),
      ).length,
    );
    expect(two.json.list.every((t) => ['DE', 'AT'].includes(t.country.alpha2))).toBe(true);
    const init = await call<{ sortableFields: string[]; defaultSort: unknown }>(
      server.base,
      '/api/v1/transactions/init',
      { token: agent },
    );
    expect(init.json.sortableFields).toEqual([
      'transactionCreationDate',
      'createdAt',
      'completedAt',
      'riskScore',
    ]);
    expect(init.json.defaultSort).toEqual({ field: 'transactionCreationDate', direction: 'DESC' });
  });

  it('refuses a delete without the guard; creates and updates do not exist', async () => {
    const tx = db().transactions.find((t) => t.tenantId === 't-acme')!;
    expectDescriptor(
      await call(server.base, `/api/v1/transactions/${tx.id}`, { method: 'DELETE', token: admin }),
      400,
      'PASSWORD_REQUIRED_ERROR',
    );
    expect(db().transactions.some((t) => t.id === tx.id)).toBe(true);
    for (const method of ['PUT', 'POST'] as const) {
      const path = method === 'PUT' ? `/api/v1/transactions/${tx.id}` : '/api/v1/transactions';
      const res = await call(server.base, path, { method, token: admin, body: {} });
      expect([404, 405]).toContain(res.status);
    }
  });
});
