import type { HttpClient } from '../httpClient';
import { buildGuardedPayload } from '../guard';
import { createSubmitOnce, type SubmitOnce } from '../idempotency';
import { parseResponse } from '../parse';
import type { GuardFields } from '../../contract/schemas/common';
import {
  merchantCallbackSchema,
  merchantCallbackTestSchema,
  type MerchantCallback,
  ipWhitelistSchema,
  merchantNoteSchema,
  merchantNotesPageSchema,
  type IpWhitelist,
  type MerchantNote,
} from '../../contract/schemas/merchants';
import type { SubPage } from './tenants';

/**
 * Typed custom methods of the merchants resource (spec section 7: Merchants: notes, IP whitelist). The general
 * details go through CRUD `update` with `meta.guard`.
 */
export const createMerchantActions = (
  httpClient: HttpClient,
  submitOnce: SubmitOnce = createSubmitOnce(),
) => ({
  /** Newest first; `page` is 0-based. */
  getMerchantNotes: async (
    merchantId: string,
    page: number,
    size: number,
  ): Promise<SubPage<MerchantNote>> =>
    parseResponse(
      merchantNotesPageSchema,
      (
        await httpClient.call('merchantNotesList', {
          params: { id: merchantId },
          query: { page, size },
        })
      ).body,
      'merchantNotesList',
    ),
  addMerchantNote: async (merchantId: string, text: string): Promise<MerchantNote> =>
    parseResponse(
      merchantNoteSchema,
      (
        await submitOnce('merchantNotesAdd', [merchantId, text], (idempotencyKey) =>
          httpClient.call('merchantNotesAdd', {
            params: { id: merchantId },
            body: { text },
            idempotencyKey,
          }),
        )
      ).body,
      'merchantNotesAdd',
    ),
  getIpWhitelist: async (merchantId: string): Promise<IpWhitelist> =>
    parseResponse(
      ipWhitelistSchema,
      (await httpClient.call('merchantIpWhitelistGet', { params: { id: merchantId } })).body,
      'merchantIpWhitelistGet',
    ),
  saveIpWhitelist: async (
    merchantId: string,
    change: { entries: string[]; version: number },
    guard: GuardFields,
  ): Promise<IpWhitelist> =>
    parseResponse(
      ipWhitelistSchema,
      (
        await httpClient.call('merchantIpWhitelistUpdate', {
          params: { id: merchantId },
          body: buildGuardedPayload(change, guard),
        })
      ).body,
      'merchantIpWhitelistUpdate',
    ),
  getMerchantCallback: async (merchantId: string): Promise<MerchantCallback> =>
    parseResponse(
      merchantCallbackSchema,
      (await httpClient.call('merchantCallbackGet', { params: { id: merchantId } })).body,
      'merchantCallbackGet',
    ),
  saveMerchantCallback: async (
    merchantId: string,
    change: MerchantCallback,
    guard: GuardFields,
  ): Promise<MerchantCallback> =>
    parseResponse(
      merchantCallbackSchema,
      (
        await httpClient.call('merchantCallbackUpdate', {
          params: { id: merchantId },
          body: buildGuardedPayload(change, guard),
        })
      ).body,
      'merchantCallbackUpdate',
    ),
  /** Queues a test callback; a failing one lands in the dead-letter queue after its attempts. */
  sendTestCallback: async (merchantId: string) =>
    parseResponse(
      merchantCallbackTestSchema,
      (await httpClient.call('merchantCallbackTest', { params: { id: merchantId } })).body,
      'merchantCallbackTest',
    ),
});
export type MerchantActions = ReturnType<typeof createMerchantActions>;
