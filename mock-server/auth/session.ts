import type { Request } from 'express';
import { authoritiesForRoles, type Authority, type Role } from '../../src/contract/permissions';
import type { ServerContext } from '../context';
import { ApiError, MESSAGES } from '../http/errors';
import type { SessionRecord, TenantRecord, UserRecord } from '../types';
import { sessionForAccessToken } from './tokens';

/** Who is calling: the session's user, the one tenant the session is bound to, and the granted authorities. */
export interface AuthContext {
  session: SessionRecord;
  user: UserRecord;
  tenant: TenantRecord;
  authorities: Authority[];
  accessToken: string;
}

export const tokenInvalid = (): ApiError =>
  new ApiError(401, 'TOKEN_INVALID', MESSAGES.TOKEN_INVALID);

export const isLocked = (user: UserRecord, now: number): boolean =>
  user.status === 'LOCKED' ||
  (user.intruderLockOutUntil !== null && Date.parse(user.intruderLockOutUntil) > now);

/** Only active, unlocked accounts keep working sessions; a later lock or deactivation ends them. */
export const canUseSession = (user: UserRecord, now: number): boolean =>
  user.status === 'ACTIVE' && !isLocked(user, now);

export const bearerToken = (req: Request): string | null => {
  const header = req.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer ([A-Za-z0-9._~+/=-]{1,512})$/.exec(header.trim());
  return match?.[1] ?? null;
};

/** Resolves the caller or throws 401 TOKEN_INVALID (missing, unknown, expired, revoked, or account gone). */
export const authenticate = (ctx: ServerContext, req: Request): AuthContext => {
  const token = bearerToken(req);
  if (!token) throw tokenInvalid();
  const session = sessionForAccessToken(ctx, token);
  if (!session) throw tokenInvalid();
  const user = ctx.store.table('users').get(session.userId);
  const tenant = ctx.store.table('tenants').get(session.tenantId);
  if (!user || !tenant || !user.tenantIds.includes(tenant.id) || !canUseSession(user, ctx.now()))
    throw tokenInvalid();
  return {
    session,
    user,
    tenant,
    authorities: authoritiesOf(ctx, user.roles),
    accessToken: token,
  };
};

/** The authorities of a set of roles, worked out once per server (every request of a session asks). */
const authoritiesByServer = new WeakMap<ServerContext, Map<string, Authority[]>>();
const authoritiesOf = (ctx: ServerContext, roles: readonly Role[]): Authority[] => {
  let known = authoritiesByServer.get(ctx);
  if (!known) authoritiesByServer.set(ctx, (known = new Map()));
  const key = roles.join(' ');
  let authorities = known.get(key);
  if (!authorities) known.set(key, (authorities = authoritiesForRoles(roles)));
  return [...authorities];
};
