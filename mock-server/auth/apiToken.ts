import type { Request } from 'express';
import type { EndpointDef } from '../../src/contract/endpointDef';
import { excludesAddress, normaliseClientIp } from '../../src/contract/rules/ipAddress';
import type { ServerContext } from '../context';
import { isoNow } from '../context';
import { appendApiTokenAudit } from '../guard/audit';
import { ApiError, notFound } from '../http/errors';
import type { ApiTokenRecord, MerchantRecord, TenantRecord } from '../types';
import { bearerToken } from './session';
import { hashToken } from './tokens';

/**
 * The merchant API's caller: one of a tenant's API tokens (mock-server/routes/apiTokens.ts mints them; the store
 * keeps their SHA-256 hash), sent as `Authorization: Bearer tdk_…` or `X-Api-Key: tdk_…`. A call is answered
 * only when the token is active (not revoked, deactivated or expired), its kind may make the call (the endpoint
 * table's `apiTokenKinds`), the merchant it names belongs to the token's tenant, and the caller's address (as the
 * proxy rule determines it, http/proxyTrust.ts) lies inside that merchant's IP allow-list when the list is not
 * empty. Each refusal of a known token is audited (API_TOKEN_USE_REFUSED: the token, the address, the reason);
 * each answered call stamps the token's `lastUsedAt`.
 */
export interface ApiTokenAuth {
  token: ApiTokenRecord;
  tenant: TenantRecord;
  merchant: MerchantRecord;
  clientIp: string;
}

export const API_KEY_HEADER = 'x-api-key';
const TOKEN_PATTERN = /^tdk_[A-Za-z0-9_-]{1,200}$/;

const TOKEN_REFUSED =
  'The API token is missing, unknown, revoked, deactivated or expired, or its tenant is disabled.';

/** The token the request presents, or null. */
const presentedToken = (req: Request): string | null => {
  const apiKey = req.headers[API_KEY_HEADER];
  const value = typeof apiKey === 'string' ? apiKey.trim() : bearerToken(req);
  return value && TOKEN_PATTERN.test(value) ? value : null;
};

export const authenticateApiToken = (
  ctx: ServerContext,
  req: Request,
  def: EndpointDef,
): ApiTokenAuth => {
  const value = presentedToken(req);
  const token = value ? ctx.store.table('api-tokens').first('tokenHash', hashToken(value)) : null;
  // An unknown value belongs to no tenant, so there is no tenant's audit log to write it to.
  if (!token) throw new ApiError(401, 'TOKEN_INVALID', TOKEN_REFUSED);
  const clientIp = normaliseClientIp(req.ip ?? req.socket.remoteAddress ?? '');
  const merchantId = typeof req.params.merchantId === 'string' ? req.params.merchantId : '';

  const refuse = (error: ApiError): never => {
    appendApiTokenAudit(
      ctx,
      { tokenId: token.id, prefix: token.prefix, tenantId: token.tenantId, clientIp },
      {
        action: 'API_TOKEN_USE_REFUSED',
        entityType: 'apiToken',
        entityId: token.id,
        result: 'FAILURE',
        errorCode: error.code,
        before: null,
        after: { call: `${req.method} ${req.path}`, merchantId, clientIp, status: error.status },
        reason: null,
        classification: null,
      },
    );
    throw error;
  };

  const tenant = ctx.store.table('tenants').get(token.tenantId);
  // Active and not past its expiry (the rule of resources/apiTokens.ts apiTokenStatusOf, which this module
  // cannot import without an import cycle through the registry).
  const active =
    token.status === 'ACTIVE' &&
    (token.expiresAt === null || Date.parse(token.expiresAt) >= ctx.now());
  if (!active || !tenant?.enabled) refuse(new ApiError(401, 'TOKEN_INVALID', TOKEN_REFUSED));
  if (!def.apiTokenKinds?.includes(token.kind))
    refuse(
      new ApiError(
        403,
        'ACCESS_DENIED',
        `An ${token.kind === 'OFFLINE' ? 'offline' : 'API'} token may not make this call.`,
      ),
    );
  const merchant = ctx.store.table('merchants').get(merchantId);
  // Another tenant's merchant answers as an unknown one.
  if (!merchant || merchant.tenantId !== token.tenantId) return refuse(notFound('Merchant'));
  const allowList = ctx.store.table('merchantIpWhitelists').get(merchant.id)?.entries ?? [];
  // An address that cannot be read is never inside a non-empty list.
  if (allowList.length > 0 && (!clientIp || excludesAddress(allowList, clientIp)))
    refuse(
      new ApiError(
        403,
        'IP_NOT_ALLOWED',
        `Calls from ${clientIp || 'an unknown address'} are not allowed: the address is not in the merchant's IP allow-list.`,
      ),
    );
  // Usage is not a change of the token: no new version, so an open rename form does not conflict with it.
  const used = ctx.store.table('api-tokens').update({ ...token, lastUsedAt: isoNow(ctx) });
  return { token: used, tenant: tenant!, merchant, clientIp };
};
