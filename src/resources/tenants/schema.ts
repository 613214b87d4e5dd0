/** The tenants record and answer schemas live at the dataProvider boundary; this is the resource's view. */
export {
  tenantSchema,
  type Tenant,
  type TenantChoice,
  type TenantGroup,
  type TenantUser,
  type TransferEntityType,
} from '../../contract/schemas/tenants';
