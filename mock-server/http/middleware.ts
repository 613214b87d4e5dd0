import express, { type ErrorRequestHandler, type Express, type RequestHandler } from 'express';
import { endpoints, routePatterns, type EndpointKey } from '../../src/contract/endpoints';
import { authenticate } from '../auth/session';
import { SECRET_KEYS } from '../auth/sanitize';
import type { ServerContext } from '../context';
import { isStorageFault } from '../store/faults';
import { answered, markEnded } from './answered';
import { auditDenial } from './deniedAudit';
import { installProxyTrust } from './proxyTrust';
import { securityHeaders } from './securityHeaders';
import { ApiError, MESSAGES, sendError } from './errors';

/** Request bodies above this size are refused with 413 before they are read. */
export const BODY_LIMIT_BYTES = 1024 * 1024;
export const CLIENT_VERSION_HEADER = 'X-Client-Version';

/** Every response: the client version (readable by scripts), no sniffing, no framing. */
export const baseHeaders =
  (ctx: ServerContext): RequestHandler =>
  (_req, res, next) => {
    res.setHeader(CLIENT_VERSION_HEADER, ctx.clientVersion);
    res.setHeader('Access-Control-Expose-Headers', CLIENT_VERSION_HEADER);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
    res.setHeader('Cache-Control', 'no-store');
    next();
  };

/** Headers of an answer that a storage failure replaces with an error descriptor. */
const ANSWER_HEADERS = [
  'content-type',
  'content-length',
  'content-disposition',
  'location',
  // A refresh whose rotation was rolled back must not hand the browser the new (never stored) token.
  'set-cookie',
];

/**
 * Nothing is answered before the changes made ahead of it are on disk: the store commits changes in groups
 * (store/store.ts), and every answer is finished only once the group it may have joined or read from is
 * committed. When that commit fails nothing of the group is stored, and the answer becomes 503.
 */
export const durableAnswers =
  (ctx: ServerContext): RequestHandler =>
  (req, res, next) => {
    const end = res.end.bind(res) as (...args: unknown[]) => typeof res;
    res.end = ((...args: unknown[]) => {
      markEnded(res);
      ctx.store.settled().then(
        () => end(...args),
        (error: unknown) => {
          res.end = end as typeof res.end;
          console.error(
            `[mock-server] storage refused the changes before ${req.method} ${req.path}: ${
              isStorageFault(error) ? error.code : String(error)
            }`,
          );
          if (res.headersSent) return res.destroy();
          for (const header of ANSWER_HEADERS) res.removeHeader(header);
          sendError(
            req,
            res,
            new ApiError(503, 'SERVICE_UNAVAILABLE', MESSAGES.SERVICE_UNAVAILABLE),
            ctx.now(),
          );
        },
      );
      return res;
    }) as typeof res.end;
    next();
  };

/**
 * Defence in depth: whatever a handler returns, hashes, secrets and guard fields are left out of every JSON
 * answer. Express's `json replacer` drops them while the body is written, without copying the body first.
 */
export const withoutSecrets = (key: string, value: unknown): unknown =>
  SECRET_KEYS.has(key) ? undefined : value;

/** JSON bodies only for application/json; everything else is left unread and refused by the route (415). */
export const jsonBody = express.json({
  limit: BODY_LIMIT_BYTES,
  strict: true,
  type: 'application/json',
});
/**
 * The calls whose table row allows a larger JSON body (`bodyLimitBytes`: a whole CSV file applied at once) get
 * a parser of that size on their own paths; it runs before `jsonBody`, which then leaves the parsed body alone.
 */
export const largeJsonBodies = (): { path: string; parser: RequestHandler }[] =>
  (Object.keys(endpoints) as EndpointKey[]).flatMap((key) => {
    const limit = (endpoints[key] as { bodyLimitBytes?: number }).bodyLimitBytes;
    if (!limit) return [];
    const parser = express.json({ limit, strict: true, type: 'application/json' });
    return routePatterns(key).map((pattern) => ({ path: `/api/${pattern}`, parser }));
  });

/** The sign-in form (the only urlencoded route). */
export const formBody = express.urlencoded({ limit: '16kb', extended: false, parameterLimit: 20 });

/** While the mock outage switch is on, every /api call except the control routes answers 503. */
export const outageGate =
  (ctx: ServerContext): RequestHandler =>
  (req, _res, next) => {
    if (ctx.outage === 'off' || `${req.baseUrl}${req.path}`.startsWith('/api/__mock/'))
      return next();
    next(
      ctx.outage === 'maintenance'
        ? new ApiError(503, 'MAINTENANCE', MESSAGES.MAINTENANCE)
        : new ApiError(503, 'SERVICE_UNAVAILABLE', MESSAGES.SERVICE_UNAVAILABLE),
    );
  };

const toRegExp = (pattern: string): RegExp =>
  new RegExp(
    `^/api/${pattern
      .replace(/\/$/, '')
      .split('/')
      .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/')}/?$`,
  );

/**
 * Every versioned call (`/api/v1|v2|v3/...`) needs a valid bearer token, known path or not, so the API's shape
 * is not visible without signing in. The few versioned public endpoints of the table are let through.
 */
export const versionedTokenGate = (ctx: ServerContext): RequestHandler => {
  const publicVersioned = (Object.keys(endpoints) as EndpointKey[])
    // The merchant API's rows take an API token instead of a session; the registry checks it (auth/apiToken.ts).
    .filter((key) => endpoints[key].access === 'public' || endpoints[key].access === 'apiToken')
    .flatMap((key) => routePatterns(key))
    .filter((pattern) => /^v[123]\//.test(pattern))
    .map(toRegExp);
  return (req, _res, next) => {
    if (!/^\/api\/v[123]\//.test(req.path) || publicVersioned.some((re) => re.test(req.path)))
      return next();
    try {
      authenticate(ctx, req);
      next();
    } catch (error) {
      next(error);
    }
  };
};

/** The answer to an address whose percent-encoding does not decode (a path segment or a query part). */
const unreadableAddress = () =>
  new ApiError(400, 'UNREADABLE_REQUEST', 'The request address is not correctly encoded.');

/** True when every percent-escape of `text` decodes to UTF-8 (`+` is a space in a query, never an error). */
const decodes = (text: string): boolean => {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
};

/**
 * Refuses an address that cannot be decoded before anything reads it: Express would fail on the path's
 * parameters (a 500 until then) and the query parser reads a broken escape as text, so a bad link would reach
 * a handler as a different value. First, so the answer is the same signed in or not and on every route.
 */
export const readableAddress: RequestHandler = (req, _res, next) => {
  const [path = '', query = ''] = req.originalUrl.split(/\?(.*)/s);
  next(decodes(path) && decodes(query) ? undefined : unreadableAddress());
};

/** Express's own "Failed to decode param" (a URIError it marks 400) as the descriptor; null for other errors. */
const undecodableParam = (error: unknown): ApiError | null =>
  error instanceof URIError ? unreadableAddress() : null;

export const notFoundHandler: RequestHandler = (_req, _res, next) =>
  next(new ApiError(404, 'NOT_FOUND', MESSAGES.NOT_FOUND));

interface BodyParserError {
  type?: string;
  status?: number;
}

/** The one error exit: known errors become descriptors, anything else is logged here and answered 500 plainly. */
export const errorHandler =
  (ctx: ServerContext): ErrorRequestHandler =>
  (error: unknown, req, res, next) => {
    if (answered(res)) return next(error);
    const now = ctx.now();
    if (error instanceof ApiError) return sendError(req, res, auditDenial(ctx, req, error), now);
    const badAddress = undecodableParam(error);
    if (badAddress) return sendError(req, res, badAddress, now);
    const parserError = error as BodyParserError;
    if (parserError?.type === 'entity.too.large')
      return sendError(
        req,
        res,
        new ApiError(
          413,
          'PAYLOAD_TOO_LARGE',
          `The request body exceeds ${BODY_LIMIT_BYTES} bytes.`,
        ),
        now,
      );
    if (parserError?.type === 'entity.parse.failed')
      return sendError(
        req,
        res,
        new ApiError(400, 'UNREADABLE_REQUEST', 'The request body is not valid JSON.'),
        now,
      );
    if (parserError?.type === 'encoding.unsupported' || parserError?.type === 'charset.unsupported')
      return sendError(
        req,
        res,
        new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Unsupported body encoding.'),
        now,
      );
    if (parserError?.status === 400 && typeof parserError.type === 'string')
      return sendError(
        req,
        res,
        new ApiError(400, 'UNREADABLE_REQUEST', 'The request body could not be read.'),
        now,
      );
    if (isStorageFault(error)) {
      // The change was rolled back: nothing of it is stored, so the caller must not be told it was.
      console.error(`[mock-server] storage refused ${req.method} ${req.path}: ${error.code}`);
      return sendError(
        req,
        res,
        new ApiError(503, 'SERVICE_UNAVAILABLE', MESSAGES.SERVICE_UNAVAILABLE),
        now,
      );
    }
    console.error('[mock-server] unhandled error on', req.method, req.path, error);
    sendError(req, res, new ApiError(500, 'UNKNOWN_ERROR', MESSAGES.UNKNOWN_ERROR), now);
  };

export const installBase = (app: Express, ctx: ServerContext): void => {
  app.disable('x-powered-by');
  app.disable('etag');
  // Plain query strings: no nested objects or arrays from `a[b]=c`.
  app.set('query parser', 'simple');
  // X-Forwarded-For only from a listed proxy that knows the shared secret (proxyTrust.ts).
  installProxyTrust(app, ctx.proxyTrust);
  app.use(durableAnswers(ctx));
  app.use(baseHeaders(ctx));
  app.use(readableAddress);
  app.use(securityHeaders);
  app.set('json replacer', withoutSecrets);
};
