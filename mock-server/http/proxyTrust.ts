import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Express, RequestHandler } from 'express';
import { entryContains, parseEntry, type ParsedEntry } from '../../src/contract/rules/ipAddress';

/**
 * Who may tell the emulator a client's address (`X-Forwarded-For`), which the audit log, the rate limits and the
 * merchant IP allow-lists all go by.
 *
 * A proxy is believed only when both hold:
 * - the connection comes from an address in `TRUST_PROXY` (addresses and CIDR ranges, comma-separated;
 *   `loopback` stands for 127.0.0.0/8 and ::1; default `loopback`, where the Vite dev/preview proxy runs), and
 * - the request carries the proxy's shared secret in `X-TrustDesk-Proxy` (`TRUST_PROXY_SECRET`, which `npm start`
 *   and the end-to-end workers generate and hand to both the emulator and Vite).
 * An address alone cannot tell the proxy from a local client: both connect from 127.0.0.1. Without the secret
 * (unset: a random one nobody knows) no forwarded address is believed, and the socket's address is recorded.
 *
 * Only the nearest hop is believed: the client address is the one the trusted proxy itself saw (the last entry
 * of `X-Forwarded-For`). Entries before it are whatever the client claimed and are never used; a chain of
 * proxies must therefore have the outer ones overwrite the header (nginx:
 * `proxy_set_header X-Forwarded-For $remote_addr`), not append to it.
 */
export const PROXY_SECRET_HEADER = 'x-trustdesk-proxy';
export const DEFAULT_TRUST_PROXY = 'loopback';

/** The headers a proxy sets; dropped from a request that did not come through a trusted one. */
const FORWARDED_HEADERS = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'forwarded'];

const NAMED_RANGES: Record<string, readonly string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
};

export interface ProxyTrust {
  /** The listed proxies, parsed. */
  proxies: readonly ParsedEntry[];
  secret: string;
}

/** Parses a `TRUST_PROXY` value; an entry that is neither a name nor an address or range is a start-up error. */
export const parseTrustedProxies = (text: string): ParsedEntry[] =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .flatMap((part) => NAMED_RANGES[part.toLowerCase()] ?? [part])
    .map((part) => {
      const entry = parseEntry(part);
      if (!entry)
        throw new Error(
          `TRUST_PROXY: "${part}" is not an IP address, a CIDR range or "loopback" (e.g. "loopback,10.0.0.5").`,
        );
      return entry;
    });

export const resolveProxyTrust = (
  options: { trustProxy?: string; proxySecret?: string } = {},
): ProxyTrust => ({
  proxies: parseTrustedProxies(
    options.trustProxy ?? process.env.TRUST_PROXY ?? DEFAULT_TRUST_PROXY,
  ),
  // Unset: a value nobody knows, so no proxy is believed until one is configured.
  secret:
    options.proxySecret || process.env.TRUST_PROXY_SECRET || randomBytes(32).toString('base64url'),
});

const sameSecret = (given: string, secret: string): boolean => {
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** Drops the forwarding headers of a request that does not carry the proxy's secret; the secret goes too. */
const forwardedOnlyFromProxy =
  (trust: ProxyTrust): RequestHandler =>
  (req, _res, next) => {
    const given = req.headers[PROXY_SECRET_HEADER];
    delete req.headers[PROXY_SECRET_HEADER];
    if (typeof given === 'string' && sameSecret(given, trust.secret)) return next();
    for (const header of FORWARDED_HEADERS) delete req.headers[header];
    next();
  };

/**
 * Installs the rule on the app: express believes exactly one hop (index 0, the socket) when it is a listed proxy,
 * and only for requests that kept their forwarding headers.
 */
export const installProxyTrust = (app: Express, trust: ProxyTrust): void => {
  app.set('trust proxy', (address: string, hop: number) =>
    hop === 0 ? trust.proxies.some((entry) => entryContains(entry, address)) : false,
  );
  app.use(forwardedOnlyFromProxy(trust));
};
