// @vitest-environment node
import { TENANT_ACME, TENANT_GLOBEX } from '../../mock-server/seed/demoAccounts';
import {
  call,
  data,
  expectDescriptor,
  PORTAL,
  signIn,
  startServer,
  type TestServer,
} from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

interface UserTenants {
  tenants: { id: string; name: string; current: boolean }[];
}

describe('switching tenant without signing out', () => {
  it("lists the user's tenants with the session's own marked current", async () => {
    const { tokens } = await signIn(server.base, 'admin@demo.test', TENANT_ACME.id);
    const answer = await call<UserTenants>(server.base, '/api/v1/users/current/tenants', {
      token: tokens.accessToken,
    });
    expect(answer.status).toBe(200);
    expect(answer.json.tenants).toEqual([
      { id: TENANT_ACME.id, name: TENANT_ACME.name, current: true },
      { id: TENANT_GLOBEX.id, name: TENANT_GLOBEX.name, current: false },
    ]);
    const anonymous = await call(server.base, '/api/v1/users/current/tenants');
    expectDescriptor(anonymous, 401, 'TOKEN_INVALID');
  });

  it("answers the other tenant's sign-in address, ends the old session and audits the switch", async () => {
    const { tokens } = await signIn(server.base, 'admin@demo.test', TENANT_ACME.id);
    const answer = await call<{ redirectUrl: string }>(
      server.base,
      '/api/v1/users/current/tenant-switch',
      { token: tokens.accessToken, body: { tenantId: TENANT_GLOBEX.id } },
    );
    expect(answer.status).toBe(200);
    expect(answer.json.redirectUrl.startsWith(`${PORTAL}/dashboard/init?code=`)).toBe(true);

    // The tenant being left: its session is over.
    const old = await call(server.base, '/api/v1/users/current', { token: tokens.accessToken });
    expectDescriptor(old, 401, 'TOKEN_INVALID');
    // The code starts a session in the new tenant.
    const code = new URL(answer.json.redirectUrl).searchParams.get('code');
    const fresh = await call<{ accessToken: string }>(server.base, '/api/auth/token', {
      body: { code },
    });
    expect(fresh.status).toBe(200);
    const me = await call<{ tenantId: string }>(server.base, '/api/v1/users/current', {
      token: fresh.json.accessToken,
    });
    expect(me.json.tenantId).toBe(TENANT_GLOBEX.id);

    const entry = data(server.mock).auditLog.at(-1);
    expect(entry).toMatchObject({
      action: 'TENANT_SWITCH',
      actorEmail: 'admin@demo.test',
      tenantId: TENANT_ACME.id,
      entityType: 'tenants',
      entityId: TENANT_GLOBEX.id,
      result: 'SUCCESS',
    });
  });

  it("refuses a tenant the user does not belong to (as unknown) and the session's own tenant", async () => {
    const { tokens } = await signIn(server.base, 'agent@demo.test');
    const foreign = await call(server.base, '/api/v1/users/current/tenant-switch', {
      token: tokens.accessToken,
      body: { tenantId: TENANT_GLOBEX.id },
    });
    expectDescriptor(foreign, 404, 'NOT_FOUND');
    const same = await call(server.base, '/api/v1/users/current/tenant-switch', {
      token: tokens.accessToken,
      body: { tenantId: TENANT_ACME.id },
    });
    expectDescriptor(same, 400, 'ACTION_NOT_ALLOWED');
    // Neither refusal ended the session.
    const me = await call(server.base, '/api/v1/users/current', { token: tokens.accessToken });
    expect(me.status).toBe(200);
  });
});
