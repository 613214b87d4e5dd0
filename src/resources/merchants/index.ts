import StorefrontIcon from '@mui/icons-material/Storefront';
import type { ResourceDefinition } from '../../kit';
import { MerchantEdit } from './MerchantEdit';
import { MerchantList } from './MerchantList';
import { MerchantShow } from './MerchantShow';
import { merchantSchema, type Merchant } from './schema';

/**
 * Merchants of the current tenant: search and filters, the spec's fields, general details (guarded), notes and
 * the IP whitelist. Further settings tabs come later (see MerchantShow). Merchants are created by the platform's
 * onboarding, so there is no create view.
 */
export const merchantsResource: ResourceDefinition = {
  name: 'merchants',
  icon: StorefrontIcon,
  list: MerchantList,
  show: MerchantShow,
  edit: MerchantEdit,
  recordRepresentation: (record) => (record as Merchant).name,
  endpoints: {
    record: merchantSchema,
    list: { key: 'merchantsFilter', kind: 'page' },
    getOne: 'merchantsDetails',
    update: 'merchantsDetailsUpdate',
  },
};

export { IpWhitelistEditor } from './IpWhitelistEditor';
export { MerchantNotes } from './MerchantNotes';
export type { Merchant } from './schema';
