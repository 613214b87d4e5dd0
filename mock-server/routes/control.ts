import type { Express, Request, Response } from 'express';
import { z } from 'zod';
import type { ServerContext } from '../context';
import { ApiError, MESSAGES } from '../http/errors';
import { parseInput } from '../http/validate';
import { confirmApprovalRequest, openRequestOf } from '../guard/approvals';
import { formBody } from '../http/middleware';
import {
  MFA_EXPIRED_MESSAGE,
  MFA_NONCE_PATTERN,
  sendMfaConfirmedPage,
  sendMfaConfirmPage,
} from '../pages/mfaConfirmPage';
import { CONFIRMATION_URL } from './platform';
import { html, sendPage } from '../http/html';

export const CONTROL_PREFIX = '/api/__mock';

const requireJson = (req: Request): void => {
  if (!req.is('application/json'))
    throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'The request body must be application/json.');
};

/**
 * Mock-only switches for tests and demos (not part of the platform API). Without the `control` option they do
 * not exist: every path answers the same 404 as any unknown path.
 */
export const mountControlRoutes = (app: Express, ctx: ServerContext): void => {
  const invalidLink = (res: Response) =>
    sendPage(res, {
      title: 'Confirm change · TrustDesk',
      status: 400,
      body: () =>
        html`<main>
          <h1>Invalid confirmation link</h1>
          <p class="lead">Start the change again from the portal.</p>
        </main>`,
    });
  // The second-factor window (feature flag `secondFactorWindow`): the nonce is the guard's confirmation request.
  app.get(CONFIRMATION_URL, (req: Request, res: Response) => {
    const nonce = typeof req.query.nonce === 'string' ? req.query.nonce : '';
    if (!MFA_NONCE_PATTERN.test(nonce)) return invalidLink(res);
    const request = openRequestOf(ctx, nonce);
    sendMfaConfirmPage(res, nonce, request && { method: request.method, path: request.path });
  });
  app.post(CONFIRMATION_URL, formBody, (req: Request, res: Response) => {
    const nonce = (req.body as { nonce?: unknown } | undefined)?.nonce;
    if (typeof nonce !== 'string' || !MFA_NONCE_PATTERN.test(nonce)) return invalidLink(res);
    const approval = confirmApprovalRequest(ctx, nonce);
    sendMfaConfirmedPage(
      res,
      approval ? { result: `${nonce}:confirmed:${approval}` } : { error: MFA_EXPIRED_MESSAGE },
    );
  });

  if (!ctx.control) return;

  app.post(`${CONTROL_PREFIX}/outage`, (req, res) => {
    requireJson(req);
    const { mode } = parseInput(
      z.object({ mode: z.enum(['unavailable', 'maintenance', 'off']) }),
      req.body,
    );
    ctx.outage = mode;
    res.json({ mode });
  });

  app.post(`${CONTROL_PREFIX}/feature-flags`, (req, res) => {
    requireJson(req);
    const flags = parseInput(
      z.object({ secondFactorWindow: z.boolean() }).partial().strict(),
      req.body,
    );
    Object.assign(ctx.featureFlags, flags);
    res.json({ ...ctx.featureFlags });
  });

  // The `X-Client-Version` every response carries: a new value makes open portals reload (spec section 4).
  const initialClientVersion = ctx.clientVersion;
  app.post(`${CONTROL_PREFIX}/client-version`, (req, res) => {
    requireJson(req);
    const { version } = parseInput(
      z.object({ version: z.string().regex(/^[0-9A-Za-z.+_-]{1,64}$/) }),
      req.body,
    );
    ctx.clientVersion = version;
    res.json({ version });
  });

  app.post(`${CONTROL_PREFIX}/reset`, (_req, res) => {
    ctx.reseed();
    // Each test starts with fresh rate-limit counts, so tests stay independent of their order.
    ctx.rateLimits.reset();
    ctx.outage = 'off';
    ctx.clientVersion = initialClientVersion;
    res.status(204).end();
  });

  app.all(`${CONTROL_PREFIX}/*`, (_req, _res, next) =>
    next(new ApiError(404, 'NOT_FOUND', MESSAGES.NOT_FOUND)),
  );
};
