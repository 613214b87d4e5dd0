import { z } from 'zod';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '../../src/contract/constants';
import { VERIFICATION_STATUSES } from '../../src/contract/schemas/verifications';
import type { ServerContext } from '../context';
import { notFound } from '../http/errors';
import type { Registry } from '../http/registry';
import { parseInput } from '../http/validate';
import { toVerificationDetail } from '../verifications/dto';
import { parseVerificationFilter } from '../verifications/filter';
import { listVerifications } from '../verifications/list';

/**
 * The merchant API (endpoint table: `merchantApi*`): read-only calls a merchant's systems make with an API token.
 * The token, its kind, the merchant and the caller's address are checked before a handler runs
 * (auth/apiToken.ts); the handlers answer from the token's tenant only. Verifications belong to the tenant, not
 * to one of its merchants, so every merchant of a tenant reads the tenant's verifications; the merchant named
 * in the path decides whose IP allow-list the call must pass.
 */
export const registerMerchantApiEndpoints = (r: Registry, ctx: ServerContext): void => {
  r.registerEndpoint('merchantApiVerificationsList', (req, _res, auth) => {
    const query = parseInput(
      z.object({
        page: z.coerce.number().int().min(0).max(100_000).default(0),
        size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(PAGE_SIZE),
        status: z.enum(VERIFICATION_STATUSES).optional(),
      }),
      req.query,
    );
    const filter = parseVerificationFilter({
      offset: query.page,
      pageSize: query.size,
      ...(query.status ? { status: [query.status] } : {}),
    });
    return listVerifications(ctx, auth.tenant.id, filter);
  });

  r.registerEndpoint('merchantApiVerificationGet', (req, _res, auth) => {
    const { publicId } = parseInput(z.object({ publicId: z.string().min(1).max(100) }), req.params);
    const verification = ctx.store.table('verifications').first('publicId', publicId);
    // Another tenant's verification answers as an unknown one.
    if (!verification || verification.tenantId !== auth.tenant.id) throw notFound('Verification');
    return toVerificationDetail(verification);
  });
};
