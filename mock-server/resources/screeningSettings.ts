import type { ResourceBehaviour } from '../kit/behaviour';
import { rescreenMerchant } from '../screening/screeningStore';

/**
 * Screening settings beyond the generic handler (which guards and audits the change): the merchant a record
 * belongs to is the platform's to say, and with ongoing monitoring on, the merchant's recent verifications are
 * screened again under the new settings in the same unit of work.
 */
export const screeningSettingsBehaviour: ResourceBehaviour = {
  prepare: (input, { current }) => {
    const stored = current as unknown as Record<string, unknown> | undefined;
    return { ...input, merchantId: stored?.merchantId, merchantName: stored?.merchantName };
  },
  stored: (record, { ctx, auth, operation }) => {
    const settings = record as unknown as { merchantId: string; ongoingMonitoring: boolean };
    if (operation === 'update' && settings.ongoingMonitoring)
      rescreenMerchant(ctx, auth, settings.merchantId);
  },
};
