// @vitest-environment node
import { DEFAULT_RATE_LIMITS } from '../../mock-server/http/rateLimits';
import {
  call,
  expectDescriptor,
  openSignInForm,
  startServer,
  submitSignIn,
  type TestServer,
} from './helpers';

const SECRET = 'rate-limit-test-proxy';
/** A request forwarded by the trusted proxy for `address`. */
const from = (address: string) => ({ 'x-forwarded-for': address, 'x-trustdesk-proxy': SECRET });

const expectTooMany = (result: Awaited<ReturnType<typeof call>>) => {
  expectDescriptor(result, 429, 'TOO_MANY_REQUESTS');
  const retryAfter = Number(result.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter) && retryAfter > 0).toBe(true);
  expect((result.json as { message: string }).message).toMatch(/Too many requests/);
};

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ proxySecret: SECRET, control: true });
}, 60_000);
afterAll(() => server.close());
beforeEach(() => server.mock.context.rateLimits.reset());

/** A wrong sign-in through the form, as a browser sends it (with the form's CSRF token and cookie). */
const signInForm = async (headers: Record<string, string> = {}) => {
  const form = await openSignInForm(server.base);
  return call(server.base, '/api/sso/sign-in', {
    body: new URLSearchParams({
      email: 'nobody-here@demo.test',
      password: 'wrong',
      csrf: form.csrf,
    }).toString(),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: form.cookie,
      ...headers,
    },
  });
};

describe('rate limits of the anonymous calls', () => {
  it('answers the sign-in form 429 with Retry-After once an address passes the limit', async () => {
    const { limit } = DEFAULT_RATE_LIMITS.signIn;
    for (let sent = 0; sent < limit; sent += 10)
      await Promise.all(
        Array.from({ length: Math.min(10, limit - sent) }, async () =>
          expect((await signInForm()).status).toBe(200),
        ),
      );
    expectTooMany(await signInForm());
    // Another client address has its own count.
    expect((await signInForm(from('198.51.100.20'))).status).toBe(200);
    // The control reset forgets every count (end-to-end tests stay independent).
    expect((await call(server.base, '/api/__mock/reset', { method: 'POST' })).status).toBe(204);
    expect((await submitSignIn(server.base, 'agent@demo.test')).status).toBe(302);
  }, 60_000);

  it('does not answer 50 reset-mail requests for one e-mail address, from one or many addresses', async () => {
    const ask = (email: string, headers?: Record<string, string>) =>
      call(server.base, '/api/v1/auth/forgot-password', { body: { email }, headers });
    const fromOne = [];
    for (let i = 0; i < 50; i += 1) fromOne.push((await ask('agent@demo.test')).status);
    expect(fromOne.filter((status) => status === 204).length).toBeLessThan(50);
    expect(fromOne.at(-1)).toBe(429);

    server.mock.context.rateLimits.reset();
    // Fifty different client addresses asking for the same mailbox: the per-address limit alone would let all
    // through; the per-e-mail limit does not.
    const fromMany = [];
    for (let i = 0; i < 50; i += 1)
      fromMany.push(await ask(' Agent@Demo.test ', from(`203.0.113.${i + 1}`)));
    const answered = fromMany.filter((res) => res.status === 204).length;
    expect(answered).toBe(DEFAULT_RATE_LIMITS.forgotPasswordPerEmail.limit);
    expectTooMany(fromMany.at(-1)!);
    // Another mailbox is not held up by it.
    expect((await ask('manager@demo.test', from('203.0.113.200'))).status).toBe(204);
  }, 60_000);

  it('limits guesses of activation keys per address', async () => {
    const { limit } = DEFAULT_RATE_LIMITS.activation;
    for (let i = 0; i < limit; i += 1)
      expect((await call(server.base, `/api/v1/users/keys/guess-${i}`)).status).toBe(404);
    expectTooMany(await call(server.base, '/api/v1/users/keys/guess-last'));
    expectTooMany(
      await call(server.base, '/api/v1/auth/reset-password', {
        body: { key: 'guess', password: 'Whatever!2345' },
      }),
    );
  }, 60_000);

  it('limits the client log per address', async () => {
    const { limit } = DEFAULT_RATE_LIMITS.clientLog;
    const entry = { id: 'x', timestamp: 't', message: 'm' };
    for (let sent = 0; sent < limit; sent += 25)
      await Promise.all(
        Array.from({ length: 25 }, async () =>
          expect((await call(server.base, '/api/log/info', { body: entry })).status).toBe(204),
        ),
      );
    expectTooMany(await call(server.base, '/api/log/error', { body: entry }));
  }, 60_000);
});
