// @vitest-environment node
import { hashToken } from '../../mock-server/auth/tokens';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../mock-server/seed/demoAccounts';
import { API_TOKEN_LABEL_MAX_LENGTH } from '../../src/contract/constants';
import {
  call,
  expectDescriptor,
  signIn,
  startServer,
  type TestServer,
  data,
  freshTotp,
} from './helpers';

interface TokenDto {
  id: string;
  label: string;
  prefix: string;
  status: string;
  kind: string;
  version: number;
  expiresAt: string | null;
}

let server: TestServer;
let admin: string; // ROLE_ADMINISTRATOR in Acme Bank
let analyst: string; // ROLE_EXPERIMENT_USER: no API token or secret permission
let merchant: string; // ROLE_MERCHANT_ADMIN in Globex Pay

beforeAll(async () => {
  server = await startServer();
  admin = (await signIn(server.base, 'admin@demo.test', 't-acme')).tokens.accessToken;
  analyst = (await signIn(server.base, 'analyst@demo.test')).tokens.accessToken;
  merchant = (await signIn(server.base, 'merchant@demo.test')).tokens.accessToken;
});
afterAll(() => server.close());

const guard = (secret: string = DEMO_ACCOUNTS.admin.totpSecret) => ({
  password: DEMO_PASSWORD,
  passCode: freshTotp(server, secret),
  reason: 'Integration rotation',
  classification: 'MAINTENANCE',
});

const db = () => data(server.mock);
const OTHER_TENANT_TOKEN = 'at-globex-1';
const ACME_TOKEN = 'at-acme-1';

const api = (path: string, token: string, method = 'GET', body?: unknown) =>
  call(server.base, `/api/v1/${path}`, { method, token, body });

const listAll = async (token = admin) =>
  (await api('api-tokens/filter', token, 'POST', { offset: 0, pageSize: 100 })).json as {
    content: TokenDto[];
    totalElements: number;
  };

/** Every endpoint of the resource with a valid-looking request. */
const ENDPOINTS: { name: string; method: string; path: string; body?: unknown }[] = [
  { name: 'list', method: 'POST', path: 'api-tokens/filter', body: {} },
  { name: 'get', method: 'GET', path: `api-tokens/${ACME_TOKEN}` },
  { name: 'create', method: 'POST', path: 'api-tokens', body: { entity: { label: 'x' } } },
  { name: 'activate', method: 'POST', path: `api-tokens/${ACME_TOKEN}/activate`, body: {} },
  { name: 'deactivate', method: 'POST', path: `api-tokens/${ACME_TOKEN}/deactivate`, body: {} },
  { name: 'revoke', method: 'POST', path: `api-tokens/${ACME_TOKEN}/revoke`, body: {} },
  {
    name: 'label',
    method: 'PUT',
    path: `api-tokens/${ACME_TOKEN}/label`,
    body: { label: 'x', version: 1 },
  },
  {
    name: 'offline',
    method: 'POST',
    path: 'api-tokens/offline-token',
    body: { entity: { expirationDate: '2999-01-01' } },
  },
  { name: 'qr', method: 'POST', path: 'api-tokens/demo-app/qr', body: { dataCenter: 'EU' } },
  { name: 'secret', method: 'GET', path: 'api-tokens/secret' },
  { name: 'generate secret', method: 'POST', path: 'api-tokens/secret/generate', body: {} },
  { name: 'activate secret', method: 'POST', path: 'api-tokens/secret/activate', body: {} },
];

describe('api-tokens: access', () => {
  it.each(ENDPOINTS)('$name denies a role without the permission (403)', async (endpoint) => {
    const before = JSON.stringify([db()['api-tokens'], db().apiSecrets]);
    const res = await api(endpoint.path, analyst, endpoint.method, endpoint.body);
    const body = expectDescriptor(res, 403, 'ACCESS_DENIED');
    expect(body.requiredAuthorities).toEqual(
      expect.arrayContaining([expect.stringMatching(/^PERM_(API_TOKENS|MERCHANT_API_SECRET)_/)]),
    );
    expect(JSON.stringify([db()['api-tokens'], db().apiSecrets])).toBe(before);
  });

  it.each(ENDPOINTS.filter((e) => e.path.includes(ACME_TOKEN)))(
    "$name answers 404 for another tenant's token and leaves it alone",
    async (endpoint) => {
      const before = JSON.stringify(db()['api-tokens'].find((t) => t.id === OTHER_TENANT_TOKEN));
      const body =
        endpoint.body && 'label' in (endpoint.body as object)
          ? endpoint.body
          : { ...guard(), entity: { version: 1 } };
      const res = await api(
        endpoint.path.replace(ACME_TOKEN, OTHER_TENANT_TOKEN),
        admin,
        endpoint.method,
        endpoint.method === 'GET' ? undefined : body,
      );
      expectDescriptor(res, 404, 'NOT_FOUND');
      expect(JSON.stringify(db()['api-tokens'].find((t) => t.id === OTHER_TENANT_TOKEN))).toBe(
        before,
      );
    },
  );

  it("lists only the caller's tenant, without hashes or values", async () => {
    const page = await listAll();
    expect(page.totalElements).toBe(6);
    expect(page.content.every((t) => t.id.startsWith('at-acme-'))).toBe(true);
    const res = await api(`api-tokens/${ACME_TOKEN}`, admin);
    for (const body of [JSON.stringify(page), res.text]) {
      expect(body).not.toMatch(/tokenHash|secretHash|"value"/);
    }
    expect(Object.keys(res.json as object).sort()).toEqual(
      [
        'createdAt',
        'createdBy',
        'expiresAt',
        'id',
        'kind',
        'label',
        'lastUsedAt',
        'prefix',
        'revokedAt',
        'status',
        'updatedAt',
        'updatedBy',
        'version',
      ].sort(),
    );
  });

  it('pages by 10, sorts and filters server-side', async () => {
    const res = await api('api-tokens/filter', admin, 'POST', {
      offset: 0,
      pageSize: 2,
      sort: { field: 'label', direction: 'ASC' },
      status: 'REVOKED',
    });
    expect(res.json).toMatchObject({ totalElements: 1, content: [{ status: 'REVOKED' }] });
    const expired = await api('api-tokens/filter', admin, 'POST', { status: 'EXPIRED' });
    expect((expired.json as { totalElements: number }).totalElements).toBe(1);
  });
});

describe('api-tokens: create and the one-time value', () => {
  const create = (body: Record<string, unknown>) => api('api-tokens', admin, 'POST', body);

  it('rejects missing or wrong guard fields and stores nothing', async () => {
    const entity = { label: 'Guarded token' };
    const before = JSON.stringify(db()['api-tokens']);
    const auditBefore = db().auditLog.length;
    expectDescriptor(await create({ entity }), 400, 'PASSWORD_REQUIRED_ERROR');
    expectDescriptor(
      await create({ ...guard(), entity, password: 'nope' }),
      400,
      'WRONG_PASSWORD_ERROR',
    );
    expectDescriptor(
      await create({ ...guard(), entity, passCode: '' }),
      400,
      'SECURITY_CODE_REQUIRED_ERROR',
    );
    expectDescriptor(
      await create({ ...guard(), entity, passCode: '000000' }),
      400,
      'WRONG_SECURITYPASS_ERROR',
    );
    expectDescriptor(
      await create({ ...guard(), entity, reason: '', classification: 'NOPE' }),
      400,
      'VALIDATION_ERROR_CODE',
    );
    expect(JSON.stringify(db()['api-tokens'])).toBe(before);
    const failures = db().auditLog.slice(auditBefore);
    expect(failures.map((e) => [e.action, e.result])).toEqual(
      Array(5).fill(['API_TOKEN_CREATE', 'FAILURE']),
    );
  });

  it('validates the label and the expiry day', async () => {
    const required = expectDescriptor(
      await create({ ...guard(), entity: { label: '   ' } }),
      400,
      'VALIDATION_ERROR_CODE',
    );
    expect(required.details).toEqual([expect.objectContaining({ field: 'label' })]);
    const long = expectDescriptor(
      await create({ ...guard(), entity: { label: 'x'.repeat(API_TOKEN_LABEL_MAX_LENGTH + 1) } }),
      400,
      'VALIDATION_ERROR_CODE',
    );
    expect(long.details).toEqual([expect.objectContaining({ field: 'label' })]);
    const past = expectDescriptor(
      await create({ ...guard(), entity: { label: 'ok', expiresOn: '2001-01-01' } }),
      400,
      'VALIDATION_ERROR_CODE',
    );
    expect(past.details).toEqual([
      expect.objectContaining({
        field: 'expiresOn',
        message: "The selected date can't be in the past.",
      }),
    ]);
  });

  it('answers the value exactly once; the store, list, get and audit never hold it', async () => {
    const res = await create({
      ...guard(),
      entity: { label: '  Payments backend ', expiresOn: '2999-12-31' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { token, value } = res.json as { token: TokenDto; value: string };
    expect(value).toMatch(/^tdk_[A-Za-z0-9_-]{40}$/);
    expect(token).toMatchObject({
      label: 'Payments backend',
      status: 'ACTIVE',
      kind: 'API',
      prefix: value.slice(0, 12),
      expiresAt: '2999-12-31T23:59:59.999Z',
    });
    const stored = db()['api-tokens'].find((t) => t.id === token.id)!;
    expect(stored.tokenHash).toBe(hashToken(value));
    expect(JSON.stringify(db())).not.toContain(value);
    const list = await api('api-tokens/filter', admin, 'POST', { pageSize: 100 });
    const get = await api(`api-tokens/${token.id}`, admin);
    expect(list.text).not.toContain(value);
    expect(get.text).not.toContain(value);
    expect(get.json).toEqual(token);
    const audit = db().auditLog.at(-1)!;
    expect(audit).toMatchObject({
      action: 'API_TOKEN_CREATE',
      // The entry names the token it created, so the log's link opens it.
      entityType: 'apiToken',
      entityId: token.id,
      result: 'SUCCESS',
      tenantId: 't-acme',
      actorEmail: 'admin@demo.test',
      reason: 'Integration rotation',
      classification: 'MAINTENANCE',
    });
    expect(JSON.stringify(audit)).not.toContain(value);
    expect(JSON.stringify(audit)).not.toContain(DEMO_PASSWORD);
  });
});

describe('api-tokens: state changes', () => {
  const post = (id: string, op: string, body: unknown) =>
    api(`api-tokens/${id}/${op}`, admin, 'POST', body);
  const stored = (id: string) => db()['api-tokens'].find((t) => t.id === id)!;

  it('revoke rejects missing/wrong guard fields and leaves the token unchanged', async () => {
    const before = JSON.stringify(stored('at-acme-5'));
    const entity = { version: 1 };
    expectDescriptor(await post('at-acme-5', 'revoke', { entity }), 400, 'PASSWORD_REQUIRED_ERROR');
    expectDescriptor(
      await post('at-acme-5', 'revoke', { ...guard(), entity, passCode: '123' }),
      400,
      'WRONG_SECURITYPASS_ERROR',
    );
    expectDescriptor(
      await post('at-acme-5', 'revoke', { ...guard(), entity, reason: 'x'.repeat(501) }),
      400,
      'VALIDATION_ERROR_CODE',
    );
    expect(JSON.stringify(stored('at-acme-5'))).toBe(before);
  });

  it('deactivates, activates (version-checked) and audits each change', async () => {
    const stale = expectDescriptor(
      await post('at-acme-1', 'deactivate', { ...guard(), entity: { version: 99 } }),
      412,
      'VERSION_CONFLICT',
    );
    expect(stale.changedBy).toEqual(expect.any(String));
    const off = await post('at-acme-1', 'deactivate', { ...guard(), entity: { version: 1 } });
    expect(off.json).toMatchObject({ status: 'DEACTIVATED', version: 2 });
    const on = await post('at-acme-1', 'activate', { ...guard(), entity: { version: 2 } });
    expect(on.json).toMatchObject({ status: 'ACTIVE', version: 3 });
    const actions = db()
      // (Refused calls of other users on the same token are ACCESS_DENIED entries of their own.)
      .auditLog.filter((e) => e.entityId === 'at-acme-1' && e.action !== 'ACCESS_DENIED')
      .map((e) => [e.action, e.result]);
    expect(actions).toEqual([
      ['API_TOKEN_DEACTIVATE', 'FAILURE'],
      ['API_TOKEN_DEACTIVATE', 'SUCCESS'],
      ['API_TOKEN_ACTIVATE', 'SUCCESS'],
    ]);
  });

  it('audits a declared action with the state before and after, under the entity apiToken', async () => {
    const ok = await post('at-acme-4', 'activate', { ...guard(), entity: { version: 1 } });
    expect(ok.json).toMatchObject({ status: 'ACTIVE', version: 2, updatedBy: 'admin@demo.test' });
    expect(db().auditLog.at(-1)).toMatchObject({
      action: 'API_TOKEN_ACTIVATE',
      entityType: 'apiToken',
      entityId: 'at-acme-4',
      result: 'SUCCESS',
      reason: 'Integration rotation',
      before: expect.objectContaining({ status: 'DEACTIVATED', version: 1 }),
      after: expect.objectContaining({ status: 'ACTIVE', version: 2 }),
    });
    expect(JSON.stringify(db().auditLog.at(-1))).not.toMatch(/tokenHash|Demo!2345/);
  });

  it('a declared action without the version is refused and changes nothing', async () => {
    const before = JSON.stringify(stored('at-acme-2'));
    const res = await post('at-acme-2', 'deactivate', { ...guard(), entity: {} });
    expectDescriptor(res, 400, 'VALIDATION_ERROR_CODE');
    expect(JSON.stringify(stored('at-acme-2'))).toBe(before);
  });

  it('a revoked token cannot be reactivated, deactivated or renamed', async () => {
    const revoked = await post('at-acme-5', 'revoke', { ...guard(), entity: { version: 1 } });
    expect(revoked.json).toMatchObject({ status: 'REVOKED', revokedAt: expect.any(String) });
    const version = stored('at-acme-5').version;
    for (const op of ['activate', 'deactivate', 'revoke'])
      expectDescriptor(
        await post('at-acme-5', op, { ...guard(), entity: { version } }),
        409,
        'ACTION_NOT_ALLOWED',
      );
    expectDescriptor(
      await api('api-tokens/at-acme-5/label', admin, 'PUT', { label: 'again', version }),
      409,
      'ACTION_NOT_ALLOWED',
    );
    expect(stored('at-acme-5')).toMatchObject({ status: 'REVOKED', version });
  });

  it('an expired token cannot be activated', async () => {
    expectDescriptor(
      await post('at-acme-3', 'activate', { ...guard(), entity: { version: 1 } }),
      409,
      'ACTION_NOT_ALLOWED',
    );
  });

  it('renames with validation and the version check', async () => {
    const put = (body: unknown) => api('api-tokens/at-acme-2/label', admin, 'PUT', body);
    const empty = expectDescriptor(
      await put({ label: '', version: 1 }),
      400,
      'VALIDATION_ERROR_CODE',
    );
    expect(empty.details).toEqual([expect.objectContaining({ field: 'label' })]);
    expectDescriptor(
      await put({ label: 'y'.repeat(API_TOKEN_LABEL_MAX_LENGTH + 1), version: 1 }),
      400,
      'VALIDATION_ERROR_CODE',
    );
    expectDescriptor(await put({ label: 'New name', version: 7 }), 412, 'VERSION_CONFLICT');
    // A form may send the whole record back: only the label changes.
    const ok = await put({ label: ' New name ', version: 1, status: 'REVOKED', prefix: 'x' });
    expect(ok.json).toMatchObject({ label: 'New name', status: 'ACTIVE', version: 2 });
    expect(db().auditLog.at(-1)).toMatchObject({
      action: 'API_TOKEN_UPDATE_LABEL',
      result: 'SUCCESS',
      before: expect.objectContaining({ label: 'Mobile app (iOS)' }),
      after: expect.objectContaining({ label: 'New name' }),
    });
  });
});

describe('offline token and demo-app QR', () => {
  const offline = (entity: unknown, guardFields: Record<string, unknown> = guard()) =>
    api('api-tokens/offline-token', admin, 'POST', { entity, ...guardFields });

  it('is a guarded POST: a GET mints nothing; no guard fields, nothing either', async () => {
    const before = db()['api-tokens'].length;
    // The GET is taken by the declared `GET api-tokens/:id` (no token has the id 'offline-token'): 404, not 405.
    expectDescriptor(
      await api('api-tokens/offline-token?expirationDate=2999-01-01', admin),
      404,
      'NOT_FOUND',
    );
    expectDescriptor(
      await api('api-tokens/offline-token', admin, 'POST', {
        entity: { expirationDate: '2999-01-01' },
      }),
      400,
      'PASSWORD_REQUIRED_ERROR',
    );
    expectDescriptor(
      await offline({ expirationDate: '2999-01-01' }, { ...guard(), passCode: '000000' }),
      400,
      'WRONG_SECURITYPASS_ERROR',
    );
    expect(db()['api-tokens']).toHaveLength(before);
    expect(db().auditLog.at(-1)).toMatchObject({
      action: 'API_TOKEN_OFFLINE_CREATE',
      result: 'FAILURE',
      errorCode: 'WRONG_SECURITYPASS_ERROR',
    });
  });

  it('refuses a past or malformed expiry day', async () => {
    const past = expectDescriptor(
      await offline({ expirationDate: '2000-01-01' }),
      400,
      'VALIDATION_ERROR_CODE',
    );
    expect(past.details).toEqual([
      expect.objectContaining({
        field: 'expirationDate',
        message: "The selected date can't be in the past.",
      }),
    ]);
    expectDescriptor(await offline({ expirationDate: '2999-02-30' }), 400, 'VALIDATION_ERROR_CODE');
  });

  it('answers the offline token once, with the guard, and lists it without the value', async () => {
    const res = await offline({ expirationDate: '2999-06-30' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = res.json as { id: string; offlineToken: string; expirationDate: string };
    expect(body.expirationDate).toBe('2999-06-30T23:59:59.999Z');
    const listed = (await listAll()).content.find((t) => t.id === body.id);
    expect(listed).toMatchObject({ kind: 'OFFLINE', status: 'ACTIVE' });
    expect(JSON.stringify(db())).not.toContain(body.offlineToken);
    expect(db().auditLog.at(-1)).toMatchObject({
      action: 'API_TOKEN_OFFLINE_CREATE',
      result: 'SUCCESS',
      entityId: body.id,
      reason: 'Integration rotation',
      classification: 'MAINTENANCE',
    });
  });

  it('answers the demo-app QR payload for a data center', async () => {
    expectDescriptor(
      await api('api-tokens/demo-app/qr', admin, 'POST', { dataCenter: 'MOON' }),
      400,
      'VALIDATION_ERROR_CODE',
    );
    const res = await api('api-tokens/demo-app/qr', admin, 'POST', { dataCenter: 'SG' });
    const { qrCode } = res.json as { qrCode: string };
    const url = new URL(qrCode);
    expect(url.protocol).toBe('trustdesk-demo:');
    expect(url.searchParams.get('dc')).toBe('SG');
    expect(url.searchParams.get('tenant')).toBe('t-acme');
    expect(db().auditLog.at(-1)).toMatchObject({
      action: 'API_DEMO_APP_QR',
      after: { dataCenter: 'SG' },
    });
  });
});

describe('API secret', () => {
  const secretOf = async (token = admin) =>
    (await api('api-tokens/secret', token)).json as {
      active: { masked: string } | null;
      pending: { masked: string } | null;
    };

  it('shows the secret masked', async () => {
    const secret = await secretOf();
    expect(secret.active?.masked).toMatch(/^•{8}[A-Za-z0-9]{4}$/);
    expect(secret.pending).toBeNull();
  });

  it('generate rejects missing/wrong guard fields and changes nothing', async () => {
    const before = JSON.stringify(db().apiSecrets);
    const gen = (body: unknown) => api('api-tokens/secret/generate', admin, 'POST', body);
    expectDescriptor(await gen({ entity: {} }), 400, 'PASSWORD_REQUIRED_ERROR');
    expectDescriptor(
      await gen({ ...guard(), entity: {}, password: 'x' }),
      400,
      'WRONG_PASSWORD_ERROR',
    );
    expectDescriptor(
      await gen({ ...guard(), entity: {}, passCode: undefined }),
      400,
      'SECURITY_CODE_REQUIRED_ERROR',
    );
    expectDescriptor(
      await gen({ ...guard(), entity: {}, passCode: '999999' }),
      400,
      'WRONG_SECURITYPASS_ERROR',
    );
    expect(JSON.stringify(db().apiSecrets)).toBe(before);
  });

  it('activate refuses when nothing was generated', async () => {
    expectDescriptor(
      await api('api-tokens/secret/activate', admin, 'POST', {}),
      409,
      'ACTION_NOT_ALLOWED',
    );
  });

  it('generates a secret shown once, then activates it; the other tenant keeps its own', async () => {
    const globexBefore = await secretOf(merchant);
    const res = await api('api-tokens/secret/generate', admin, 'POST', { ...guard(), entity: {} });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { secret, pending } = res.json as { secret: string; pending: { masked: string } };
    expect(pending.masked).toBe(`••••••••${secret.slice(-4)}`);
    expect(JSON.stringify(db())).not.toContain(secret);
    expect((await api('api-tokens/secret', admin)).text).not.toContain(secret);
    const activated = await api('api-tokens/secret/activate', admin, 'POST', {});
    expect(activated.json).toMatchObject({ active: { masked: pending.masked }, pending: null });
    expect(await secretOf(merchant)).toEqual(globexBefore);
    const actions = db()
      .auditLog.filter((e) => e.entityType === 'apiSecret' && e.result === 'SUCCESS')
      .map((e) => e.action);
    expect(actions).toEqual(['API_SECRET_GENERATE', 'API_SECRET_ACTIVATE']);
    expect(JSON.stringify(db().auditLog)).not.toContain(secret);
  });
});
