import { merchants } from '../../contract/resources/merchants';
import { resourceFromDeclaration } from '../../kit';

/**
 * Merchants of the current tenant, declared in src/contract/resources/merchants.ts: the generated list (name,
 * status and creation filters, search, export) and the generated, guarded edit of the general details.
 * Hand-written (./screens, loaded with the first merchants screen): the tabbed show page (the declared details,
 * the notes and the IP whitelist), the status chip, and the transfer to another tenant (shared with customers).
 * Further settings tabs come later (see MerchantShow).
 */
export const merchantsResource = resourceFromDeclaration(merchants, {
  screens: () => import('./screens'),
});

export type { Merchant } from '../../contract/resources/merchants';
