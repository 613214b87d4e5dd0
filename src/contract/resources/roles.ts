import { z } from 'zod';
import { declareResource } from '../declare';
import { ALL_PERMISSIONS } from '../permissions';

/**
 * Roles (read-only): answered from ROLE_PERMISSIONS itself, the very table the platform enforces, plus how many
 * users of the caller's tenant hold each role. Not a stored collection: the emulator reads them from the table
 * (mock-server/resources/roles.ts, the behaviour's `source`); the id is the role's code.
 */
export const roles = declareResource({
  name: 'roles',
  entityType: 'Role',
  idPrefix: 'role',
  icon: 'AdminPanelSettings',
  fields: z.object({
    admin: z.boolean(),
    permissions: z.array(z.enum(ALL_PERMISSIONS as [string, ...string[]])),
    permissionCount: z.number().int().nonnegative(),
  }),
  computed: z.object({
    /** Holders in the caller's tenant: the only tenant-specific part. */
    userCount: z.number().int().nonnegative(),
  }),
  stamped: false,
  recordRepresentation: 'id',
  list: {
    columns: ['id', 'permissionCount', 'userCount'],
    search: ['id'],
    filters: [{ source: 'admin', kind: 'boolean' }],
    sortable: ['id', 'permissionCount', 'userCount'],
    sort: { field: 'id', order: 'ASC' },
  },
  show: { sections: [{ key: 'role', fields: ['permissionCount', 'userCount', 'permissions'] }] },
  access: { list: ['PERM_ROLES_VIEW'], show: ['PERM_ROLES_VIEW'] },
});
