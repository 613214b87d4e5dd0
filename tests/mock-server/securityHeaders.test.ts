// @vitest-environment node
import { startServer, type TestServer } from './helpers';
import { cspDirectives } from '../support/cspDirectives';

/** `strict-origin-when-cross-origin` or a stricter policy. */
const STRICT_REFERRER_POLICIES = [
  'no-referrer',
  'same-origin',
  'strict-origin',
  'strict-origin-when-cross-origin',
];

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
}, 60_000);
afterAll(() => server.close());

const directives = cspDirectives;

describe('security headers of the emulator pages', () => {
  it.each([
    ['the sign-in page', '/api/sso/sign-in?returnUrl=http%3A%2F%2Flocalhost%3A5173%2Flogin'],
    ['the second-factor confirmation page', '/api/mfa/confirm?nonce=abc-123'],
    ['a page refusing a bad link', '/api/mfa/confirm?nonce=%3Cbad%3E'],
  ])('%s', async (_name, path) => {
    const res = await fetch(`${server.base}${path}`);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = directives(res.headers.get('content-security-policy') ?? '');
    const scripts = csp.get('script-src') ?? csp.get('default-src');
    expect(scripts).toBeDefined();
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(STRICT_REFERRER_POLICIES).toContain(res.headers.get('referrer-policy'));
    expect(res.headers.get('permissions-policy')).toMatch(/camera=\(\)/);
    expect(res.headers.get('permissions-policy')).toMatch(/microphone=\(\)/);
  });

  it('sends the same hardening headers on API answers', async () => {
    const res = await fetch(`${server.base}/api/config`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('permissions-policy')).toMatch(/camera=\(\)/);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
  });
});
