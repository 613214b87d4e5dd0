import { randomBytes, randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { API_TOKEN_LABEL_MAX_LENGTH, API_TOKEN_PREFIX_LENGTH } from '../../src/contract/constants';
import { DATA_CENTERS } from '../../src/contract/schemas/apiTokens';
import type { AuthContext } from '../auth/session';
import { hashToken } from '../auth/tokens';
import type { ServerContext } from '../context';
import { isoNow } from '../context';
import { appendChangeAudit } from '../guard/audit';
import { guardedChange } from '../guard/guard';
import { applyChange, assertVersion } from '../http/concurrency';
import { ApiError } from '../http/errors';
import type { Registry } from '../http/registry';
import { findOwned } from '../http/tenantScope';
import { parseInput } from '../http/validate';
import type { ApiSecretRecord, ApiTokenRecord } from '../types';
import { actionNotAllowed, apiTokenStatusOf } from '../resources/apiTokens';

/**
 * The calls of API tokens that are not record CRUD or declared actions (spec section 7, "API tokens"): create
 * (the value answered once), rename (PUT label), offline tokens, the demo-app QR code and the merchant API secret.
 * List, get, activate, deactivate and revoke are the generic handler's (mock-server/resources/apiTokens.ts).
 * Everything is scoped to the caller's tenant and audited. A minted value (token, secret, offline token) exists
 * only in the one response that answers it: the store keeps a SHA-256 hash and a short display part, the audit
 * entry never sees it, and the response says `Cache-Control: no-store`.
 */
const TOKEN_PREFIX = 'tdk_';
const SECRET_PREFIX = 'sk_';
const MASK = '••••••••';

const DATE_INPUT = /^\d{4}-\d{2}-\d{2}$/;
const DAY_IN_PAST = "The selected date can't be in the past.";

const todayUtc = (ctx: ServerContext): string => isoNow(ctx).slice(0, 10);

/** A 'YYYY-MM-DD' day that exists in the calendar and is today or later (UTC). */
const futureDay = (ctx: ServerContext) =>
  z
    .string()
    .regex(DATE_INPUT, 'Dates should be in YYYY-MM-DD format.')
    .refine(
      (day) => new Date(`${day}T00:00:00.000Z`).toISOString().slice(0, 10) === day,
      'Dates should be in YYYY-MM-DD format.',
    )
    .refine((day) => day >= todayUtc(ctx), DAY_IN_PAST);

/** The last millisecond of a UTC day: a token "expiring on" a day still works during that day. */
const endOfDay = (day: string): string => `${day}T23:59:59.999Z`;

const labelSchema = z
  .string()
  .trim()
  .min(1, 'This field is required!')
  .max(
    API_TOKEN_LABEL_MAX_LENGTH,
    `The value must not exceed ${API_TOKEN_LABEL_MAX_LENGTH} characters.`,
  );

/** A token as the portal sees it: never the hash, never the value (the answers of the hand-written calls). */
export const toApiTokenDto = (token: ApiTokenRecord, now: number) => ({
  id: token.id,
  kind: token.kind,
  label: token.label,
  prefix: token.prefix,
  status: apiTokenStatusOf(token, now),
  createdAt: token.createdAt,
  createdBy: token.createdBy,
  lastUsedAt: token.lastUsedAt,
  expiresAt: token.expiresAt,
  revokedAt: token.revokedAt,
  version: token.version,
  updatedBy: token.updatedBy,
  updatedAt: token.updatedAt,
});
type ApiTokenDto = ReturnType<typeof toApiTokenDto>;

/** What the audit log records of a token (its state, no secret). */
const auditView = (dto: ApiTokenDto) => ({
  label: dto.label,
  prefix: dto.prefix,
  kind: dto.kind,
  status: dto.status,
  expiresAt: dto.expiresAt,
  version: dto.version,
});

const newValue = (prefix: string, bytes: number): string =>
  `${prefix}${randomBytes(bytes).toString('base64url')}`;

/** Responses carrying a minted value must not be kept by the browser or any proxy. */
const noStore = (res: Response): void => {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Pragma', 'no-cache');
};

const idParam = (req: Request): string =>
  parseInput(z.object({ id: z.string().min(1).max(100) }), req.params).id;

export const registerApiTokenEndpoints = (r: Registry, ctx: ServerContext): void => {
  const tokens = () => ctx.store.table('api-tokens');
  const secrets = () => ctx.store.table('apiSecrets');
  const tokenIn = (req: Request, auth: AuthContext) =>
    findOwned(tokens(), idParam(req), auth, 'API token');

  const newTokenId = () => `at-${randomUUID()}`;

  /** Stores a freshly minted token (hash + prefix only) and returns the record and its one-time value. */
  const mint = (
    auth: AuthContext,
    fields: Pick<ApiTokenRecord, 'kind' | 'label' | 'expiresAt'>,
    id = newTokenId(),
  ): { record: ApiTokenRecord; value: string } => {
    const value = newValue(TOKEN_PREFIX, 30);
    const now = isoNow(ctx);
    const record: ApiTokenRecord = {
      id,
      tenantId: auth.tenant.id,
      ...fields,
      prefix: value.slice(0, API_TOKEN_PREFIX_LENGTH),
      tokenHash: hashToken(value),
      status: 'ACTIVE',
      createdAt: now,
      createdBy: auth.user.email,
      lastUsedAt: null,
      revokedAt: null,
      version: 1,
      updatedBy: auth.user.email,
      updatedAt: now,
    };
    tokens().insert(record);
    return { record, value };
  };

  r.registerEndpoint('apiTokensCreate', async (req, res, auth) => {
    // The id is chosen before the guard runs, so every entry of this create (a refusal too) names the record
    // it is about and the log's link opens the token.
    const id = newTokenId();
    const result = await guardedChange(ctx, req, auth, {
      action: 'API_TOKEN_CREATE',
      entityType: 'apiToken',
      entityId: id,
      before: null,
      entitySchema: z.object({
        label: labelSchema,
        expiresOn: futureDay(ctx).nullish(),
      }),
      apply: (entity) => {
        const { record, value } = mint(
          auth,
          {
            kind: 'API',
            label: entity.label,
            expiresAt: entity.expiresOn ? endOfDay(entity.expiresOn) : null,
          },
          id,
        );
        const token = toApiTokenDto(record, ctx.now());
        return { response: { token, value }, after: { id: record.id, ...auditView(token) } };
      },
    });
    noStore(res);
    return result;
  });

  r.registerEndpoint('apiTokensUpdateLabel', (req, _res, auth) => {
    const token = tokenIn(req, auth);
    const before = auditView(toApiTokenDto(token, ctx.now()));
    const audit = (result: 'SUCCESS' | 'FAILURE', after: unknown, errorCode?: string) =>
      appendChangeAudit(ctx, req, auth, {
        action: 'API_TOKEN_UPDATE_LABEL',
        entityType: 'apiToken',
        entityId: token.id,
        result,
        errorCode,
        before,
        after,
      });
    try {
      // Unknown fields (a whole record sent back by a form) are ignored; only the label changes.
      const input = parseInput(
        z.object({ label: labelSchema, version: z.number().int() }),
        req.body,
      );
      return ctx.store.transaction(() => {
        assertVersion(token, input.version);
        if (token.status === 'REVOKED')
          throw actionNotAllowed('A revoked token cannot be renamed.');
        const renamed = applyChange(ctx, 'api-tokens', token, auth.user.email, (t) => {
          t.label = input.label;
        });
        const dto = toApiTokenDto(renamed, ctx.now());
        audit('SUCCESS', auditView(dto));
        return dto;
      });
    } catch (error) {
      audit('FAILURE', null, error instanceof ApiError ? error.code : 'UNKNOWN_ERROR');
      throw error;
    }
  });

  r.registerEndpoint('apiTokensOfflineToken', async (req, res, auth) => {
    const id = newTokenId();
    const result = await guardedChange(ctx, req, auth, {
      action: 'API_TOKEN_OFFLINE_CREATE',
      entityType: 'apiToken',
      entityId: id,
      before: null,
      entitySchema: z.object({ expirationDate: futureDay(ctx) }),
      apply: ({ expirationDate }) => {
        const { record, value } = mint(
          auth,
          {
            kind: 'OFFLINE',
            label: `Offline token (${expirationDate})`,
            expiresAt: endOfDay(expirationDate),
          },
          id,
        );
        return {
          response: { id: record.id, offlineToken: value, expirationDate: record.expiresAt },
          after: auditView(toApiTokenDto(record, ctx.now())),
        };
      },
    });
    noStore(res);
    return result;
  });

  r.registerEndpoint('apiTokensDemoAppQr', (req, _res, auth) => {
    const { dataCenter } = parseInput(z.object({ dataCenter: z.enum(DATA_CENTERS) }), req.body);
    // The payload names where the demo app connects; it holds no credential (the app signs in itself).
    const payload = new URL('trustdesk-demo://connect');
    payload.searchParams.set('dc', dataCenter);
    payload.searchParams.set('tenant', auth.tenant.id);
    payload.searchParams.set('api', `https://${dataCenter.toLowerCase()}.api.trustdesk.example`);
    appendChangeAudit(ctx, req, auth, {
      action: 'API_DEMO_APP_QR',
      entityType: 'demoApp',
      entityId: auth.tenant.id,
      before: null,
      after: { dataCenter },
    });
    return { qrCode: payload.toString() };
  });

  // --- API secret ------------------------------------------------------------------------------------------
  const secretsOf = (auth: AuthContext) => secrets().all(auth.tenant.id);
  const masked = (secret: ApiSecretRecord | undefined) =>
    secret
      ? {
          masked: `${MASK}${secret.last4}`,
          createdAt: secret.createdAt,
          activatedAt: secret.activatedAt,
        }
      : null;
  const secretView = (auth: AuthContext) => {
    const secrets = secretsOf(auth);
    return {
      active: masked(secrets.find((s) => s.status === 'ACTIVE')),
      pending: masked(secrets.find((s) => s.status === 'PENDING')),
    };
  };

  r.registerEndpoint('apiSecretGet', (_req, _res, auth) => secretView(auth));

  r.registerEndpoint('apiSecretGenerate', async (req, res, auth) => {
    const result = await guardedChange(ctx, req, auth, {
      action: 'API_SECRET_GENERATE',
      entityType: 'apiSecret',
      entityId: auth.tenant.id,
      before: secretView(auth),
      entitySchema: z.object({}),
      apply: () => {
        const now = isoNow(ctx);
        // A newer generated secret replaces one still awaiting activation.
        for (const old of secretsOf(auth).filter((s) => s.status === 'PENDING'))
          applyChange(ctx, 'apiSecrets', old, auth.user.email, (s) => {
            s.status = 'RETIRED';
          });
        const secret = newValue(SECRET_PREFIX, 36);
        secrets().insert({
          id: `as-${randomUUID()}`,
          tenantId: auth.tenant.id,
          secretHash: hashToken(secret),
          last4: secret.slice(-4),
          status: 'PENDING',
          createdAt: now,
          activatedAt: null,
          version: 1,
          updatedBy: auth.user.email,
          updatedAt: now,
        });
        const view = secretView(auth);
        return { response: { ...view, secret }, after: view };
      },
    });
    noStore(res);
    return result;
  });

  r.registerEndpoint('apiSecretActivate', (req, _res, auth) => {
    const before = secretView(auth);
    const audit = (result: 'SUCCESS' | 'FAILURE', after: unknown, errorCode?: string) =>
      appendChangeAudit(ctx, req, auth, {
        action: 'API_SECRET_ACTIVATE',
        entityType: 'apiSecret',
        entityId: auth.tenant.id,
        result,
        errorCode,
        before,
        after,
      });
    const pending = secretsOf(auth).find((s) => s.status === 'PENDING');
    if (!pending) {
      const error = actionNotAllowed('There is no new secret to activate. Generate one first.');
      audit('FAILURE', null, error.code);
      throw error;
    }
    return ctx.store.transaction(() => {
      for (const active of secretsOf(auth).filter((s) => s.status === 'ACTIVE'))
        applyChange(ctx, 'apiSecrets', active, auth.user.email, (s) => {
          s.status = 'RETIRED';
        });
      applyChange(ctx, 'apiSecrets', pending, auth.user.email, (s) => {
        s.status = 'ACTIVE';
        s.activatedAt = isoNow(ctx);
      });
      const after = secretView(auth);
      audit('SUCCESS', after);
      return after;
    });
  });
};
