import { merchants } from '../../contract/resources/merchants';
import { resourceFromDeclaration, type DeclarationOverrides } from '../../kit';
import { TransferRecordButton } from '../tenants';
import { enabledCsv, EnabledValue } from './fields';

/**
 * Merchants of the current tenant, declared in src/contract/resources/merchants.ts: the generated list (name,
 * status and creation filters, search, export). Hand-written: the tabbed show page (the declared details, the
 * notes and the IP whitelist), the guarded edit of the general details, the status chip, and the transfer to
 * another tenant (shared with customers). Further settings tabs come later (see MerchantShow).
 */
export const merchantsOverrides: DeclarationOverrides = {
  views: {
    show: () => import('./MerchantShow'),
    edit: () => import('./MerchantEdit'),
  },
  fields: { enabled: { Value: EnabledValue, csv: enabledCsv } },
  showActions: TransferRecordButton,
};

export const merchantsResource = resourceFromDeclaration(merchants, merchantsOverrides);

export { IpWhitelistEditor } from './IpWhitelistEditor';
export { MerchantNotes } from './MerchantNotes';
export type { Merchant } from '../../contract/resources/merchants';
