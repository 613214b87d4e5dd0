/**
 * Security headers of the built portal (what `vite preview` serves the suite, and what the build writes for
 * nginx): a Content-Security-Policy without inline script except index.html's preload script, allowed by its
 * hash; no framing; no sniffing; a strict referrer policy; a Permissions-Policy. The page works under it: the
 * preload script runs and a signed-in deep link renders (every test fails on a CSP violation, support/browser.ts).
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { BASE_URL, describe, expectPath, expectVisible, signIn, test } from '../support';
import { cspDirectives } from '../../support/cspDirectives';

const inlineScriptHashes = (html: string): string[] =>
  [...html.matchAll(/<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  );

const directives = cspDirectives;

describe('security headers of the portal', () => {
  for (const path of ['/', '/login', '/verifications/v-does-not-matter/show'])
    test(`${path} carries the policy and its inline script's hash`, async ({ page }) => {
      const res = await page.request.get(`${BASE_URL}${path}`);
      assert.equal(res.status(), 200);
      const headers = res.headers();
      assert.match(headers['content-type'] ?? '', /^text\/html/);
      const csp = directives(headers['content-security-policy'] ?? '');
      const scripts = csp.get('script-src') ?? [];
      assert.ok(scripts.includes("'self'"), `script-src: ${scripts.join(' ')}`);
      assert.ok(!scripts.includes("'unsafe-inline'"), 'no unsafe-inline scripts');
      assert.ok(!scripts.includes("'unsafe-eval'"), 'no eval');
      const hashes = inlineScriptHashes(await res.text());
      assert.ok(hashes.length > 0, 'index.html carries its preload script');
      for (const hash of hashes) assert.ok(scripts.includes(hash), `${hash} in script-src`);
      assert.deepEqual(csp.get('frame-ancestors'), ["'none'"]);
      assert.deepEqual(csp.get('object-src'), ["'none'"]);
      assert.equal(headers['x-frame-options'], 'DENY');
      assert.equal(headers['x-content-type-options'], 'nosniff');
      assert.equal(headers['referrer-policy'], 'strict-origin-when-cross-origin');
      assert.match(headers['permissions-policy'] ?? '', /camera=\(\)/);
    });

  test('a signed-in deep link runs the preload script and renders under the policy', async ({
    page,
  }) => {
    await signIn(page, 'agent@demo.test');
    await expectPath(page, '/dashboard');
    await page.goto(`${BASE_URL}/verifications`);
    await expectPath(page, '/verifications');
    await expectVisible(page.getByRole('heading', { name: 'Verifications' }).first());
    // The inline preload script ran (the policy let it): it asked for the verifications screens.
    const preloads = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    assert.ok(
      preloads.some((href) => /screens-verifications/.test(href)),
      `preloads: ${preloads.join(', ')}`,
    );
  });
});
