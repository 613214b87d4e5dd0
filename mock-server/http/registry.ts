import type { Express, NextFunction, Request, RequestHandler, Response } from 'express';
import { holdsAnyOf } from '../../src/contract/permissions';
import {
  endpoints,
  routePatterns,
  type EndpointDef,
  type EndpointKey,
} from '../../src/contract/endpoints';
import { authenticateApiToken, type ApiTokenAuth } from '../auth/apiToken';
import { authenticate, setupPending, setupRequired, type AuthContext } from '../auth/session';
import type { ServerContext } from '../context';
import { ApiError, MESSAGES } from './errors';
import { answered } from './answered';
import { rememberCaller } from './caller';
import { idempotently } from './idempotency';
import { checkedJsonText, JsonText } from './jsonText';

/**
 * What a handler receives as its caller: nothing for public endpoints, the API token for the merchant API, the
 * session for all others.
 */
export type AuthFor<K extends EndpointKey> = (typeof endpoints)[K]['access'] extends 'public'
  ? AuthContext | null
  : (typeof endpoints)[K]['access'] extends 'apiToken'
    ? ApiTokenAuth
    : AuthContext;

/**
 * A handler answers by returning the JSON body (or a status-only response via `res`). Throwing an ApiError
 * gives the error descriptor.
 */
export type EndpointHandler<K extends EndpointKey> = (
  req: Request,
  res: Response,
  auth: AuthFor<K>,
) => unknown;

export interface Registry {
  /** Mounts `handler` under `/api/` + every route pattern of `key`; the key must be in the endpoint table. */
  registerEndpoint<K extends EndpointKey>(key: K, handler: EndpointHandler<K>): void;
  registeredKeys(): EndpointKey[];
  /** Table keys without a handler (a test keeps this empty). */
  missingKeys(): EndpointKey[];
}

interface Entry {
  key: EndpointKey;
  handler: EndpointHandler<EndpointKey>;
}

const BODY_METHODS = new Set(['POST', 'PUT']);

const hasBody = (req: Request): boolean =>
  req.headers['transfer-encoding'] !== undefined ||
  (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');

export const createRegistry = () => {
  const entries = new Map<EndpointKey, Entry>();
  const registry: Registry = {
    registerEndpoint(key, handler) {
      if (entries.has(key)) throw new Error(`Endpoint ${key} registered twice`);
      entries.set(key, { key, handler: handler as EndpointHandler<EndpointKey> });
    },
    registeredKeys: () => [...entries.keys()],
    missingKeys: () => (Object.keys(endpoints) as EndpointKey[]).filter((k) => !entries.has(k)),
  };
  return { registry, entries };
};

/**
 * The access rule of the table (the merchant API's token, or the session's set-up state, then permissions),
 * applied before any handler runs. The accepted caller is remembered with the request before these checks, so a
 * refusal, here or in the handler, is audited (deniedAudit.ts).
 */
const checkAccess = (
  ctx: ServerContext,
  key: EndpointKey,
  def: EndpointDef,
  req: Request,
): AuthContext | ApiTokenAuth | null => {
  if (def.access === 'public') return null;
  if (def.access === 'apiToken') return authenticateApiToken(ctx, req, def);
  const auth = authenticate(ctx, req);
  rememberCaller(req, auth, key);
  // Until first sign-in is finished the session reaches the set-up steps only, whatever its roles grant.
  if (setupPending(auth.user) && def.duringSetup !== true) throw setupRequired();
  if (def.access !== 'session' && !holdsAnyOf(auth.authorities, def.access))
    throw new ApiError(403, 'ACCESS_DENIED', MESSAGES.ACCESS_DENIED, [], {
      requiredAuthorities: [...def.access],
    });
  return auth;
};

const toExpressHandler =
  (ctx: ServerContext, entry: Entry): RequestHandler =>
  (req: Request, res: Response, next: NextFunction) => {
    const def: EndpointDef = endpoints[entry.key];
    const run = async () => {
      const auth = checkAccess(ctx, entry.key, def, req);
      // Body-carrying JSON routes take JSON only; the JSON parser has already read any JSON body.
      if (BODY_METHODS.has(req.method) && hasBody(req) && !req.is('application/json'))
        throw new ApiError(
          415,
          'UNSUPPORTED_MEDIA_TYPE',
          'The request body must be application/json.',
        );
      if (BODY_METHODS.has(req.method) && req.body === undefined) req.body = {};
      const handle = () => entry.handler(req, res, auth as AuthContext);
      const result = def.idempotent
        ? // Only sessions create; the merchant API's token calls are reads.
          await idempotently(ctx, req, res, auth && 'session' in auth ? auth : null, handle)
        : await handle();
      if (!answered(res)) {
        if (result === undefined) res.status(204).end();
        else if (result instanceof JsonText) res.type('json').send(checkedJsonText(result));
        else res.json(result);
      }
    };
    run().catch(next);
  };

/** Static paths first, so `users/current` wins over `users/:id`. */
const specificity = (pattern: string): number => (pattern.includes(':') ? 1 : 0);

/**
 * Mounts every registered handler, then a 405 `INVALID_METHOD` answer for every known path whose method did not
 * match. Returns the mounted `/api/...` patterns.
 */
export const mountEndpoints = (
  app: Express,
  ctx: ServerContext,
  entries: Map<EndpointKey, Entry>,
) => {
  const routes: { method: string; path: string; entry: Entry }[] = [];
  for (const entry of entries.values())
    for (const pattern of routePatterns(entry.key))
      routes.push({ method: endpoints[entry.key].method, path: `/api/${pattern}`, entry });
  routes.sort((a, b) => specificity(a.path) - specificity(b.path));
  for (const route of routes) {
    const handler = toExpressHandler(ctx, route.entry);
    if (route.method === 'GET') app.get(route.path, handler);
    else if (route.method === 'POST') app.post(route.path, handler);
    else if (route.method === 'PUT') app.put(route.path, handler);
    else app.delete(route.path, handler);
  }
  const paths = [...new Set(routes.map((r) => r.path))];
  for (const path of paths)
    app.all(path, (_req, _res, next) =>
      next(new ApiError(405, 'INVALID_METHOD', 'This method is not supported on this path.')),
    );
  return paths;
};
