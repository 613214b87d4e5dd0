// @vitest-environment node
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../mock-server/seed/demoAccounts';
import {
  call,
  data,
  expectDescriptor,
  signIn,
  startServer,
  type TestServer,
  freshTotp,
} from './helpers';

/**
 * A user's e-mail address (their sign-in name) and roles are protected changes: the users update and the roles
 * call refuse them without the guard's fields, exactly as other guarded changes do, and store nothing; a change
 * of name alone stays a plain update.
 */
let server: TestServer;
let admin: string;

const guard = (extra: Record<string, unknown> = {}) => ({
  password: DEMO_PASSWORD,
  passCode: freshTotp(server, DEMO_ACCOUNTS.admin.totpSecret),
  reason: 'Sign-in name corrected',
  classification: 'CUSTOMER_REQUEST',
  ...extra,
});

beforeAll(async () => {
  server = await startServer();
  admin = (await signIn(server.base, 'admin@demo.test', 't-acme')).tokens.accessToken;
}, 60_000);
afterAll(() => server.close());

const stored = (id: string) => data(server.mock).users.find((u) => u.id === id)!;
const details = (id: string) => {
  const user = stored(id);
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    roles: [...user.roles],
    version: user.version,
  };
};
const put = (path: string, body: unknown) =>
  call<{ email: string; roles: string[]; version: number }>(server.base, path, {
    token: admin,
    method: 'PUT',
    body,
  });

describe('protected changes of another user', () => {
  it('an e-mail change without the guard is refused with the guard error; nothing is stored', async () => {
    const before = stored('u-agent');
    const plain = { ...details('u-agent'), email: 'arthur.renamed@demo.test' };
    expectDescriptor(await put('/api/v1/users/u-agent', plain), 400, 'PASSWORD_REQUIRED_ERROR');
    expectDescriptor(
      await put('/api/v1/users/u-agent', guard({ entity: plain, passCode: '000000' })),
      400,
      'WRONG_SECURITYPASS_ERROR',
    );
    const after = stored('u-agent');
    expect(after.email).toBe(before.email);
    expect(after.userName).toBe(before.userName);
    expect(after.version).toBe(before.version);
    expect(
      data(server.mock).auditLog.filter((a) => a.entityId === 'u-agent' && a.result === 'FAILURE'),
    ).toHaveLength(2);
  });

  it('a roles change without the guard is refused on the update and on the roles call', async () => {
    const before = stored('u-agent');
    const roles = ['ROLE_SUPPORT_MANAGER'];
    expectDescriptor(
      await put('/api/v1/users/u-agent', { ...details('u-agent'), roles }),
      400,
      'PASSWORD_REQUIRED_ERROR',
    );
    expectDescriptor(
      await put('/api/v1/users/u-agent/roles', { roles, version: before.version }),
      400,
      'PASSWORD_REQUIRED_ERROR',
    );
    expect(stored('u-agent').roles).toEqual(before.roles);
    expect(stored('u-agent').version).toBe(before.version);
  });

  it('with the guard both changes are stored and audited with reason and classification', async () => {
    const entity = { ...details('u-agent'), email: 'Arthur.Renamed@demo.test' };
    const saved = await put('/api/v1/users/u-agent', guard({ entity }));
    expect(saved.status).toBe(200);
    expect(saved.json.email).toBe('arthur.renamed@demo.test');
    expect(stored('u-agent').userName).toBe('arthur.renamed@demo.test');
    const audit = data(server.mock).auditLog.at(-1)!;
    expect(audit).toMatchObject({
      entityId: 'u-agent',
      result: 'SUCCESS',
      reason: 'Sign-in name corrected',
      classification: 'CUSTOMER_REQUEST',
    });

    const roles = await put(
      '/api/v1/users/u-agent/roles',
      guard({ entity: { roles: ['ROLE_SUPPORT_MANAGER'], version: saved.json.version } }),
    );
    expect(roles.status).toBe(200);
    expect(stored('u-agent').roles).toEqual(['ROLE_SUPPORT_MANAGER']);
  });

  it('a change of name alone needs no guard', async () => {
    const saved = await put('/api/v1/users/u-manager', {
      ...details('u-manager'),
      firstName: 'Margo',
    });
    expect(saved.status).toBe(200);
    expect(stored('u-manager').firstName).toBe('Margo');
  });
});
