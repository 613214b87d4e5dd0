import type { Express, Request, RequestHandler } from 'express';
import { ipKeyGenerator, MemoryStore, rateLimit } from 'express-rate-limit';
import { routePatterns, type EndpointKey } from '../../src/contract/endpoints';
import { normalizeIdentifier } from '../../src/contract/rules/ownAccount';
import { ApiError } from './errors';

/**
 * Rate limits of the anonymous calls: whoever has no session can still try passwords, ask for reset mails, guess
 * activation keys and write to the client log. Each limit counts per client address (as point 15's proxy rule
 * determines it: `req.ip`), the reset mail also per e-mail address, so one mailbox cannot be flooded from many
 * addresses. Over the limit the answer is 429 `TOO_MANY_REQUESTS` with `Retry-After` (seconds) and the
 * `RateLimit` headers of draft 7.
 *
 * The limits are generous enough for people and for the end-to-end suite (each worker has its own emulator, and
 * the control reset `POST /api/__mock/reset` forgets every count before each test), and tight enough to make a
 * script's thousands of tries impractical.
 */
export interface RateLimit {
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

export interface RateLimitSettings {
  /** The sign-in form (`POST /api/sso/sign-in`): password guesses. */
  signIn: RateLimit;
  /** `POST v1/auth/forgot-password`, per client address. */
  forgotPassword: RateLimit;
  /** `POST v1/auth/forgot-password`, per e-mail address asked for (whatever the client address). */
  forgotPasswordPerEmail: RateLimit;
  /** Activation and reset keys (`v1/users/keys/:key…`, `v1/auth/reset-password`): key guesses. */
  activation: RateLimit;
  /** The client log (`POST log/error|info|warn`). */
  clientLog: RateLimit;
}

const MINUTE = 60_000;

export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  signIn: { limit: 100, windowMs: MINUTE },
  forgotPassword: { limit: 20, windowMs: 15 * MINUTE },
  forgotPasswordPerEmail: { limit: 5, windowMs: 60 * MINUTE },
  activation: { limit: 60, windowMs: 15 * MINUTE },
  clientLog: { limit: 300, windowMs: MINUTE },
};

/** The sign-in form's path (routes/signIn.ts SIGN_IN_PATH; the form is no row of the endpoint table). */
const SIGN_IN_FORM_PATH = '/api/sso/sign-in';

const pathsOf = (...keys: EndpointKey[]): string[] =>
  keys.flatMap((key) => routePatterns(key)).map((pattern) => `/api/${pattern}`);

export interface RateLimiters {
  /** Mounts every limiter in front of the routes it guards. */
  install(app: Express): void;
  /** Forgets every count (the control reset, so end-to-end tests stay independent). */
  reset(): void;
}

/** The client address; an IPv6 client counts by its /56, which one machine can fill with addresses. */
const clientKey = (req: Request): string =>
  ipKeyGenerator(req.ip ?? req.socket.remoteAddress ?? 'unknown');

/** The e-mail a reset mail is asked for, as the handler compares it; none: the handler refuses the call anyway. */
const emailKey = (req: Request): string | null => {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() !== '' ? normalizeIdentifier(email) : null;
};

export const createRateLimiters = (settings: RateLimitSettings): RateLimiters => {
  const stores: MemoryStore[] = [];

  const limiter = (
    { limit, windowMs }: RateLimit,
    key: (req: Request) => string | null,
  ): RequestHandler => {
    const store = new MemoryStore();
    stores.push(store);
    return rateLimit({
      windowMs,
      limit,
      store,
      standardHeaders: 'draft-7',
      legacyHeaders: false,
      // A request without the key (no e-mail in the body) is not counted by that limiter.
      skip: (req) => key(req) === null,
      keyGenerator: (req) => key(req) ?? '',
      // The address is already the one the proxy rule believes (http/proxyTrust.ts); the library's checks of
      // the trust-proxy setting and of X-Forwarded-For would second-guess it.
      validate: { trustProxy: false, xForwardedForHeader: false },
      handler: (req, res, next) => {
        const resetTime = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit
          ?.resetTime;
        const seconds = Math.max(
          1,
          Math.ceil(((resetTime?.getTime() ?? Date.now() + windowMs) - Date.now()) / 1000),
        );
        res.setHeader('Retry-After', String(seconds));
        next(
          new ApiError(
            429,
            'TOO_MANY_REQUESTS',
            `Too many requests. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
          ),
        );
      },
    });
  };

  const signIn = limiter(settings.signIn, clientKey);
  const forgotPerClient = limiter(settings.forgotPassword, clientKey);
  const forgotPerEmail = limiter(settings.forgotPasswordPerEmail, emailKey);
  const activation = limiter(settings.activation, clientKey);
  const clientLog = limiter(settings.clientLog, clientKey);

  return {
    install(app) {
      app.post(SIGN_IN_FORM_PATH, signIn);
      app.post(pathsOf('forgotPassword'), forgotPerClient, forgotPerEmail);
      app.use(
        pathsOf(
          'verificationKeyCheck',
          'verificationKeyRegister',
          'verificationKeyConfirm',
          'resetPassword',
        ),
        activation,
      );
      app.post(pathsOf('logError', 'logInfo', 'logWarn'), clientLog);
    },
    reset() {
      for (const store of stores) void store.resetAll();
    },
  };
};
