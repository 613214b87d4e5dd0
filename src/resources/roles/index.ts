import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import type { ResourceDefinition } from '../../kit';
import { RoleList } from './RoleList';
import { RoleShow } from './RoleShow';
import { roleSchema } from './schema';

/** Roles, read-only: list, one role, and the role × permission matrix (a tab of the list). */
export const rolesResource: ResourceDefinition = {
  name: 'roles',
  icon: AdminPanelSettingsOutlinedIcon,
  list: RoleList,
  show: RoleShow,
  recordRepresentation: 'id',
  endpoints: {
    record: roleSchema,
    list: { key: 'rolesFilter', kind: 'page' },
    getOne: 'rolesGet',
  },
};

export { RoleChips } from './RoleChips';
export { RoleMatrix } from './RoleMatrix';
export {
  permissionAreaKey,
  permissionNameKey,
  roleChoices,
  roleNameKey,
  rolesGrantableBy,
} from './roleNames';
export type { RoleRecord } from './schema';
