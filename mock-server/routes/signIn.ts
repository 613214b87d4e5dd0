import type { Express, Request, Response } from 'express';
import { z } from 'zod';
import type { AuthResponse, BrowserTokens } from '../../src/contract/schemas/auth';
import { verifyPassword } from '../auth/password';
import { clearRefreshCookie, refreshCookieOf, setRefreshCookie } from '../auth/refreshCookie';
import { accountBlock, canUseSession, isLocked } from '../auth/session';
import {
  consumeOneTimeCode,
  createSession,
  type IssuedTokens,
  issueOneTimeCode,
  refreshSession,
  revokeByAccessToken,
  sessionOfRefreshToken,
} from '../auth/tokens';
import type { ServerContext } from '../context';
import { isoNow } from '../context';
import { ApiError, MESSAGES, notFound } from '../http/errors';
import { appendChangeAudit } from '../guard/audit';
import { formBody } from '../http/middleware';
import type { Registry } from '../http/registry';
import { parseInput } from '../http/validate';
import { sendSignInPage, type SignInPageModel } from '../pages/signInPage';
import { createSignInCsrf } from '../auth/signInCsrf';
import type { UserRecord } from '../types';

/** Wrong passwords in a row that lock an account, and for how long. */
export const MAX_FAILED_SIGN_INS = 5;
export const INTRUDER_LOCKOUT_MS = 15 * 60 * 1000;
export const SIGN_IN_PATH = '/api/sso/sign-in';
export const REALM = 'trustdesk';
const BAD_CREDENTIALS_TEXT = 'Wrong e-mail or password.';

/** A return address is honoured only on the portal's own origin; otherwise `<portal>/login`. */
export const safeReturnUrl = (ctx: ServerContext, value: unknown): string => {
  const fallback = `${ctx.portalOrigin}/login`;
  if (typeof value !== 'string' || value.length > 2000) return fallback;
  try {
    const url = new URL(value);
    return url.origin === ctx.portalOrigin ? `${url.origin}${url.pathname}` : fallback;
  } catch {
    return fallback;
  }
};

const withQuery = (base: string, params: Record<string, string>): string => {
  const url = new URL(base);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
};

const codeFailure = (): ApiError =>
  new ApiError(401, 'TOKEN_INVALID', 'The sign-in code is invalid, used or expired.');

const signInFormSchema = z.object({
  email: z.string().trim().toLowerCase().max(320).default(''),
  password: z.string().max(1024).default(''),
  returnUrl: z.string().max(2000).optional(),
  csrf: z.string().max(200).optional(),
  state: z.string().max(200).optional(),
});

/**
 * The portal's sign-in state: random, kept by the browser that started the sign-in, and checked by the portal
 * when the sign-in comes back. The platform only carries it; anything that does not look like one is dropped.
 */
const SIGN_IN_STATE = /^[A-Za-z0-9_-]{16,128}$/;
export const signInState = (value: unknown): string | null =>
  typeof value === 'string' && SIGN_IN_STATE.test(value) ? value : null;

const FORM_EXPIRED_TEXT =
  'This sign-in form has expired or was not opened in this browser. Please sign in again.';

const recordFailedAttempt = (ctx: ServerContext, user: UserRecord): void => {
  const now = ctx.now();
  if (isLocked(user, now)) return;
  user.failedLoginAttempts += 1;
  if (user.failedLoginAttempts >= MAX_FAILED_SIGN_INS) {
    user.intruderLockOutUntil = new Date(now + INTRUDER_LOCKOUT_MS).toISOString();
    user.failedLoginAttempts = 0;
    user.version += 1;
    user.updatedBy = 'system';
    user.updatedAt = isoNow(ctx);
  }
  ctx.store.table('users').update(user);
};

/** The mock identity provider: HTML form, not part of the portal's endpoint table. */
export const mountSignInPages = (app: Express, ctx: ServerContext): void => {
  const csrf = createSignInCsrf();
  const page = (req: Request, res: Response, model: Omit<SignInPageModel, 'csrfToken'>) =>
    sendSignInPage(res, { ...model, csrfToken: csrf.issue(req, res, SIGN_IN_PATH) });

  app.get(SIGN_IN_PATH, (req: Request, res: Response) => {
    page(req, res, {
      returnUrl: safeReturnUrl(ctx, req.query.returnUrl),
      state: signInState(req.query.state),
      portalOrigin: ctx.portalOrigin,
    });
  });

  app.post(SIGN_IN_PATH, formBody, (req: Request, res: Response, next) => {
    const run = async () => {
      if (!req.is('application/x-www-form-urlencoded'))
        throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'The sign-in form must be urlencoded.');
      const form = signInFormSchema.safeParse(req.body ?? {});
      const returnUrl = safeReturnUrl(ctx, form.success ? form.data.returnUrl : undefined);
      const state = signInState(form.success ? form.data.state : undefined);
      // A form this browser was not served (posted from another site, or its cookie gone) signs nobody in,
      // and its credentials are not even looked at.
      if (!csrf.verify(req, form.success ? form.data.csrf : undefined)) {
        return page(req, res, {
          returnUrl,
          state,
          status: 403,
          error: FORM_EXPIRED_TEXT,
          portalOrigin: ctx.portalOrigin,
        });
      }
      const back = (params: Record<string, string>) =>
        withQuery(returnUrl, state ? { ...params, state } : params);
      const email = form.success ? form.data.email : '';
      const password = form.success ? form.data.password : '';
      const user = email ? ctx.store.table('users').first('email', email) : undefined;
      const ok = (await verifyPassword(password, user?.passwordHash ?? null)) && user !== undefined;
      if (!ok || !user) {
        if (user) recordFailedAttempt(ctx, user);
        return page(req, res, {
          returnUrl,
          state,
          email,
          error: BAD_CREDENTIALS_TEXT,
          portalOrigin: ctx.portalOrigin,
        });
      }
      const block = accountBlock(user, ctx.now());
      if (block)
        return res.redirect(302, back({ error: block.code, error_description: block.text }));
      user.failedLoginAttempts = 0;
      if (user.intruderLockOutUntil !== null) user.intruderLockOutUntil = null;
      const id = issueOneTimeCode(ctx, {
        kind: 'signIn',
        userId: user.id,
        tenantId: null,
        returnUrl,
      });
      res.redirect(302, back({ id }));
    };
    run().catch(next);
  });
};

/** The enabled tenants a user may work in. */
const enabledTenantsOf = (ctx: ServerContext, user: UserRecord) =>
  user.tenantIds
    .flatMap((tenantId) => ctx.store.table('tenants').get(tenantId) ?? [])
    .filter((tenant) => tenant.enabled);

/** A tenant's one-time sign-in address: the portal trades its code for that tenant's session. */
const tenantAddress = (ctx: ServerContext, userId: string, tenantId: string, returnUrl: string) => {
  const tenantCode = issueOneTimeCode(ctx, { kind: 'tenant', userId, tenantId, returnUrl });
  return `${ctx.portalOrigin}/dashboard/init?code=${encodeURIComponent(tenantCode)}`;
};

export const registerSignInEndpoints = (r: Registry, ctx: ServerContext): void => {
  r.registerEndpoint('loginContext', (req) => {
    parseInput(z.object({ returnUrl: z.string().max(2000).optional() }), req.body);
    return { loginAddress: `${ctx.portalOrigin}/login`, realm: REALM };
  });

  r.registerEndpoint('signInAddress', (req) => {
    const returnUrl = safeReturnUrl(ctx, req.query.returnUrl);
    const state = signInState(req.query.state);
    return {
      url: `${SIGN_IN_PATH}?returnUrl=${encodeURIComponent(returnUrl)}${
        state ? `&state=${state}` : ''
      }`,
    };
  });

  r.registerEndpoint('login', (req): AuthResponse => {
    const { id } = parseInput(z.object({ id: z.string().min(1).max(200) }), req.body);
    const code = consumeOneTimeCode(ctx, 'signIn', id);
    if (!code) throw codeFailure();
    const user = ctx.store.table('users').get(code.userId);
    if (!user || !canUseSession(user, ctx.now())) throw codeFailure();
    const tenants = enabledTenantsOf(ctx, user).map((tenant) => ({
      id: tenant.id,
      name: tenant.name,
      redirectUrl: tenantAddress(ctx, user.id, tenant.id, code.returnUrl),
    }));
    return { email: user.email, backUrl: code.returnUrl, tenants };
  });

  r.registerEndpoint('currentUserTenants', (_req, _res, auth) => ({
    tenants: enabledTenantsOf(ctx, auth.user).map((tenant) => ({
      id: tenant.id,
      name: tenant.name,
      current: tenant.id === auth.tenant.id,
    })),
  }));

  r.registerEndpoint('tenantSwitch', (req, res, auth) => {
    const { tenantId } = parseInput(z.object({ tenantId: z.string().min(1).max(200) }), req.body);
    // Another user's or a disabled tenant answers as an unknown one: the answer reveals no tenant.
    const tenant = enabledTenantsOf(ctx, auth.user).find((candidate) => candidate.id === tenantId);
    if (!tenant) throw notFound('Tenant');
    if (tenant.id === auth.tenant.id)
      throw new ApiError(400, 'ACTION_NOT_ALLOWED', 'The session already works in this tenant.');
    return ctx.store.transaction(() => {
      appendChangeAudit(ctx, req, auth, {
        action: 'TENANT_SWITCH',
        entityType: 'tenants',
        entityId: tenant.id,
        before: { tenant: auth.tenant.name },
        after: { tenant: tenant.name },
      });
      // The session of the tenant being left ends now, its refresh cookie with it; the new tenant's session
      // starts with the code.
      revokeByAccessToken(ctx, auth.accessToken);
      clearRefreshCookie(ctx, res);
      return {
        redirectUrl: tenantAddress(ctx, auth.user.id, tenant.id, `${ctx.portalOrigin}/login`),
      };
    });
  });

  /** The browser's answer: the refresh token goes into its cookie, never into the body. */
  const toBrowser = (res: Response, tokens: IssuedTokens): BrowserTokens => {
    setRefreshCookie(ctx, res, tokens.refreshToken);
    return { accessToken: tokens.accessToken, expirationDate: tokens.expirationDate };
  };

  r.registerEndpoint('tokenExchange', (req, res) => {
    const { code } = parseInput(z.object({ code: z.string().min(1).max(200) }), req.body);
    const record = consumeOneTimeCode(ctx, 'tenant', code);
    if (!record || !record.tenantId) throw codeFailure();
    const user = ctx.store.table('users').get(record.userId);
    if (!user || !user.tenantIds.includes(record.tenantId) || !canUseSession(user, ctx.now()))
      throw codeFailure();
    return toBrowser(res, createSession(ctx, user.id, record.tenantId));
  });

  r.registerEndpoint('tokenRefresh', (req, res) => {
    // The cookie alone authenticates this call, so it is answered only to the portal's own pages: SameSite keeps
    // other sites out, this keeps out a sibling host of the same site (whose rotation of the token would make
    // the portal's next refresh look like a replay).
    const origin = req.headers.origin;
    if (origin !== undefined && origin !== ctx.portalOrigin)
      throw new ApiError(403, 'ACCESS_DENIED', MESSAGES.ACCESS_DENIED);
    const refreshToken = refreshCookieOf(req);
    // A deactivated, locked or expired account gets no new tokens and is told why, like any call with the
    // session's access token (a reloaded tab has only the cookie to ask with).
    const issued = refreshToken ? sessionOfRefreshToken(ctx, refreshToken) : null;
    const owner = issued ? ctx.store.table('users').get(issued.userId) : undefined;
    const block = owner ? accountBlock(owner, ctx.now()) : null;
    const tokens = refreshToken && !block ? refreshSession(ctx, refreshToken) : null;
    if (!tokens) {
      // A refresh token that no longer works is of no use to keep.
      if (refreshToken) clearRefreshCookie(ctx, res);
      if (block) throw new ApiError(401, block.code, block.text);
      throw new ApiError(401, 'TOKEN_INVALID', MESSAGES.TOKEN_INVALID);
    }
    return toBrowser(res, tokens);
  });

  r.registerEndpoint('logout', (req, res) => {
    const { token } = parseInput(
      z.object({ token: z.string().min(1).max(512), reason: z.string().max(200).optional() }),
      req.body,
    );
    // Unknown or already revoked tokens answer the same: logout is idempotent and reveals nothing.
    revokeByAccessToken(ctx, token);
    clearRefreshCookie(ctx, res);
    res.status(204).end();
  });
};
