import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { IDLE_TIMEOUT_MS } from '../../src/contract/constants';
import type { ServerContext } from '../context';
import { isoNow } from '../context';
import { appendSystemAudit } from '../guard/audit';
import type { OneTimeCodeRecord, SessionRecord } from '../types';

/** Sign-in ids and tenant codes live this long and work once. */
export const ONE_TIME_CODE_TTL_MS = 2 * 60 * 1000;
/** A refresh token outlives its access token; each refresh replaces both (rotation). */
export const REFRESH_TOKEN_TTL_MS = 12 * 60 * 60 * 1000;
/** How long a session lasts from sign-in, whatever its refreshes (default of `sessionLifetimeMs`). */
export const DEFAULT_SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;
/** A session unused this long is refused: the portal's idle logout, enforced by the platform too. */
export const SESSION_IDLE_TIMEOUT_MS = IDLE_TIMEOUT_MS;
/**
 * A session's last use is written down at most this often, so a burst of reads does not turn into a burst of
 * writes; the idle timeout may thus end a session up to this much early.
 */
export const LAST_USE_RESOLUTION_MS = 5000;

/** Only hashes of tokens and codes are stored, so the database never holds a usable credential. */
export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');
const newToken = (): string => randomBytes(32).toString('base64url');

export const issueOneTimeCode = (
  ctx: ServerContext,
  input: Pick<OneTimeCodeRecord, 'kind' | 'userId' | 'tenantId' | 'returnUrl'>,
): string => {
  const codes = ctx.store.table('oneTimeCodes');
  const now = ctx.now();
  const code = newToken();
  ctx.store.transaction(() => {
    // Expired codes are dropped whenever a new one is issued, so the collection stays small.
    codes.deleteIf((c) => c.expiresAt <= now);
    codes.insert({
      id: randomUUID(),
      codeHash: hashToken(code),
      expiresAt: now + ONE_TIME_CODE_TTL_MS,
      ...input,
    });
  });
  return code;
};

/** Returns and deletes the matching, unexpired code of that kind; null for unknown, used or expired codes. */
export const consumeOneTimeCode = (
  ctx: ServerContext,
  kind: OneTimeCodeRecord['kind'],
  code: string,
): OneTimeCodeRecord | null => {
  const codes = ctx.store.table('oneTimeCodes');
  const record = codes.where('codeHash', hashToken(code)).find((c) => c.kind === kind);
  // Deleting is what uses the code: of two requests racing with it, only the one that deletes it goes on.
  if (!record || !codes.delete(record.id)) return null;
  return record.expiresAt > ctx.now() ? record : null;
};

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  expirationDate: string;
}

/** Issues a new token pair into `session`; neither token outlives the session's absolute end. */
const fillSession = (ctx: ServerContext, session: SessionRecord): IssuedTokens => {
  const accessToken = newToken();
  const refreshToken = newToken();
  const now = ctx.now();
  session.accessTokenHash = hashToken(accessToken);
  session.refreshTokenHash = hashToken(refreshToken);
  session.accessExpiresAt = Math.min(now + ctx.accessTokenTtlMs, session.absoluteExpiresAt);
  session.refreshExpiresAt = Math.min(now + REFRESH_TOKEN_TTL_MS, session.absoluteExpiresAt);
  session.lastUsedAt = now;
  return {
    accessToken,
    refreshToken,
    expirationDate: new Date(session.accessExpiresAt).toISOString(),
  };
};

const isIdle = (session: SessionRecord, now: number): boolean =>
  now - session.lastUsedAt >= SESSION_IDLE_TIMEOUT_MS;

/** Whether the session can still be used at all: not revoked, within its lifetime, not idle too long. */
const isLive = (session: SessionRecord, now: number): boolean =>
  session.revokedAt === null && session.absoluteExpiresAt > now && !isIdle(session, now);

export const createSession = (
  ctx: ServerContext,
  userId: string,
  tenantId: string,
): IssuedTokens => {
  const sessions = ctx.store.table('sessions');
  const now = ctx.now();
  const session: SessionRecord = {
    id: randomUUID(),
    userId,
    tenantId,
    accessTokenHash: '',
    refreshTokenHash: '',
    accessExpiresAt: 0,
    refreshExpiresAt: 0,
    absoluteExpiresAt: now + ctx.sessionLifetimeMs,
    lastUsedAt: now,
    usedRefreshTokenHashes: [],
    revokedAt: null,
    createdAt: isoNow(ctx),
  };
  const tokens = fillSession(ctx, session);
  ctx.store.transaction(() => {
    // Sessions that can no longer be used are dropped here, keeping the collection bounded. A revoked one stays
    // while its access token would still be valid, so its holder learns why it ended (session.ts).
    sessions.deleteIf(
      (s) =>
        s.refreshExpiresAt <= now ||
        (!isLive(s, now) && (s.revokedAt === null || s.accessExpiresAt <= now)),
    );
    sessions.insert(session);
  });
  return tokens;
};

/**
 * The session of an access token, live or not (revoked, idle, past its lifetime), while the token itself has not
 * expired: whoever holds it may learn why the session ended. Null for unknown and expired tokens.
 */
export const sessionOfAccessToken = (ctx: ServerContext, token: string): SessionRecord | null => {
  const session = ctx.store.table('sessions').first('accessTokenHash', hashToken(token));
  return session && session.accessExpiresAt > ctx.now() ? session : null;
};

/**
 * The session a refresh token belongs to while it may still be presented (the session's current token, or the one
 * its last rotation replaced during the retry grace), live or not, while the token itself has not expired: a
 * refresh refused because the account was blocked since can say so. Null otherwise.
 */
export const sessionOfRefreshToken = (ctx: ServerContext, token: string): SessionRecord | null => {
  const sessions = ctx.store.table('sessions');
  const hash = hashToken(token);
  const now = ctx.now();
  const session =
    sessions.first('refreshTokenHash', hash) ??
    sessions
      .whereHas('usedRefreshTokenHashes', hash)
      .find((candidate) => isRetryable(candidate, hash, now));
  return session && session.refreshExpiresAt > now ? session : null;
};

/** Whether `hash` is the token the session's last rotation replaced, within the grace and before the pair's use. */
const isRetryable = (session: SessionRecord, hash: string, now: number): boolean =>
  session.retryableRefresh?.tokenHash === hash && session.retryableRefresh.until > now;

/**
 * The live session of an access token, or null (unknown, expired, revoked, idle or past its lifetime). Using it
 * counts as activity for the idle timeout.
 */
export const sessionForAccessToken = (ctx: ServerContext, token: string): SessionRecord | null => {
  const session = sessionOfAccessToken(ctx, token);
  const now = ctx.now();
  if (!session || !isLive(session, now)) return null;
  // The browser has the newest pair: the token it replaced is a plain reuse from now on.
  if (session.retryableRefresh)
    ctx.store.table('sessions').update({ ...session, lastUsedAt: now, retryableRefresh: null });
  else if (now - session.lastUsedAt >= LAST_USE_RESOLUTION_MS)
    ctx.store.table('sessions').update({ ...session, lastUsedAt: now });
  return session;
};

/** Revokes a session whose rotated-out refresh token came back, and records it. */
const revokeOnReuse = (ctx: ServerContext, session: SessionRecord): void => {
  const revokedAt = isoNow(ctx);
  ctx.store.table('sessions').update({ ...session, revokedAt });
  appendSystemAudit(ctx, session.tenantId, {
    action: 'SESSION_REFRESH_REUSE',
    entityType: 'users',
    entityId: session.userId,
    result: 'FAILURE',
    errorCode: 'TOKEN_INVALID',
    before: { sessionId: session.id, revokedAt: null },
    after: { sessionId: session.id, revokedAt },
    reason: null,
    classification: null,
  });
};

/**
 * How long the token a rotation replaced may come back once more while the new pair is unused (see
 * `SessionRecord.retryableRefresh`): a page reload or a navigation that interrupted the refresh call.
 */
export const REFRESH_RETRY_GRACE_MS = 30_000;

/**
 * Rotation: the presented refresh token stops working and a new pair is issued; the session's absolute end does
 * not move. A refresh token that was already rotated out means two parties hold the session's tokens (a stolen
 * token, or a replay): the whole session is revoked, its newest tokens included, and the reuse is audited.
 * Null for every refusal.
 */
export const refreshSession = (ctx: ServerContext, refreshToken: string): IssuedTokens | null =>
  ctx.store.transaction(() => {
    const sessions = ctx.store.table('sessions');
    const hash = hashToken(refreshToken);
    const now = ctx.now();
    const session = sessions.first('refreshTokenHash', hash);
    if (!session) {
      const reused = sessions
        .whereHas('usedRefreshTokenHashes', hash)
        .find((candidate) => candidate.revokedAt === null);
      if (!reused) return null;
      // The browser never got the last rotation's answer (its page went away mid-call) and asks again with the
      // token it still holds: the unseen pair is replaced. Once the new pair was used, or after the grace, it is a
      // reuse: two parties hold the session's tokens.
      if (!isRetryable(reused, hash, now) || !isLive(reused, now)) {
        revokeOnReuse(ctx, reused);
        return null;
      }
      // The unseen pair's refresh token is rotated out like any other: if it ever shows up, it is a reuse.
      reused.usedRefreshTokenHashes = [...reused.usedRefreshTokenHashes, reused.refreshTokenHash];
      const tokens = fillSession(ctx, reused);
      sessions.update(reused);
      return tokens;
    }
    if (!isLive(session, now) || session.refreshExpiresAt <= now) return null;
    session.usedRefreshTokenHashes = [...session.usedRefreshTokenHashes, session.refreshTokenHash];
    session.retryableRefresh = { tokenHash: hash, until: now + REFRESH_RETRY_GRACE_MS };
    const tokens = fillSession(ctx, session);
    sessions.update(session);
    return tokens;
  });

/** Revokes the session of an access token (whether or not it has expired); both tokens die. */
export const revokeByAccessToken = (ctx: ServerContext, accessToken: string): boolean =>
  ctx.store.transaction(() => {
    const sessions = ctx.store.table('sessions');
    const session = sessions.first('accessTokenHash', hashToken(accessToken));
    if (!session || session.revokedAt !== null) return false;
    sessions.update({ ...session, revokedAt: isoNow(ctx) });
    return true;
  });
