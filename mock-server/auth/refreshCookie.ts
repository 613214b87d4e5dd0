import type { Request, Response } from 'express';
import { routePatterns } from '../../src/contract/endpoints';
import type { ServerContext } from '../context';
import { REFRESH_TOKEN_TTL_MS } from './tokens';

/**
 * The refresh token travels to the browser only as this cookie: httpOnly (no script on the portal's origin can
 * read it), SameSite=Strict (no other site's page can make the browser send it) and scoped to the refresh
 * call's path (no other request carries it). The access token stays in the JSON answer and in the portal's
 * memory. `Secure` follows the portal's origin: an https portal gets a cookie that never travels in clear
 * text; the http development origin (http://localhost) has no TLS to protect it, and browsers other than
 * Chromium refuse Secure cookies from a plain-http page there.
 */
export const REFRESH_COOKIE = 'trustdesk_refresh';
export const REFRESH_COOKIE_PATH = `/api/${routePatterns('tokenRefresh')[0]!}`;

const attributesFor = (ctx: ServerContext) => ({
  httpOnly: true,
  sameSite: 'strict' as const,
  path: REFRESH_COOKIE_PATH,
  secure: ctx.portalOrigin.startsWith('https:'),
});

export const setRefreshCookie = (ctx: ServerContext, res: Response, token: string): void => {
  res.cookie(REFRESH_COOKIE, token, { ...attributesFor(ctx), maxAge: REFRESH_TOKEN_TTL_MS });
};

export const clearRefreshCookie = (ctx: ServerContext, res: Response): void => {
  res.clearCookie(REFRESH_COOKIE, attributesFor(ctx));
};

/** The refresh token the browser sent (cookie-parser runs on the refresh path only), or null. */
export const refreshCookieOf = (req: Request): string | null => {
  const cookies = (req as Request & { cookies?: Record<string, unknown> }).cookies;
  const value = cookies?.[REFRESH_COOKIE];
  return typeof value === 'string' && value.length > 0 && value.length <= 512 ? value : null;
};
