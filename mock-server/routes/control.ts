import type { Express, Request, Response } from 'express';
import { z } from 'zod';
import type { ServerContext } from '../context';
import { ApiError, MESSAGES } from '../http/errors';
import { parseInput } from '../http/validate';
import { MFA_NONCE_PATTERN, sendMfaConfirmPage } from '../pages/mfaConfirmPage';
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
  app.get('/api/mfa/confirm', (req: Request, res: Response) => {
    const nonce = typeof req.query.nonce === 'string' ? req.query.nonce : '';
    if (!MFA_NONCE_PATTERN.test(nonce))
      return sendPage(res, {
        title: 'Confirm change · TrustDesk',
        status: 400,
        body: () =>
          html`<main>
            <h1>Invalid confirmation link</h1>
            <p class="lead">Start the change again from the portal.</p>
          </main>`,
      });
    sendMfaConfirmPage(res, nonce);
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
