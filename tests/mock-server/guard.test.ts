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
let token: string;
const secret = DEMO_ACCOUNTS.agent.totpSecret;

beforeAll(async () => {
  server = await startServer();
  token = (await signIn(server.base, 'agent@demo.test')).tokens.accessToken;
});
afterAll(() => server.close());

const valid = () => ({
  password: DEMO_PASSWORD,
  passCode: freshTotp(server, secret),
  reason: 'Customer asked for it',
  classification: 'CUSTOMER_REQUEST',
});

const putEmail = (body: Record<string, unknown>) =>
  call(server.base, '/api/v1/profile/email', { method: 'PUT', token, body });

describe('guarded changes (brief section 8)', () => {
  it('lists the classifications', async () => {
    const res = await call<{ code: string; label: string }[]>(
      server.base,
      '/api/v1/guard/classifications',
      {
        token,
      },
    );
    expect(res.json.map((c) => c.code)).toEqual([
      'CUSTOMER_REQUEST',
      'REGULATORY',
      'INCIDENT',
      'MAINTENANCE',
      'OTHER',
    ]);
  });

  it('checks the guard fields in the specified order', async () => {
    const entity = { email: 'agent.new@demo.test' };
    // Everything wrong at once: the password check comes first.
    expectDescriptor(await putEmail({ entity }), 400, 'PASSWORD_REQUIRED_ERROR');
    expectDescriptor(
      await putEmail({ entity, password: 'wrong', passCode: '', reason: '', classification: 'X' }),
      400,
      'WRONG_PASSWORD_ERROR',
    );
    expectDescriptor(
      await putEmail({ entity, password: DEMO_PASSWORD, reason: '', classification: 'X' }),
      400,
      'SECURITY_CODE_REQUIRED_ERROR',
    );
    expectDescriptor(
      await putEmail({
        entity,
        password: DEMO_PASSWORD,
        passCode: '000000',
        reason: '',
        classification: 'X',
      }),
      400,
      'WRONG_SECURITYPASS_ERROR',
    );
    const both = expectDescriptor(
      await putEmail({ ...valid(), entity, reason: '', classification: 'NOPE' }),
      400,
      'VALIDATION_ERROR_CODE',
    );
    expect((both.details as { field: string }[]).map((d) => d.field)).toEqual([
      'reason',
      'classification',
    ]);
    const long = expectDescriptor(
      await putEmail({ ...valid(), entity, reason: 'x'.repeat(501) }),
      400,
      'VALIDATION_ERROR_CODE',
    );
    expect(long.details).toEqual([expect.objectContaining({ field: 'reason', code: 'TOO_LONG' })]);
    const badEmail = expectDescriptor(
      await putEmail({ ...valid(), entity: { email: 'not-an-email' } }),
      400,
      'VALIDATION_ERROR_CODE',
    );
    expect(badEmail.details).toEqual([expect.objectContaining({ field: 'email' })]);
    const duplicate = expectDescriptor(
      await putEmail({ ...valid(), entity: { email: 'MANAGER@demo.test' } }),
      400,
      'DUPLICATE_ENTITY',
    );
    expect(duplicate.details).toEqual([expect.objectContaining({ field: 'email' })]);
  });

  it('changes the e-mail and audits every attempt without guard secrets', async () => {
    const before = data(server.mock).auditLog.length;
    const ok = await putEmail({ ...valid(), entity: { email: 'Agent.Renamed@demo.test' } });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ email: 'agent.renamed@demo.test' });
    const failed = await putEmail({
      entity: { email: 'x@demo.test' },
      password: 'wrong-secret-pw',
    });
    expect(failed.status).toBe(400);
    const log = data(server.mock).auditLog;
    const [success, failure] = log.slice(before);
    expect(success).toMatchObject({
      actorId: 'u-agent',
      actorEmail: 'agent@demo.test',
      tenantId: 't-acme',
      action: 'PROFILE_UPDATE_EMAIL',
      entityType: 'user',
      entityId: 'u-agent',
      result: 'SUCCESS',
      before: { email: 'agent@demo.test' },
      after: { email: 'agent.renamed@demo.test' },
      reason: 'Customer asked for it',
      classification: 'CUSTOMER_REQUEST',
      clientIp: expect.any(String),
    });
    expect(new Date(success!.timestamp).toISOString()).toBe(success!.timestamp);
    expect(failure).toMatchObject({ result: 'FAILURE', errorCode: 'WRONG_PASSWORD_ERROR' });
    const serialized = JSON.stringify(log);
    expect(serialized).not.toContain(DEMO_PASSWORD);
    expect(serialized).not.toContain('wrong-secret-pw');
    // The log is append-only in the database itself.
    expect(() =>
      server.mock.store.table('auditLog').update({ ...success!, result: 'FAILURE' }),
    ).toThrow(/append-only/);
  });

  it('changes the own password with the guard, checking the current one and the strength rule', async () => {
    const put = (entity: Record<string, unknown>) =>
      call(server.base, '/api/v1/profile/password', {
        method: 'PUT',
        token,
        body: { ...valid(), entity },
      });
    const wrong = expectDescriptor(
      await put({ currentPassword: 'nope', newPassword: 'N3w!Password' }),
      400,
      'WRONG_PASSWORD_ERROR',
    );
    expect(wrong.details).toEqual([expect.objectContaining({ field: 'currentPassword' })]);
    const weak = expectDescriptor(
      await put({ currentPassword: DEMO_PASSWORD, newPassword: 'weakweakweak' }),
      400,
      'VALIDATION_ERROR_CODE',
    );
    expect(weak.details).toEqual([
      { field: 'newPassword', code: 'WEAK_PASSWORD', message: expect.stringMatching(/upper-case/) },
    ]);
    expect(
      (await put({ currentPassword: DEMO_PASSWORD, newPassword: 'N3w!Password' })).status,
    ).toBe(200);
    const entries = data(server.mock).auditLog.filter(
      (e) => e.action === 'PROFILE_CHANGE_PASSWORD',
    );
    expect(entries.map((e) => e.result)).toEqual(['FAILURE', 'FAILURE', 'SUCCESS']);
    expect(JSON.stringify(entries)).not.toContain('N3w!Password');
    await expect(
      signIn(server.base, 'agent.renamed@demo.test', undefined, 'N3w!Password'),
    ).resolves.toBeTruthy();
  });

  it('answers the profile without secrets', async () => {
    const res = await call(server.base, '/api/v1/profile', { token });
    expect(Object.keys(res.json as object).sort()).toEqual(
      ['email', 'firstName', 'lastName', 'name', 'updatedAt', 'updatedBy', 'version'].sort(),
    );
  });
});
