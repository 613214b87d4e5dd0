import { tenants } from '../../contract/resources/tenants';
import { resourceFromDeclaration } from '../../kit';

/**
 * Tenants, declared in src/contract/resources/tenants.ts: the top of the hierarchy, for administrators, isolated
 * by membership (the platform answers 404 for a tenant the caller does not belong to). Hand-written (./screens,
 * loaded with the first tenants screen): the status chip and switch, and the users and groups of a tenant below
 * its fields. The transfer itself is offered on the merchant and customer pages (TransferToTenantButton).
 */
export const tenantsResource = resourceFromDeclaration(tenants, {
  screens: () => import('./screens'),
});

export { EnabledChip } from './EnabledChip';
export { TransferRecordButton } from './actions/TransferRecordButton';
export { TransferToTenantButton } from './actions/TransferToTenantButton';
export type { TransferToTenantButtonProps } from './actions/TransferToTenantButton';
export { PagedSubList } from './PagedSubList';
export type { SubListColumn } from './PagedSubList';
export type { Tenant } from './schema';
