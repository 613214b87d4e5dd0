// @vitest-environment node
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../mock-server/seed/demoAccounts';
import {
  call,
  data,
  openSignInForm,
  PORTAL,
  startServer,
  submitSignIn,
  type TestServer,
} from './helpers';

/**
 * Issue 16 point 6, the platform's part: the sign-in form is bound to the browser it was served to (a CSRF token
 * bound to a cookie), and the portal's sign-in state travels through the sign-in page and back.
 */
vi.setConfig({ testTimeout: 60_000, hookTimeout: 90_000 });

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const STATE = 'Zm9yZWlnbi1zdGF0ZS0xMjM0NTY3ODkwYWJjZGVm';

const post = (fields: Record<string, string>, cookie?: string) =>
  fetch(`${server.base}/api/sso/sign-in`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams({
      email: DEMO_ACCOUNTS.agent.email,
      password: DEMO_PASSWORD,
      returnUrl: `${PORTAL}/login`,
      ...fields,
    }).toString(),
    redirect: 'manual',
  });

const failedAttemptsOfAgent = () =>
  data(server.mock).users.find((u) => u.id === 'u-agent')?.failedLoginAttempts;

describe('the sign-in form’s CSRF check', () => {
  it('serves the form with a token bound to an HttpOnly, SameSite=Strict cookie of its own path', async () => {
    const res = await fetch(`${server.base}/api/sso/sign-in`);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^td_signin_csrf=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/; Path=\/api\/sso\/sign-in/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    const page = await res.text();
    expect(page).toMatch(/<input type="hidden" name="csrf" value="[A-Za-z0-9_-]{43}" \/>/);
    // The token is not the cookie's value (a page that leaks cannot be turned into the cookie).
    expect(page).not.toContain(cookie.split(';')[0]!.split('=')[1]);
  });

  it('refuses a form posted without the cookie (from another site) with 403, signing nobody in', async () => {
    const { csrf } = await openSignInForm(server.base);
    const before = failedAttemptsOfAgent();
    const res = await post({ csrf });
    expect(res.status).toBe(403);
    expect(res.headers.get('location')).toBeNull();
    const page = await res.text();
    expect(page).toContain('This sign-in form has expired or was not opened in this browser.');
    // A fresh form to try again with; the credentials were not even checked.
    expect(page).toMatch(/name="csrf" value="[A-Za-z0-9_-]{43}"/);
    expect(failedAttemptsOfAgent()).toBe(before);
  });

  it('refuses a missing, wrong or another browser’s token', async () => {
    const mine = await openSignInForm(server.base);
    const theirs = await openSignInForm(server.base);
    expect((await post({}, mine.cookie)).status).toBe(403);
    expect((await post({ csrf: 'x'.repeat(43) }, mine.cookie)).status).toBe(403);
    expect((await post({ csrf: theirs.csrf }, mine.cookie)).status).toBe(403);
    expect((await post({ csrf: mine.csrf }, 'td_signin_csrf=forged')).status).toBe(403);
  });

  it('accepts the form it served, with its cookie, and keeps the cookie for other tabs', async () => {
    const form = await openSignInForm(server.base);
    const again = await fetch(`${server.base}/api/sso/sign-in`, {
      headers: { cookie: form.cookie },
    });
    // A second sign-in tab of the same browser reuses the nonce: the first tab's form stays valid.
    expect(again.headers.get('set-cookie')).toBeNull();
    const res = await post({ csrf: form.csrf }, form.cookie);
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get('location') ?? '').searchParams.get('id')).toEqual(
      expect.any(String),
    );
  });
});

describe('the portal’s sign-in state', () => {
  it('goes into the sign-in address, the form, and back on the return address', async () => {
    const address = await call<{ url: string }>(
      server.base,
      `/api/external/sign-in-address?returnUrl=${encodeURIComponent(`${PORTAL}/login`)}&state=${STATE}`,
    );
    expect(address.json.url).toBe(
      `/api/sso/sign-in?returnUrl=${encodeURIComponent(`${PORTAL}/login`)}&state=${STATE}`,
    );
    const form = await openSignInForm(
      server.base,
      address.json.url.replace('/api/sso/sign-in', ''),
    );
    expect(form.page).toContain(`<input type="hidden" name="state" value="${STATE}" />`);

    const back = await submitSignIn(server.base, DEMO_ACCOUNTS.agent.email, DEMO_PASSWORD, {
      state: STATE,
    });
    const target = new URL(back.location ?? '');
    expect(target.searchParams.get('state')).toBe(STATE);
    expect(target.searchParams.get('id')).toEqual(expect.any(String));

    // A refused account comes back with it too, and a wrong password keeps it in the form.
    const locked = await submitSignIn(server.base, 'locked@demo.test', DEMO_PASSWORD, {
      state: STATE,
    });
    expect(new URL(locked.location ?? '').searchParams.get('state')).toBe(STATE);
    const wrong = await submitSignIn(server.base, DEMO_ACCOUNTS.agent.email, 'nope', {
      state: STATE,
    });
    expect(wrong.text).toContain(`name="state" value="${STATE}"`);
  });

  it('drops anything that is not a state', async () => {
    const address = await call<{ url: string }>(
      server.base,
      `/api/external/sign-in-address?state=${encodeURIComponent('"><script>x</script>')}`,
    );
    expect(address.json.url).not.toContain('state');
    const back = await submitSignIn(server.base, DEMO_ACCOUNTS.agent.email, DEMO_PASSWORD, {
      state: 'short',
    });
    expect(new URL(back.location ?? '').searchParams.has('state')).toBe(false);
  });
});
