import { randomBytes } from 'node:crypto';
import type { Response } from 'express';

/** Escapes text for HTML element content and double-quoted attributes. Every echoed value goes through it. */
export const escapeHtml = (value: string): string =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** Marks a string as already-escaped markup, so templates can nest fragments. */
export interface SafeHtml {
  readonly html: string;
}
export const raw = (html: string): SafeHtml => ({ html });

/** Tagged template: interpolated strings are escaped, SafeHtml values are inserted as they are. */
export const html = (
  strings: TemplateStringsArray,
  ...values: (string | number | SafeHtml)[]
): SafeHtml =>
  raw(
    strings.reduce((out, part, index) => {
      const value = values[index - 1];
      const rendered = typeof value === 'object' ? value.html : escapeHtml(String(value));
      return out + rendered + part;
    }),
  );

const PAGE_STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f2f4f8; color: #1c2434; }
  main { width: min(420px, calc(100vw - 32px)); background: #fff; border-radius: 12px; padding: 32px;
         box-shadow: 0 8px 30px rgba(28, 36, 52, 0.12); }
  h1 { font-size: 1.4rem; margin: 0 0 4px; }
  p.lead { margin: 0 0 24px; color: #5a6478; }
  label { display: block; font-weight: 600; margin: 16px 0 6px; }
  input { width: 100%; box-sizing: border-box; padding: 10px 12px; font-size: 1rem; border: 1px solid #c3cad6;
          border-radius: 8px; }
  input:focus { outline: 2px solid #2f6fed; outline-offset: 1px; border-color: #2f6fed; }
  button { margin-top: 24px; width: 100%; padding: 11px; font-size: 1rem; font-weight: 600; border: 0;
           border-radius: 8px; background: #2f6fed; color: #fff; cursor: pointer; }
  button.secondary { background: #e3e7ee; color: #1c2434; }
  .actions { display: flex; gap: 12px; } .actions button { flex: 1; }
  .error { margin: 0 0 8px; padding: 10px 12px; border-radius: 8px; background: #fdecec; color: #8a1c1c; }
`;

/**
 * Sends a complete HTML page with a per-response CSP nonce for its one style and optional script block.
 * The CSP forbids everything else (no inline handlers, no framing, forms only to us and the portal).
 */
export const sendPage = (
  res: Response,
  options: {
    title: string;
    body: (nonce: string) => SafeHtml;
    script?: string;
    formTargets?: string[];
    status?: number;
    /** `data-*` attributes of <body>: how a page hands values to its static script, escaped. */
    data?: Record<string, string>;
  },
): void => {
  const nonce = randomBytes(16).toString('base64');
  const formAction = ["'self'", ...(options.formTargets ?? [])].join(' ');
  res.setHeader(
    'Content-Security-Policy',
    `default-src 'none'; style-src 'nonce-${nonce}'; script-src 'nonce-${nonce}'; img-src 'self' data:; ` +
      `form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'`,
  );
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('Cache-Control', 'no-store');
  const script = options.script
    ? html`<script nonce="${nonce}">
        ${raw(options.script)};
      </script>`
    : raw('');
  const dataAttributes = raw(
    Object.entries(options.data ?? {})
      .filter(([name]) => /^[a-z][a-z0-9-]*$/.test(name))
      .map(([name, value]) => html` data-${raw(name)}="${value}"`.html)
      .join(''),
  );
  const page = html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${options.title}</title>
<style nonce="${nonce}">${raw(PAGE_STYLE)}</style>
</head>
<body${dataAttributes}>
${options.body(nonce)}
${script}
</body>
</html>`;
  res
    .status(options.status ?? 200)
    .type('text/html; charset=utf-8')
    .send(page.html);
};
