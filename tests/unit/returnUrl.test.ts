import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sanitizeReturnUrl } from '../../src/authProvider/returnUrl';

const ORIGIN = 'http://localhost:5173';

describe('sanitizeReturnUrl', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/auditlog?page=2#top', '/auditlog?page=2#top'],
    [`${ORIGIN}/settings`, '/settings'],
  ])('keeps portal path %s', (input, expected) => {
    expect(sanitizeReturnUrl(input, ORIGIN)).toBe(expected);
  });
  it.each([
    'https://evil.test/x',
    '//evil.test',
    '/\\evil.test',
    '\\\\evil.test',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '/%2F%2Fevil.test',
    '%2F%2Fevil.test',
    '/%5Cevil.test',
    '/%252F%252Fevil.test',
    '/a\nb',
    '/a\u0000b',
    'http://localhost:5173.evil.test/x',
    'data:text/html,<script>',
    '/login?returnUrl=/x',
    '',
    'dashboard',
    '/%E0%A4%A',
  ])('rejects %j', (input) => {
    expect(sanitizeReturnUrl(input, ORIGIN)).toBeNull();
  });
  it('never returns anything that leaves the origin (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl(),
          fc.string().map((s) => `/${s}`),
          fc.string().map((s) => `//${s}`),
        ),
        (input) => {
          const result = sanitizeReturnUrl(input, ORIGIN);
          if (result === null) return true;
          return (
            result.startsWith('/') &&
            !result.startsWith('//') &&
            !result.includes('\\') &&
            // eslint-disable-next-line no-control-regex
            !/[\u0000-\u001F]/.test(result) &&
            new URL(result, ORIGIN).origin === ORIGIN
          );
        },
      ),
      { numRuns: 2000 },
    );
  });
  it('keeps simple portal paths unchanged (property)', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 4 }), (segments) => {
        const path = `/${segments.join('/')}`;
        fc.pre(!/^\/(login|setup)(\/|$)/.test(path) && !path.startsWith('/dashboard/init'));
        return sanitizeReturnUrl(path, ORIGIN) === path;
      }),
    );
  });
});
