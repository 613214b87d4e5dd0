import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import type { AuthContext } from '../auth/session';
import type { ServerContext } from '../context';
import { isoNow } from '../context';
import type { IdempotencyKeyRecord } from '../types';
import { answered } from './answered';
import { ApiError, validationError } from './errors';
import { checkedJsonText, JsonText } from './jsonText';
import { withoutSecrets } from './middleware';

/**
 * Creates taking an `Idempotency-Key` (endpoint table: `idempotent`), after Stripe's design. The key is scoped
 * to the caller (user and tenant), the method and the path. The first successful answer (status and body, as
 * sent: secrets already left out) is kept in the store for a day; a repeat with the same key and the same body
 * gets that answer again, marked `Idempotent-Replayed: true`, and creates nothing. The same key with another
 * body is refused (422), and so is a repeat while the first is still being answered (409). A failed first
 * attempt keeps nothing, so the repeat runs again. Without the header a create works as before.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
/** How long a kept answer is replayed. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** Expired answers are dropped at most this often (when a new one is kept). */
const PRUNE_EVERY_MS = 60 * 1000;

/** 1 to 255 printable ASCII characters (a UUID, say). */
const KEY_PATTERN = /^[\x20-\x7e]{1,255}$/;

const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

/** Keys whose first request is being answered now, per context (in memory: a crash leaves nothing stuck). */
const inFlight = new WeakMap<ServerContext, Set<string>>();
const lastPrune = new WeakMap<ServerContext, number>();

const keyOf = (req: Request): string | null => {
  const raw = req.get(IDEMPOTENCY_KEY_HEADER);
  if (raw === undefined) return null;
  if (!KEY_PATTERN.test(raw))
    throw validationError(
      [
        {
          field: IDEMPOTENCY_KEY_HEADER,
          code: 'INVALID',
          message: 'Between 1 and 255 printable characters.',
        },
      ],
      `The ${IDEMPOTENCY_KEY_HEADER} header must be between 1 and 255 printable characters.`,
    );
  return raw;
};

/** The answer's JSON text exactly as the registry would send it (null when there is no body). */
const answerText = (req: Request, result: unknown): string | null => {
  if (result === undefined) return null;
  if (result instanceof JsonText) return checkedJsonText(result);
  return JSON.stringify(result, withoutSecrets, req.app.get('json spaces') as number | undefined);
};

/**
 * Runs a create under its `Idempotency-Key`, if the request has one: answers a kept answer itself (and returns
 * undefined, the answer being sent), or returns what `create` returned after keeping it.
 */
export const idempotently = async (
  ctx: ServerContext,
  req: Request,
  res: Response,
  auth: AuthContext | null,
  create: () => unknown,
): Promise<unknown> => {
  const key = keyOf(req);
  if (key === null || !auth) return create();
  const id = sha256(
    JSON.stringify([auth.user.id, auth.tenant.id, req.method, `${req.baseUrl}${req.path}`, key]),
  );
  // The guard fields are left out: a repeat of a protected create carries a new security code.
  const requestHash = sha256(JSON.stringify(req.body ?? null, withoutSecrets));
  const keys = ctx.store.table('idempotencyKeys');
  const kept = keys.get(id);
  if (kept && kept.expiresAt > ctx.now()) {
    if (kept.requestHash !== requestHash)
      throw new ApiError(
        422,
        'IDEMPOTENCY_KEY_REUSED',
        `This ${IDEMPOTENCY_KEY_HEADER} was already used with another request body.`,
        [{ field: IDEMPOTENCY_KEY_HEADER, code: 'REUSED', message: 'Used for another request.' }],
      );
    res.status(kept.status).setHeader(IDEMPOTENT_REPLAYED_HEADER, 'true');
    if (kept.body === null) res.end();
    else res.type('json').send(kept.body);
    return undefined;
  }
  const running = inFlight.get(ctx) ?? new Set<string>();
  inFlight.set(ctx, running);
  if (running.has(id))
    throw new ApiError(
      409,
      'IDEMPOTENCY_KEY_IN_USE',
      `A request with this ${IDEMPOTENCY_KEY_HEADER} is still being answered.`,
      [{ field: IDEMPOTENCY_KEY_HEADER, code: 'IN_USE', message: 'In use.' }],
    );
  running.add(id);
  try {
    const result = await create();
    const status = result === undefined && res.statusCode === 200 ? 204 : res.statusCode;
    // Only a success the registry is about to send is kept; an answer the handler sent itself is not known here.
    if (status < 300 && !answered(res))
      keepAnswer(ctx, {
        id,
        tenantId: auth.tenant.id,
        userId: auth.user.id,
        method: req.method,
        path: `${req.baseUrl}${req.path}`,
        requestHash,
        status,
        body: answerText(req, result),
        createdAt: isoNow(ctx),
        expiresAt: ctx.now() + IDEMPOTENCY_KEY_TTL_MS,
      });
    return result;
  } finally {
    running.delete(id);
  }
};

/** Keeps an answer (replacing an expired one under the same id) and now and then drops the expired ones. */
const keepAnswer = (ctx: ServerContext, record: IdempotencyKeyRecord) => {
  const keys = ctx.store.table('idempotencyKeys');
  const now = ctx.now();
  ctx.store.transaction(() => {
    if (now - (lastPrune.get(ctx) ?? 0) >= PRUNE_EVERY_MS) {
      lastPrune.set(ctx, now);
      keys.deleteIf((kept) => kept.expiresAt <= now);
    }
    keys.delete(record.id);
    keys.insert(record);
  });
};
