import { z } from 'zod';
import { ALL_PERMISSIONS, ROLES } from '../../contract/permissions';

/** A role as the platform answers it: the permissions of ROLE_PERMISSIONS and the holders in the tenant. */
export const roleSchema = z.object({
  id: z.enum(ROLES),
  admin: z.boolean(),
  permissions: z.array(z.enum(ALL_PERMISSIONS as [string, ...string[]])),
  permissionCount: z.number().int().nonnegative(),
  userCount: z.number().int().nonnegative(),
});
export type RoleRecord = z.infer<typeof roleSchema>;
