import { declareResource } from '../declare';
import { tenantCountsSchema, tenantFieldsSchema } from '../schemas/tenants';

const VIEW = ['PERM_TENANTS_VIEW'] as const;

/**
 * Tenants (spec sections 3 and 7: Tenants): the top of the hierarchy, for administrators. Isolation is by
 * membership: a caller sees and changes only the tenants of their own `tenantIds` (any other id is 404), and a
 * tenant they add joins their memberships (mock-server/resources/tenants.ts). Add is `POST tenants/add`, answered
 * 200; an update is guarded. Moving a merchant or a customer between tenants (`tenantsTransfer`) and the paged
 * users and groups of a tenant stay custom calls; the tenants themselves are seeded by mock-server/seed.
 */
export const tenants = declareResource({
  name: 'tenants',
  entityType: 'Tenant',
  idPrefix: 't',
  icon: 'Apartment',
  scope: 'memberTenants',
  paths: { create: 'tenants/add' },
  createStatus: 200,
  auditActions: { CREATE: 'TENANT_ADD' },
  fields: tenantFieldsSchema,
  computed: tenantCountsSchema,
  recordRepresentation: 'name',
  list: {
    columns: ['name', 'enabled', 'merchantCount', 'customerCount', 'userCount', 'createdAt', 'id'],
    hiddenByDefault: ['id'],
    search: ['name', 'id'],
    filters: [
      { source: 'enabled', kind: 'boolean', alwaysOn: true },
      { source: 'name', kind: 'text' },
    ],
    sortable: ['name', 'enabled', 'createdAt'],
    sort: { field: 'name', order: 'ASC' },
  },
  show: {
    sections: [
      { key: 'tenant', fields: ['name', 'enabled'] },
      { key: 'counts', fields: ['merchantCount', 'customerCount', 'userCount'] },
    ],
  },
  access: {
    list: VIEW,
    show: VIEW,
    export: VIEW,
    create: ['PERM_TENANTS_REGISTER'],
    edit: ['PERM_TENANTS_EDIT'],
  },
  // Moving a merchant or customer to another tenant (offered on the merchant and customer pages).
  customAccess: { transfer: ['PERM_TENANTS_TRANSFER'] },
  guarded: ['edit'],
});
