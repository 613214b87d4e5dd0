import ApartmentIcon from '@mui/icons-material/Apartment';
import type { ResourceDefinition } from '../../kit';
import { TenantCreate } from './TenantCreate';
import { TenantEdit } from './TenantEdit';
import { TenantList } from './TenantList';
import { TenantShow } from './TenantShow';
import { tenantSchema, type Tenant } from './schema';

/**
 * Tenants: the top of the hierarchy, for administrators only. Isolation: an administrator sees, edits and
 * transfers between only the tenants they belong to (their own `tenantIds`); the platform answers 404 for any
 * other tenant id. The transfer itself is offered on the merchant and customer pages (TransferToTenantButton).
 */
export const tenantsResource: ResourceDefinition = {
  name: 'tenants',
  icon: ApartmentIcon,
  list: TenantList,
  show: TenantShow,
  edit: TenantEdit,
  create: TenantCreate,
  recordRepresentation: (record) => (record as Tenant).name,
  endpoints: {
    record: tenantSchema,
    list: { key: 'tenantsFilter', kind: 'page' },
    getOne: 'tenantsGet',
    create: 'tenantsAdd',
    update: 'tenantsUpdate',
  },
};

export { TransferRecordButton } from './actions/TransferRecordButton';
export { TransferToTenantButton } from './actions/TransferToTenantButton';
export type { TransferToTenantButtonProps } from './actions/TransferToTenantButton';
export { EnabledChip } from './EnabledChip';
export { PagedSubList } from './PagedSubList';
export type { SubListColumn } from './PagedSubList';
export type { Tenant } from './schema';
