import { ADMIN_ROLES, ROLE_PERMISSIONS, ROLES } from '../../src/contract/permissions';
import type { ResourceBehaviour } from '../kit/behaviour';
import type { StoredRecord } from '../kit/repository';

/**
 * Roles beyond the generic handler: no collection, the rows are ROLE_PERMISSIONS itself (the table the registry
 * enforces); each answer adds how many users of the caller's tenant hold the role.
 */
export const rolesBehaviour: ResourceBehaviour = {
  source: () =>
    ROLES.map(
      (role) =>
        ({
          id: role,
          admin: ADMIN_ROLES.includes(role),
          permissions: [...ROLE_PERMISSIONS[role]],
          permissionCount: new Set(ROLE_PERMISSIONS[role]).size,
        }) as unknown as StoredRecord,
    ),
  present: (record, { ctx, auth }) => ({
    userCount: ctx.store
      .table('users')
      .whereHas('tenantIds', auth.tenant.id)
      .filter((user) => user.roles.includes(record.id as (typeof ROLES)[number])).length,
  }),
};
