import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { ServerContext } from '../context';
import { isoNow } from '../context';
import type { OneTimeCodeRecord, SessionRecord } from '../types';

/** Sign-in ids and tenant codes live this long and work once. */
export const ONE_TIME_CODE_TTL_MS = 2 * 60 * 1000;
/** A refresh token outlives its access token; each refresh replaces both (rotation). */
export const REFRESH_TOKEN_TTL_MS = 12 * 60 * 60 * 1000;

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

const fillSession = (ctx: ServerContext, session: SessionRecord): IssuedTokens => {
  const accessToken = newToken();
  const refreshToken = newToken();
  const now = ctx.now();
  session.accessTokenHash = hashToken(accessToken);
  session.refreshTokenHash = hashToken(refreshToken);
  session.accessExpiresAt = now + ctx.accessTokenTtlMs;
  session.refreshExpiresAt = now + REFRESH_TOKEN_TTL_MS;
  return {
    accessToken,
    refreshToken,
    expirationDate: new Date(session.accessExpiresAt).toISOString(),
  };
};

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
    revokedAt: null,
    createdAt: isoNow(ctx),
  };
  const tokens = fillSession(ctx, session);
  ctx.store.transaction(() => {
    // Sessions that can no longer be refreshed are dropped here, keeping the collection bounded.
    sessions.deleteIf((s) => s.revokedAt !== null || s.refreshExpiresAt <= now);
    sessions.insert(session);
  });
  return tokens;
};

/** The live session of an access token, or null (unknown, expired or revoked). */
export const sessionForAccessToken = (ctx: ServerContext, token: string): SessionRecord | null => {
  const session = ctx.store.table('sessions').first('accessTokenHash', hashToken(token));
  if (!session || session.revokedAt !== null || session.accessExpiresAt <= ctx.now()) return null;
  return session;
};

/** Rotation: the presented refresh token stops working and a new pair is issued. */
export const refreshSession = (ctx: ServerContext, refreshToken: string): IssuedTokens | null =>
  ctx.store.transaction(() => {
    const sessions = ctx.store.table('sessions');
    const session = sessions.first('refreshTokenHash', hashToken(refreshToken));
    if (!session || session.revokedAt !== null || session.refreshExpiresAt <= ctx.now())
      return null;
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
