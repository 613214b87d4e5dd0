// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  NGINX_HEADERS_FILE,
  portalHeaders,
  securityHeaders,
} from '../../scripts/vite/securityHeaders';

const PRELOAD = '(() => { document.title = "x"; })();';
const INDEX = `<!doctype html><html><head><script type="module" crossorigin src="/assets/index-abc.js"></script><script>${PRELOAD}</script></head><body><div id="root"></div></body></html>`;
const HASH = `'sha256-${createHash('sha256').update(PRELOAD).digest('base64')}'`;

/** Runs the plugin's writeBundle for a built index.html; answers the nginx include it wrote. */
const nginxIncludeFor = (html: string): string => {
  const dir = mkdtempSync(join(tmpdir(), 'trustdesk-headers-'));
  try {
    const plugin = securityHeaders();
    const writeBundle = plugin.writeBundle as unknown as (
      options: { dir: string },
      bundle: Record<string, { type: 'asset'; source: string }>,
    ) => void;
    writeBundle({ dir }, { 'index.html': { type: 'asset', source: html } });
    return readFileSync(join(dir, NGINX_HEADERS_FILE), 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

describe('the portal security headers', () => {
  it('allow the inline preload script by its hash and no other inline script', () => {
    const csp = portalHeaders(INDEX)['Content-Security-Policy'] ?? '';
    const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc.split(' ')).toEqual(["'self'", HASH]);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('are written for nginx by the build, exactly as vite preview sends them', () => {
    const include = nginxIncludeFor(INDEX);
    for (const [name, value] of Object.entries(portalHeaders(INDEX)))
      expect(include).toContain(`add_header ${name} "${value}" always;`);
  });

  it('are included by every location of deploy/nginx.conf that serves the portal', () => {
    const conf = readFileSync(join(__dirname, '../../deploy/nginx.conf'), 'utf8');
    const locations = [...conf.matchAll(/^\s*location ([^{\n]+)\{([^}]*)\}/gm)].map((m) => ({
      path: m[1]!.trim(),
      body: m[2]!,
    }));
    const serving = locations.filter(
      (l) => !l.path.startsWith('/api') && !/return 404/.test(l.body),
    );
    expect(serving.map((l) => l.path).sort()).toEqual(['/', '/assets/', '= /index.html']);
    for (const location of serving) expect(location.body).toContain(`/${NGINX_HEADERS_FILE};`);
    expect(locations.find((l) => l.path === '/assets/')?.body).toContain('immutable');
    expect(locations.find((l) => l.path === '= /index.html')?.body).toContain('no-cache');
    expect(locations.find((l) => l.path === '/')?.body).toContain('try_files $uri /index.html');
  });
});
