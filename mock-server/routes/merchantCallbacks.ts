import { z } from 'zod';
import { CALLBACK_URL_MAX, isCallbackUrl } from '../../src/contract/rules/callbackUrl';
import type { ServerContext } from '../context';
import { isoNow } from '../context';
import { appendAudit } from '../guard/audit';
import { guardedChange } from '../guard/guard';
import { assertVersion } from '../http/concurrency';
import type { Registry } from '../http/registry';
import { findOwned } from '../http/tenantScope';
import { parseInput } from '../http/validate';
import { enqueueDelivery } from '../deadLetters/runner';
import { defaultCallbackUrl } from '../seed/deadLetters';
import type { MerchantCallbackRecord } from '../types';

const idParams = z.object({ id: z.string().min(1).max(100) });

/** A callback URL: the contract's rule (src/contract/rules/callbackUrl.ts). */
const callbackUrl = z
  .string()
  .trim()
  .max(CALLBACK_URL_MAX)
  .refine(isCallbackUrl, 'Enter an http or https address without a user name or password in it.');

/**
 * A merchant's callback settings (`GET/PUT merchants/:id/callback`, the change guarded and audited) and the test
 * callback, which the platform's delivery runner posts like any other: a failing one ends in the dead-letter
 * queue after its attempts.
 */
export const registerMerchantCallbackEndpoints = (r: Registry, ctx: ServerContext): void => {
  const merchantOf = (id: string, auth: Parameters<typeof findOwned>[2]) =>
    findOwned(ctx.store.table('merchants'), id, auth, 'Merchant');
  const settingsOf = (merchantId: string, tenantId: string): MerchantCallbackRecord =>
    ctx.store.table('merchantCallbacks').get(merchantId) ?? {
      id: merchantId,
      tenantId,
      merchantId,
      url: defaultCallbackUrl(merchantId),
      version: 0,
      updatedBy: 'system',
      updatedAt: isoNow(ctx),
    };
  const dto = (settings: MerchantCallbackRecord) => ({
    url: settings.url,
    version: settings.version,
  });

  r.registerEndpoint('merchantCallbackGet', (req, _res, auth) => {
    const merchant = merchantOf(parseInput(idParams, req.params).id, auth);
    return dto(settingsOf(merchant.id, merchant.tenantId));
  });

  r.registerEndpoint('merchantCallbackUpdate', (req, _res, auth) => {
    const merchant = merchantOf(parseInput(idParams, req.params).id, auth);
    const current = settingsOf(merchant.id, merchant.tenantId);
    return guardedChange(ctx, req, auth, {
      action: 'MERCHANT_CALLBACK_UPDATE',
      entityType: 'merchant',
      entityId: merchant.id,
      before: { url: current.url },
      entitySchema: z.object({ url: callbackUrl, version: z.number().int().min(0) }),
      apply: (entity) => {
        // Read again inside the unit that writes it.
        const fresh = settingsOf(merchant.id, merchant.tenantId);
        assertVersion(fresh, entity.version);
        const next: MerchantCallbackRecord = {
          ...fresh,
          url: entity.url,
          version: fresh.version + 1,
          updatedBy: auth.user.email,
          updatedAt: isoNow(ctx),
        };
        const table = ctx.store.table('merchantCallbacks');
        if (fresh.version === 0) table.insert(next);
        else table.update(next);
        return { response: dto(next), after: { url: next.url } };
      },
    });
  });

  r.registerEndpoint('merchantCallbackTest', (req, _res, auth) => {
    const merchant = merchantOf(parseInput(idParams, req.params).id, auth);
    const { url } = settingsOf(merchant.id, merchant.tenantId);
    return ctx.store.transaction(() => {
      const deliveryId = enqueueDelivery(ctx, {
        tenantId: merchant.tenantId,
        jobType: 'MERCHANT_CALLBACK',
        target: url,
        merchantId: merchant.id,
        payload: {
          event: 'TEST',
          merchantId: merchant.merchantPublicGuid,
          sentAt: isoNow(ctx),
          // The callback's HMAC signature, as a merchant receives it; masked wherever the platform shows it.
          signature: '••••••••',
        },
      });
      appendAudit(ctx, req, auth, {
        action: 'MERCHANT_CALLBACK_TEST',
        entityType: 'merchant',
        entityId: merchant.id,
        result: 'SUCCESS',
        before: null,
        after: { deliveryId, url },
        reason: null,
        classification: null,
      });
      return { deliveryId, url };
    });
  });
};
