import { mailLocaleOf } from '../mail/locale';
import type { Request } from 'express';
import { authoritiesForRoles, type Authority, type Role } from '../../src/contract/permissions';
import type { ServerContext } from '../context';
import { ApiError, MESSAGES } from '../http/errors';
import type { UserRecord } from '../types';
import type { AuthContext } from './authContext';
import { sessionForAccessToken, sessionOfAccessToken } from './tokens';

export type { AuthContext } from './authContext';

export const tokenInvalid = (): ApiError =>
  new ApiError(401, 'TOKEN_INVALID', MESSAGES.TOKEN_INVALID);

export const isLocked = (user: UserRecord, now: number): boolean =>
  user.status === 'LOCKED' ||
  (user.intruderLockOutUntil !== null && Date.parse(user.intruderLockOutUntil) > now);

/** Why an account may not sign in or go on using its sessions: the spec's code and the platform's words. */
export interface AccountBlock {
  code: 'ACCOUNT_LOCKED' | 'ACCOUNT_DISABLED' | 'ACCOUNT_EXPIRED';
  text: string;
}

export const accountBlock = (user: UserRecord, now: number): AccountBlock | null => {
  if (isLocked(user, now))
    return {
      code: 'ACCOUNT_LOCKED',
      text: 'Your account is locked. Contact your administrator or try again later.',
    };
  if (user.status === 'DEACTIVATED')
    return {
      code: 'ACCOUNT_DISABLED',
      text: 'Your account is disabled. Contact your administrator.',
    };
  if (user.status === 'EXPIRED')
    return {
      code: 'ACCOUNT_EXPIRED',
      text: 'Your account has expired. Contact your administrator.',
    };
  return null;
};

/** Only active, unlocked accounts keep working sessions; a later lock or deactivation ends them. */
export const canUseSession = (user: UserRecord, now: number): boolean =>
  user.status === 'ACTIVE' && accountBlock(user, now) === null;

/**
 * First sign-in is not finished while two-factor set-up or the forced password change is pending: such a session
 * may only make the calls of the endpoint table marked `duringSetup` (http/registry.ts).
 */
export const setupPending = (user: UserRecord): boolean =>
  user.twoFactorSetupRequired || user.passwordChangeRequired;

export const setupRequired = (): ApiError =>
  new ApiError(403, 'SETUP_REQUIRED', MESSAGES.SETUP_REQUIRED);

export const bearerToken = (req: Request): string | null => {
  const header = req.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer ([A-Za-z0-9._~+/=-]{1,512})$/.exec(header.trim());
  return match?.[1] ?? null;
};

/**
 * Resolves the caller or throws 401: ACCOUNT_DISABLED, ACCOUNT_LOCKED or ACCOUNT_EXPIRED when the token's account
 * has been deactivated, locked or has expired since (deactivating also revokes the sessions, so this is asked of
 * the token's session live or not, while the token itself has not expired); TOKEN_INVALID for everything else
 * (missing, unknown, expired, revoked, idle, past the session's lifetime, or account gone).
 */
export const authenticate = (ctx: ServerContext, req: Request): AuthContext => {
  const token = bearerToken(req);
  if (!token) throw tokenInvalid();
  const issued = sessionOfAccessToken(ctx, token);
  if (!issued) throw tokenInvalid();
  const owner = ctx.store.table('users').get(issued.userId);
  const block = owner ? accountBlock(owner, ctx.now()) : null;
  if (block) throw new ApiError(401, block.code, block.text);
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
    mailLocale: mailLocaleOf(req),
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
