import { tenants } from '../../contract/resources/tenants';
import { resourceFromDeclaration, type DeclarationOverrides } from '../../kit';
import { EnabledChip, EnabledInput } from './EnabledChip';
import { TenantMembers } from './TenantMembers';

/**
 * Tenants, declared in src/contract/resources/tenants.ts: the top of the hierarchy, for administrators, isolated
 * by membership (the platform answers 404 for a tenant the caller does not belong to). Hand-written: the status
 * chip and switch, the users and groups of a tenant below its fields, and the guarded edit form. The transfer
 * itself is offered on the merchant and customer pages (TransferToTenantButton).
 */
export const tenantsOverrides: DeclarationOverrides = {
  fields: { enabled: { Value: EnabledChip, Input: EnabledInput } },
  showPanel: TenantMembers,
  views: { edit: () => import('./TenantEdit') },
};

export const tenantsResource = resourceFromDeclaration(tenants, tenantsOverrides);

export { EnabledChip } from './EnabledChip';
export { TransferRecordButton } from './actions/TransferRecordButton';
export { TransferToTenantButton } from './actions/TransferToTenantButton';
export type { TransferToTenantButtonProps } from './actions/TransferToTenantButton';
export { PagedSubList } from './PagedSubList';
export type { SubListColumn } from './PagedSubList';
export type { Tenant } from './schema';
