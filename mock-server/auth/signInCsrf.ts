import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';

/**
 * The sign-in form's CSRF protection: the form page sets a random nonce in an HttpOnly, SameSite=Strict cookie
 * scoped to the form's path, and the form carries an HMAC of that nonce under a key only this server knows. The
 * POST is accepted only when both arrive and match, so a form posted from another site (which can neither read
 * nor set the cookie, nor forge the HMAC) never signs anybody in.
 */
export const SIGN_IN_CSRF_COOKIE = 'td_signin_csrf';
const NONCE = /^[A-Za-z0-9_-]{43}$/;

export interface SignInCsrf {
  /** Reuses the browser's nonce when it has one (several sign-in tabs stay valid), else sets a new one. */
  issue(req: Request, res: Response, path: string): string;
  /** Whether the request carries the cookie and the matching form token. */
  verify(req: Request, formToken: unknown): boolean;
}

/** This server's cookie of that name, read from the Cookie header (other cookies are left alone). */
const nonceOf = (req: Request): string | null => {
  const header = req.headers.cookie;
  if (typeof header !== 'string') return null;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SIGN_IN_CSRF_COOKIE) {
      const nonce = value.join('=');
      return NONCE.test(nonce) ? nonce : null;
    }
  }
  return null;
};

export const createSignInCsrf = (): SignInCsrf => {
  const key = randomBytes(32);
  const tokenOf = (nonce: string): string =>
    createHmac('sha256', key).update(nonce).digest('base64url');
  return {
    issue(req, res, path) {
      let nonce = nonceOf(req);
      if (!nonce) {
        nonce = randomBytes(32).toString('base64url');
        res.setHeader(
          'Set-Cookie',
          `${SIGN_IN_CSRF_COOKIE}=${nonce}; Path=${path}; HttpOnly; SameSite=Strict`,
        );
      }
      return tokenOf(nonce);
    },
    verify(req, formToken) {
      const nonce = nonceOf(req);
      if (!nonce || typeof formToken !== 'string') return false;
      const expected = Buffer.from(tokenOf(nonce));
      const given = Buffer.from(formToken);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
};
