import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * Browser hardening headers on every emulator response (helmet), the HTML pages (sign-in, second-factor
 * confirmation) above all: no framing (X-Frame-Options DENY beside the pages' `frame-ancestors 'none'`), no
 * sniffing, no referrer, isolated browsing context, and no powerful features (Permissions-Policy, which helmet
 * does not set). The Content-Security-Policy is not helmet's: the API answers carry `default-src 'none'`
 * (baseHeaders) and each page sets its own with a per-response nonce (http/html.ts sendPage).
 * No Strict-Transport-Security: the emulator speaks plain HTTP on 127.0.0.1; the platform's TLS front sets it.
 */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

const helmetHeaders = helmet({
  contentSecurityPolicy: false,
  strictTransportSecurity: false,
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
});

export const securityHeaders: RequestHandler = (req, res, next) => {
  res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
  helmetHeaders(req, res, next);
};
