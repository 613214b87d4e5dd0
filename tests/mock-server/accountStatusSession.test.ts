// @vitest-environment node
import { MAX_FAILED_SIGN_INS } from '../../mock-server/routes/signIn';
import { DEMO_ACCOUNTS } from '../../mock-server/seed/demoAccounts';
import {
  call,
  expectDescriptor,
  refresh,
  signIn,
  startServer,
  submitSignIn,
  type TestServer,
} from './helpers';

/**
 * Issue 16 point 7: a token whose account has been deactivated (or locked) since is refused with the reason,
 * ACCOUNT_DISABLED (ACCOUNT_LOCKED), not TOKEN_INVALID, so the portal can say why the session ended.
 */
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let clockOffset = 0;
let server: TestServer;
beforeAll(async () => {
  server = await startServer({ now: () => Date.now() + clockOffset });
});
afterAll(() => server.close());

const me = (token: string) => call(server.base, '/api/v1/users/current', { token });

describe('the token of an account that may no longer sign in', () => {
  it('answers 401 ACCOUNT_DISABLED once an administrator deactivated the account', async () => {
    const { tokens: admin } = await signIn(server.base, DEMO_ACCOUNTS.admin.email, 't-acme');
    const { tokens: agent } = await signIn(server.base, DEMO_ACCOUNTS.agent.email);
    expect((await me(agent.accessToken)).status).toBe(200);

    const off = await call<{ status: string }>(server.base, '/api/v1/users/u-agent/deactivate', {
      method: 'POST',
      token: admin.accessToken,
    });
    expect(off.json.status).toBe('DEACTIVATED');

    const refused = expectDescriptor(await me(agent.accessToken), 401, 'ACCOUNT_DISABLED');
    expect(refused.message).toMatch(/disabled/i);
    // On a data call too, and the session stays ended: its refresh token is refused, with the same reason (a
    // reloaded tab has only the refresh cookie to ask with).
    expectDescriptor(
      await call(server.base, '/api/v1/verifications/filter', {
        token: agent.accessToken,
        body: { offset: 0, pageSize: 10 },
      }),
      401,
      'ACCOUNT_DISABLED',
    );
    expectDescriptor(await refresh(server.base, agent.refreshToken ?? ''), 401, 'ACCOUNT_DISABLED');

    // Once the token itself has expired it says nothing more about the account.
    clockOffset = 16 * 60 * 1000;
    try {
      expectDescriptor(await me(agent.accessToken), 401, 'TOKEN_INVALID');
    } finally {
      clockOffset = 0;
    }

    // Reactivated, the account signs in again and works.
    await call(server.base, '/api/v1/users/u-agent/activate', {
      method: 'POST',
      token: admin.accessToken,
    });
    const { tokens: again } = await signIn(server.base, DEMO_ACCOUNTS.agent.email);
    expect((await me(again.accessToken)).status).toBe(200);
    // The session the deactivation ended stays ended.
    expectDescriptor(await refresh(server.base, agent.refreshToken ?? ''), 401, 'TOKEN_INVALID');
  });

  it('answers 401 ACCOUNT_LOCKED once the account is locked out by wrong passwords', async () => {
    const { tokens } = await signIn(server.base, DEMO_ACCOUNTS.manager.email);
    for (let i = 0; i < MAX_FAILED_SIGN_INS; i += 1)
      await submitSignIn(server.base, DEMO_ACCOUNTS.manager.email, 'not-the-password');
    expectDescriptor(await me(tokens.accessToken), 401, 'ACCOUNT_LOCKED');
    // Its refresh mints nothing and says why.
    const refused = await refresh(server.base, tokens.refreshToken ?? '');
    expectDescriptor(refused, 401, 'ACCOUNT_LOCKED');
    expect(refused.text).not.toContain('accessToken');
  });

  it('keeps TOKEN_INVALID for unknown tokens and for sessions that simply ended', async () => {
    expectDescriptor(await me('x'.repeat(43)), 401, 'TOKEN_INVALID');
    const { tokens } = await signIn(server.base, DEMO_ACCOUNTS.analyst.email);
    await call(server.base, '/api/logout', { body: { token: tokens.accessToken } });
    expectDescriptor(await me(tokens.accessToken), 401, 'TOKEN_INVALID');
  });
});
