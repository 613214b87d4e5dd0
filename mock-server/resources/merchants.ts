import { recordSchemaOf } from '../../src/contract/declare';
import { merchants } from '../../src/contract/resources/merchants';
import type { ResourceBehaviour } from '../kit/behaviour';
import type { MerchantRecord } from '../types';

/** Merchants beyond the generic handler: a merchant's platform id (`merchantId`) is its record id. */
export const merchantsBehaviour: ResourceBehaviour = {
  present: (record) => ({ merchantId: record.id }),
};

const merchantRecordSchema = recordSchemaOf(merchants);

/** The answer for one merchant: its details, the details change and the tenants' transfer return it. */
export const toMerchantDto = (merchant: MerchantRecord) =>
  merchantRecordSchema.parse({ ...merchant, merchantId: merchant.id });
