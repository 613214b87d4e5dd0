import type { Request } from 'express';
import type { EndpointKey } from '../../src/contract/endpoints';
import type { AuthContext } from '../auth/session';

/** Who called which endpoint, known once the caller's token was accepted (see `checkAccess`). */
export interface Caller {
  auth: AuthContext;
  key: EndpointKey;
  /** The route's record id (`:id`, or its only parameter), when the path names one. */
  entityId: string | null;
}

/**
 * Kept beside the request rather than on it: Express resets `req.params` for the error handler, and nothing a
 * client sends can put a caller here.
 */
const callers = new WeakMap<Request, Caller>();

export const rememberCaller = (req: Request, auth: AuthContext, key: EndpointKey): void => {
  const params = Object.values(req.params ?? {});
  callers.set(req, {
    auth,
    key,
    entityId: req.params?.id ?? (params.length === 1 ? (params[0] ?? null) : null),
  });
};

export const callerOf = (req: Request): Caller | undefined => callers.get(req);
