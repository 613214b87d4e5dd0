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
let analyst: string;
let agent: string;

const guard = (extra: Record<string, unknown> = {}) => ({
  password: DEMO_PASSWORD,
  passCode: freshTotp(server, DEMO_ACCOUNTS.admin.totpSecret),
  reason: 'Merchant asked for it',
  classification: 'CUSTOMER_REQUEST',
  ...extra,
});

beforeAll(async () => {
  server = await startServer();
  admin = (await signIn(server.base, 'admin@demo.test', 't-acme')).tokens.accessToken;
  analyst = (await signIn(server.base, 'analyst@demo.test')).tokens.accessToken;
  agent = (await signIn(server.base, 'agent@demo.test')).tokens.accessToken;
});
afterAll(() => server.close());

const merchant = (id: string) => data(server.mock).merchants.find((m) => m.id === id);
type Page<T> = { content: T[]; totalElements: number };

describe('merchants API', () => {
  it('filters by name, enabled and created range (whole days, inclusive)', async () => {
    const all = await call<Page<{ id: string; createdAt: string; enabled: boolean }>>(
      server.base,
      '/api/v1/merchants/filter',
      { token: admin, body: { offset: 0, pageSize: 100 } },
    );
    expect(all.json.content.every((m) => m.id.startsWith('m-acme-'))).toBe(true);
    const first = all.json.content[0];
    if (!first) throw new Error('no merchants');
    const day = first.createdAt.slice(0, 10);
    const range = await call<Page<{ id: string }>>(server.base, '/api/v1/merchants/filter', {
      token: admin,
      body: { createdFrom: day, createdTo: day },
    });
    expect(range.json.content.map((m) => m.id)).toContain(first.id);
    const enabled = await call<Page<{ enabled: boolean }>>(
      server.base,
      '/api/v1/merchants/filter',
      {
        token: admin,
        body: { enabled: false },
      },
    );
    expect(enabled.json.content.every((m) => m.enabled === false)).toBe(true);
    const name = merchant('m-acme-3')?.name.slice(0, 5) ?? '';
    const byName = await call<Page<{ name: string }>>(server.base, '/api/v1/merchants/filter', {
      token: admin,
      body: { name },
    });
    expect(byName.json.content.length).toBeGreaterThan(0);
  });

  it('refuses dates in the wrong order or format', async () => {
    const order = await call(server.base, '/api/v1/merchants/filter', {
      token: admin,
      body: { createdFrom: '2025-02-01', createdTo: '2025-01-01' },
    });
    const body = expectDescriptor(order, 400, 'VALIDATION_ERROR_CODE');
    expect(body.details).toEqual([
      expect.objectContaining({ message: 'The order of the dates is incorrect.' }),
    ]);
    expectDescriptor(
      await call(server.base, '/api/v1/merchants/filter', {
        token: admin,
        body: { createdFrom: '2025-02-30' },
      }),
      400,
      'VALIDATION_ERROR_CODE',
    );
  });

  it('shows every field of spec section 3 and nothing secret', async () => {
    const res = await call<Record<string, unknown>>(
      server.base,
      '/api/v1/merchants/m-acme-1/details',
      {
        token: admin,
      },
    );
    expect(Object.keys(res.json)).toEqual(
      expect.arrayContaining([
        'id',
        'name',
        'merchantName',
        'merchantInfoId',
        'createdAt',
        'enabled',
        'merchantPublicGuid',
        'tenantId',
        'tenantName',
        'merchantId',
      ]),
    );
  });

  it('denies every endpoint to a role without the permission (403)', async () => {
    const guardedBody = guard({ entity: { entries: [], version: 0 } });
    const calls: [string, string, string, unknown?][] = [
      [analyst, 'POST', '/api/v1/merchants/filter', {}],
      [analyst, 'GET', '/api/v1/merchants/m-acme-1/details'],
      [agent, 'PUT', '/api/v1/merchants/m-acme-1/details', guard()],
      [analyst, 'GET', '/api/v1/merchants/m-acme-1/notes'],
      [agent, 'POST', '/api/v1/merchants/m-acme-1/notes', { text: 'x' }],
      [agent, 'GET', '/api/v1/merchants/m-acme-1/ip-whitelist'],
      [agent, 'PUT', '/api/v1/merchants/m-acme-1/ip-whitelist', guardedBody],
    ];
    for (const [token, method, path, body] of calls)
      expectDescriptor(
        await call(server.base, path, { method, token, body }),
        403,
        'ACCESS_DENIED',
      );
  });

  it("answers 404 for another tenant's merchant on every endpoint", async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/v1/merchants/m-globex-1/details'],
      ['PUT', '/api/v1/merchants/m-globex-1/details', guard()],
      ['GET', '/api/v1/merchants/m-globex-1/notes'],
      ['POST', '/api/v1/merchants/m-globex-1/notes', { text: 'hello' }],
      ['GET', '/api/v1/merchants/m-globex-1/ip-whitelist'],
      [
        'PUT',
        '/api/v1/merchants/m-globex-1/ip-whitelist',
        guard({ entity: { entries: [], version: 0 } }),
      ],
    ];
    for (const [method, path, body] of calls)
      expectDescriptor(
        await call(server.base, path, { method, token: admin, body }),
        404,
        'NOT_FOUND',
      );
    expect(data(server.mock).merchantNotes.some((n) => n.text === 'hello')).toBe(false);
  });

  it('guards the details change and leaves the merchant unchanged on a bad guard', async () => {
    const before = { ...merchant('m-acme-1') };
    const entity = {
      name: 'Renamed',
      merchantName: 'Renamed Ltd',
      merchantInfoId: 'MI-000001',
      enabled: false,
      version: before.version,
    };
    const put = (body: unknown) =>
      call(server.base, '/api/v1/merchants/m-acme-1/details', {
        method: 'PUT',
        token: admin,
        body,
      });
    expectDescriptor(await put({ entity }), 400, 'PASSWORD_REQUIRED_ERROR');
    expectDescriptor(await put(guard({ entity, password: 'x' })), 400, 'WRONG_PASSWORD_ERROR');
    expectDescriptor(
      await put(guard({ entity, passCode: undefined })),
      400,
      'SECURITY_CODE_REQUIRED_ERROR',
    );
    expectDescriptor(
      await put(guard({ entity, passCode: '999999' })),
      400,
      'WRONG_SECURITYPASS_ERROR',
    );
    expectDescriptor(
      await put(guard({ entity, classification: 'NOPE' })),
      400,
      'VALIDATION_ERROR_CODE',
    );
    expect(merchant('m-acme-1')).toEqual(before);
    const ok = await put(guard({ entity }));
    expect(ok.status).toBe(200);
    expect(merchant('m-acme-1')).toMatchObject({ name: 'Renamed', enabled: false });
    expectDescriptor(await put(guard({ entity })), 412, 'VERSION_CONFLICT');
  });

  it('stores notes as plain text, exactly as typed, newest first', async () => {
    const text = '<img src=x onerror=alert(1)>';
    const add = await call<{ text: string }>(server.base, '/api/v1/merchants/m-acme-1/notes', {
      token: admin,
      body: { text },
    });
    expect(add.status).toBe(201);
    expect(add.json.text).toBe(text);
    const list = await call<Page<{ text: string }>>(
      server.base,
      '/api/v1/merchants/m-acme-1/notes?page=0&size=10',
      { token: admin },
    );
    expect(list.json.content[0]?.text).toBe(text);
    expect(data(server.mock).merchantNotes.at(-1)?.text).toBe(text);
    expectDescriptor(
      await call(server.base, '/api/v1/merchants/m-acme-1/notes', {
        token: admin,
        body: { text: '  ' },
      }),
      400,
      'VALIDATION_ERROR_CODE',
    );
  });

  describe('IP whitelist', () => {
    const path = '/api/v1/merchants/m-acme-3/ip-whitelist';
    const stored = () =>
      data(server.mock).merchantIpWhitelists.find((w) => w.merchantId === 'm-acme-3');

    it('tells the client its own address', async () => {
      const res = await call<{ entries: string[]; clientIp: string; version: number }>(
        server.base,
        path,
        { token: admin },
      );
      expect(res.json).toEqual({ entries: [], clientIp: '127.0.0.1', version: 0 });
    });

    it('refuses invalid entries with "Incorrect input" per entry and stores nothing', async () => {
      const entries = [
        '10.0.0.0/8',
        '256.1.1.1',
        '2001:db8::/32',
        '10.0.0.1/8',
        '1.2.3',
        '::1',
        'fe80::1%eth0',
      ];
      const res = await call(server.base, path, {
        method: 'PUT',
        token: admin,
        body: guard({ entity: { entries, version: 0 } }),
      });
      const body = expectDescriptor(res, 400, 'VALIDATION_ERROR_CODE');
      expect(body.details).toEqual([
        expect.objectContaining({ field: 'entries.1', message: 'Incorrect input' }),
        expect.objectContaining({ field: 'entries.3', message: 'Incorrect input' }),
        expect.objectContaining({ field: 'entries.4', message: 'Incorrect input' }),
        expect.objectContaining({ field: 'entries.6', message: 'Incorrect input' }),
      ]);
      expect(stored()).toBeUndefined();
    });

    it('rejects a bad guard and leaves the list unchanged, then saves with a good one', async () => {
      const entity = { entries: ['127.0.0.1', '2001:db8::/32'], version: 0 };
      const put = (body: unknown) => call(server.base, path, { method: 'PUT', token: admin, body });
      expectDescriptor(await put({ entity }), 400, 'PASSWORD_REQUIRED_ERROR');
      expectDescriptor(
        await put(guard({ entity, passCode: '000000' })),
        400,
        'WRONG_SECURITYPASS_ERROR',
      );
      expect(stored()).toBeUndefined();
      const ok = await put(guard({ entity }));
      expect(ok.status).toBe(200);
      expect(stored()).toMatchObject({ entries: entity.entries, version: 1 });
      expectDescriptor(await put(guard({ entity })), 412, 'VERSION_CONFLICT');
      const audit = data(server.mock).auditLog.filter(
        (a) => a.action === 'MERCHANT_IP_WHITELIST_UPDATE',
      );
      expect(audit.map((a) => a.result)).toContain('SUCCESS');
    });
  });
});
