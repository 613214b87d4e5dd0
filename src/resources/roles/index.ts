import { roles } from '../../contract/resources/roles';
import { resourceFromDeclaration } from '../../kit';
import { permissionNameKey } from './roleNames';

/**
 * Roles, read-only, declared in src/contract/resources/roles.ts (list, one role, the admin filter and the sort
 * come from the declaration). The screens stay hand-written: the list with the role × permission matrix as a
 * second tab, and one role's page with its permissions grouped by area and a link to its holders.
 */
export const rolesResource = resourceFromDeclaration(roles, {
  views: { list: () => import('./RoleList'), show: () => import('./RoleShow') },
  // Permission values read by their readable names (the 'permissions' area of the catalogue).
  fields: { permissions: { choiceKey: permissionNameKey } },
});

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
