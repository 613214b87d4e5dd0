import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Connect, Plugin } from 'vite';

/**
 * The security headers of the portal's HTML, in one place: `vite preview` sends them (the end-to-end suite's
 * portal), and the build writes them as an nginx include (`dist/nginx-security-headers.conf`) that
 * `deploy/nginx.conf` includes, so production sends the same ones.
 *
 * The Content-Security-Policy allows no inline script but the one index.html carries (scripts/vite/
 * screenPreloads.ts: it names this build's chunks, so its hash changes with every build and is taken from the
 * built index.html). Styles may be inline: MUI (emotion) and CodeMirror inject <style> elements.
 *
 * The dev server sends the same headers except the CSP: React Refresh injects an inline preamble and Vite's HMR
 * client evaluates updates, which a policy without 'unsafe-inline'/'unsafe-eval' would block, and a policy with
 * them would prove nothing. The built portal is what the policy protects and what the end-to-end tests check.
 */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
export const NGINX_HEADERS_FILE = 'nginx-security-headers.conf';

/** The script elements of a page that carry their code inline (no `src`). */
export const inlineScripts = (html: string): string[] =>
  [...html.matchAll(/<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    (match) => match[1] ?? '',
  );

const sha256 = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The portal's policy for a page whose inline scripts are these. */
export const portalCsp = (html: string): string =>
  [
    "default-src 'self'",
    `script-src 'self' ${inlineScripts(html).map(sha256).join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

/** Headers every response of the portal carries, whatever the page. */
export const BASE_HEADERS: Readonly<Record<string, string>> = {
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': REFERRER_POLICY,
  'Permissions-Policy': PERMISSIONS_POLICY,
};

/** Every security header of the portal built into `html` (its index.html). */
export const portalHeaders = (html: string): Record<string, string> => ({
  ...BASE_HEADERS,
  'Content-Security-Policy': portalCsp(html),
});

/** The headers as nginx `add_header` lines (`always`: error pages carry them too). */
export const nginxHeaderLines = (headers: Record<string, string>): string =>
  Object.entries(headers)
    .map(([name, value]) => `add_header ${name} "${value.replace(/"/g, '\\"')}" always;`)
    .join('\n');

const setAll =
  (headersOf: () => Record<string, string>): Connect.NextHandleFunction =>
  (_req, res, next) => {
    for (const [name, value] of Object.entries(headersOf())) res.setHeader(name, value);
    next();
  };

export const securityHeaders = (): Plugin => {
  let outDir = 'dist';
  let root = process.cwd();
  return {
    name: 'security-headers',
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir;
    },
    configureServer(server) {
      server.middlewares.use(setAll(() => ({ ...BASE_HEADERS })));
    },
    configurePreviewServer(server) {
      // The index.html being served decides the hash; read again only when a new build replaced it.
      const index = resolve(root, outDir, 'index.html');
      let cached: { mtimeMs: number; headers: Record<string, string> } | null = null;
      const current = () => {
        if (!existsSync(index)) return { ...BASE_HEADERS };
        const { mtimeMs } = statSync(index);
        if (cached?.mtimeMs !== mtimeMs)
          cached = { mtimeMs, headers: portalHeaders(readFileSync(index, 'utf8')) };
        return cached.headers;
      };
      server.middlewares.use(setAll(current));
    },
    writeBundle(options, bundle) {
      const asset = bundle['index.html'];
      if (!options.dir || asset?.type !== 'asset') return;
      const html = String(asset.source);
      writeFileSync(
        join(options.dir, NGINX_HEADERS_FILE),
        `# Written by the build (scripts/vite/securityHeaders.ts) for this build's index.html.\n${nginxHeaderLines(portalHeaders(html))}\n`,
      );
    },
  };
};
