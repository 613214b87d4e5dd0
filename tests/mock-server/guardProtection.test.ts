// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { totpCode, totpStepAt, TOTP_STEP_SECONDS } from '../../mock-server/auth/totp';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../mock-server/seed/demoAccounts';
import { GUARD_LOCK_MS } from '../../src/contract/constants';
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
 * The guard's protections (issue 16): a lock after five wrong passwords or security codes in a row, a security
 * code taken once, and (feature flag `secondFactorWindow`) a second-factor approval bound to the one change it
 * approves.
 */

const putEmail = (server: TestServer, token: string, body: Record<string, unknown>) =>
  call(server.base, '/api/v1/profile/email', { method: 'PUT', token, body });

const guardFor = (
  server: TestServer,
  secret: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> => ({
  password: DEMO_PASSWORD,
  passCode: freshTotp(server, secret),
  reason: 'Address change asked for by the user',
  classification: 'CUSTOMER_REQUEST',
  ...overrides,
});

describe('guard lock after wrong passwords or security codes', () => {
  let server: TestServer;
  let manager: string;
  let agent: string;
  const secret = DEMO_ACCOUNTS.manager.totpSecret;

  beforeAll(async () => {
    // Access tokens outlive the clock moves of these tests.
    server = await startServer({ accessTokenTtlMs: 24 * 60 * 60 * 1000 });
    manager = (await signIn(server.base, 'manager@demo.test')).tokens.accessToken;
    agent = (await signIn(server.base, 'agent@demo.test')).tokens.accessToken;
  });
  afterAll(() => server.close());

  it('locks for 15 minutes after five failures in a row, refuses right values then, and audits it', async () => {
    const entity = { email: 'manager.locked@demo.test' };
    const before = data(server.mock).auditLog.length;
    // Wrong passwords and wrong codes count alike.
    for (let i = 0; i < 3; i++)
      expectDescriptor(
        await putEmail(
          server,
          manager,
          guardFor(server, secret, { entity, password: `Wrong!${i}` }),
        ),
        400,
        'WRONG_PASSWORD_ERROR',
      );
    expectDescriptor(
      await putEmail(server, manager, guardFor(server, secret, { entity, passCode: '000000' })),
      400,
      'WRONG_SECURITYPASS_ERROR',
    );
    const locking = await putEmail(
      server,
      manager,
      guardFor(server, secret, { entity, password: 'Wrong!4' }),
    );
    const lock = expectDescriptor(locking, 429, 'GUARD_LOCKED');
    expect(lock.retryAfterSeconds).toBe(GUARD_LOCK_MS / 1000);
    expect(locking.headers.get('retry-after')).toBe(String(GUARD_LOCK_MS / 1000));
    expect(lock.details).toEqual([
      expect.objectContaining({
        code: 'GUARD_LOCKED',
        message: expect.stringMatching(/15 minutes/),
      }),
    ]);

    // The right password and code are refused too while the lock lasts, with the time left.
    server.advanceClock(5 * 60 * 1000);
    const refused = await putEmail(server, manager, guardFor(server, secret, { entity }));
    const during = expectDescriptor(refused, 429, 'GUARD_LOCKED');
    expect(during.retryAfterSeconds).toBe(10 * 60);
    expect(refused.headers.get('retry-after')).toBe(String(10 * 60));
    expect(data(server.mock).users.find((u) => u.id === 'u-manager')?.email).toBe(
      'manager@demo.test',
    );

    // Another user's guard is not locked.
    expect(
      (
        await putEmail(
          server,
          agent,
          guardFor(server, DEMO_ACCOUNTS.agent.totpSecret, {
            entity: { email: 'agent.free@demo.test' },
          }),
        )
      ).status,
    ).toBe(200);

    const entries = data(server.mock)
      .auditLog.slice(before)
      .filter((e) => e.actorId === 'u-manager');
    expect(entries.map((e) => [e.action, e.result, e.errorCode])).toEqual([
      ['PROFILE_UPDATE_EMAIL', 'FAILURE', 'WRONG_PASSWORD_ERROR'],
      ['PROFILE_UPDATE_EMAIL', 'FAILURE', 'WRONG_PASSWORD_ERROR'],
      ['PROFILE_UPDATE_EMAIL', 'FAILURE', 'WRONG_PASSWORD_ERROR'],
      ['PROFILE_UPDATE_EMAIL', 'FAILURE', 'WRONG_SECURITYPASS_ERROR'],
      ['PROFILE_UPDATE_EMAIL', 'FAILURE', 'WRONG_PASSWORD_ERROR'],
      ['GUARD_LOCKED', 'SUCCESS', undefined],
      ['PROFILE_UPDATE_EMAIL', 'FAILURE', 'GUARD_LOCKED'],
    ]);
    expect(entries[5]).toMatchObject({ entityType: 'user', entityId: 'u-manager' });

    // After the 15 minutes the right values work again.
    server.advanceClock(10 * 60 * 1000);
    const after = await putEmail(server, manager, guardFor(server, secret, { entity }));
    expect(after.status).toBe(200);
  });

  it('starts counting again after a success', async () => {
    const entity = (n: number) => ({ email: `manager.${n}@demo.test` });
    const wrong = () =>
      putEmail(server, manager, guardFor(server, secret, { entity: entity(0), password: 'nope' }));
    for (let i = 0; i < 4; i++) expect((await wrong()).status).toBe(400);
    expect(
      (await putEmail(server, manager, guardFor(server, secret, { entity: entity(1) }))).status,
    ).toBe(200);
    for (let i = 0; i < 4; i++) expectDescriptor(await wrong(), 400, 'WRONG_PASSWORD_ERROR');
    expect(
      (await putEmail(server, manager, guardFor(server, secret, { entity: entity(2) }))).status,
    ).toBe(200);
  });

  it('keeps the count and the lock in the store, across a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'guard-lock-'));
    try {
      const first = await startServer({ dataFile: join(dir, 'db.sqlite') });
      const token = (await signIn(first.base, 'agent@demo.test')).tokens.accessToken;
      const body = { entity: { email: 'agent.x@demo.test' }, password: 'Wrong!', passCode: '1' };
      for (let i = 0; i < 4; i++) expect((await putEmail(first, token, body)).status).toBe(400);
      await first.close();

      const second = await startServer({ dataFile: join(dir, 'db.sqlite') });
      try {
        const again = (await signIn(second.base, 'agent@demo.test')).tokens.accessToken;
        // The fifth failure in a row, counted with the four before the restart.
        expectDescriptor(await putEmail(second, again, body), 429, 'GUARD_LOCKED');
        expect(second.mock.store.table('guardStates').get('u-agent')).toMatchObject({
          failedAttempts: 0,
          lockedUntil: expect.any(Number),
        });
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a security code is taken once', () => {
  let server: TestServer;
  let admin: string;
  const secret = DEMO_ACCOUNTS.admin.totpSecret;
  const WHITELIST = '/api/v1/merchants/m-acme-1/ip-whitelist';

  beforeAll(async () => {
    server = await startServer();
    admin = (await signIn(server.base, 'admin@demo.test', 't-acme')).tokens.accessToken;
  });
  afterAll(() => server.close());

  const saveList = async (entries: string[], passCode: string) => {
    const current = await call<{ version: number }>(server.base, WHITELIST, { token: admin });
    return call<{ entries: string[] }>(server.base, WHITELIST, {
      method: 'PUT',
      token: admin,
      body: {
        entity: { entries, version: current.json.version },
        password: DEMO_PASSWORD,
        passCode,
        reason: 'Office network',
        classification: 'CUSTOMER_REQUEST',
      },
    });
  };

  it('refuses a replayed code for another change; the next step is accepted', async () => {
    const code = totpCode(secret, server.now());
    expect((await saveList(['10.0.0.0/8'], code)).status).toBe(200);
    expectDescriptor(await saveList(['10.1.0.0/16'], code), 400, 'WRONG_SECURITYPASS_ERROR');
    expectDescriptor(await saveList(['10.2.0.0/16'], code), 400, 'WRONG_SECURITYPASS_ERROR');
    expect(
      data(server.mock).merchantIpWhitelists.find((w) => w.merchantId === 'm-acme-1')?.entries,
    ).toEqual(['10.0.0.0/8']);
    // The code of the step before the used one is refused too; the next step's code (accepted ±1) works.
    const step = totpStepAt(server.now());
    expectDescriptor(
      await saveList(['10.3.0.0/16'], totpCode(secret, (step - 1) * TOTP_STEP_SECONDS * 1000)),
      400,
      'WRONG_SECURITYPASS_ERROR',
    );
    expect(
      (await saveList(['10.4.0.0/16'], totpCode(secret, (step + 1) * TOTP_STEP_SECONDS * 1000)))
        .status,
    ).toBe(200);
  });

  it('does not use the code of a change that fails', async () => {
    server.advanceClock(TOTP_STEP_SECONDS * 1000 * 3);
    const code = totpCode(secret, server.now());
    expectDescriptor(await saveList(['not-an-address'], code), 400, 'VALIDATION_ERROR_CODE');
    expect((await saveList(['192.168.0.0/16'], code)).status).toBe(200);
  });
});

describe('second-factor approvals (secondFactorWindow on)', () => {
  let server: TestServer;
  let agent: string;
  const secret = DEMO_ACCOUNTS.agent.totpSecret;

  beforeAll(async () => {
    server = await startServer({ featureFlags: { secondFactorWindow: true } });
    agent = (await signIn(server.base, 'agent@demo.test')).tokens.accessToken;
  });
  afterAll(() => server.close());

  /** The confirmation window's Confirm: posts the request id, reads the approval the answer page hands on. */
  const confirmInWindow = async (request: string): Promise<string> => {
    const res = await fetch(`${server.base}/api/mfa/confirm?nonce=${request}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ nonce: request }).toString(),
    });
    expect(res.status).toBe(200);
    const result = /data-result="([^"]+)"/.exec(await res.text())?.[1] ?? '';
    const [nonce, confirmed, approval] = result.split(':');
    expect([nonce, confirmed]).toEqual([request, 'confirmed']);
    return approval!;
  };

  /** Sends the change without an approval and returns the confirmation request it is answered with. */
  const requestFor = async (entity: Record<string, unknown>): Promise<string> => {
    const res = await putEmail(server, agent, guardFor(server, secret, { entity }));
    const body = expectDescriptor(res, 428, 'SECOND_FACTOR_REQUIRED');
    expect(body.secondFactorRequest).toEqual(expect.any(String));
    return body.secondFactorRequest as string;
  };

  it('refuses a change without an approval, with one for another change, and a used one', async () => {
    const before = data(server.mock).auditLog.length;
    const entity = { email: 'agent.approved@demo.test' };
    const request = await requestFor(entity);
    // The window shows what is being confirmed.
    const page = await (await fetch(`${server.base}/api/mfa/confirm?nonce=${request}`)).text();
    expect(page).toContain('PUT /api/v1/profile/email');
    const approval = await confirmInWindow(request);
    // A confirmed request cannot be confirmed again.
    const twice = await fetch(`${server.base}/api/mfa/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ nonce: request }).toString(),
    });
    expect(twice.status).toBe(400);
    expect(await twice.text()).toContain('data-error=');

    // Approved for agent.approved@, sent for another address.
    expectDescriptor(
      await putEmail(
        server,
        agent,
        guardFor(server, secret, { entity: { email: 'agent.other@demo.test' }, approval }),
      ),
      400,
      'SECOND_FACTOR_INVALID',
    );
    // An approval nobody issued.
    expectDescriptor(
      await putEmail(server, agent, guardFor(server, secret, { entity, approval: 'made-up' })),
      400,
      'SECOND_FACTOR_INVALID',
    );
    const ok = await putEmail(server, agent, guardFor(server, secret, { entity, approval }));
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ email: 'agent.approved@demo.test' });
    // Used: the same approval for the same change again is refused.
    expectDescriptor(
      await putEmail(server, agent, guardFor(server, secret, { entity, approval })),
      400,
      'SECOND_FACTOR_INVALID',
    );
    expect(
      data(server.mock)
        .auditLog.slice(before)
        .filter((e) => e.action === 'PROFILE_UPDATE_EMAIL')
        .map((e) => [e.result, e.errorCode]),
    ).toEqual([
      ['FAILURE', 'SECOND_FACTOR_REQUIRED'],
      ['FAILURE', 'SECOND_FACTOR_INVALID'],
      ['FAILURE', 'SECOND_FACTOR_INVALID'],
      ['SUCCESS', undefined],
      ['FAILURE', 'SECOND_FACTOR_INVALID'],
    ]);
  });

  it('binds the approval to the user', async () => {
    const entity = { email: 'agent.bound@demo.test' };
    const approval = await confirmInWindow(await requestFor(entity));
    // Another user with this approval.
    const manager = (await signIn(server.base, 'manager@demo.test')).tokens.accessToken;
    expectDescriptor(
      await putEmail(
        server,
        manager,
        guardFor(server, DEMO_ACCOUNTS.manager.totpSecret, { entity, approval }),
      ),
      400,
      'SECOND_FACTOR_INVALID',
    );
    // Still good for the change it approves.
    expect(
      (await putEmail(server, agent, guardFor(server, secret, { entity, approval }))).status,
    ).toBe(200);
  });

  it('lets an approval expire', async () => {
    const entity = { email: 'agent.late@demo.test' };
    const approval = await confirmInWindow(await requestFor(entity));
    server.advanceClock(3 * 60 * 1000);
    expectDescriptor(
      await putEmail(server, agent, guardFor(server, secret, { entity, approval })),
      400,
      'SECOND_FACTOR_INVALID',
    );
  });
});
