import type { z } from 'zod';
import type { Role } from '../../contract/permissions';
import type { roles } from '../../contract/resources/roles';

/** A role as the platform answers it (src/contract/resources/roles.ts): the id is the role's code. */
export type RoleRecord = z.infer<typeof roles.fields> &
  z.infer<NonNullable<typeof roles.computed>> & { id: Role };
