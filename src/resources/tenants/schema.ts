import { maxLength, required } from '../../components';

/** The tenants record and answer schemas live at the dataProvider boundary; this is the resource's view. */
export {
  tenantSchema,
  type Tenant,
  type TenantChoice,
  type TenantGroup,
  type TenantUser,
  type TransferEntityType,
} from '../../contract/schemas/tenants';

/** Name rules shared by add and update (the platform also wants at least 2 characters). */
export const validateTenantName = [required(), maxLength(100)];
