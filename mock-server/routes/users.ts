import { z } from 'zod';
import { ROLES } from '../../src/contract/permissions';
import type { ServerContext } from '../context';
import { entityOfGuardedBody, guardedChange } from '../guard/guard';
import { updateWithVersion } from '../http/concurrency';
import type { Registry } from '../http/registry';
import { parseInput } from '../http/validate';
import {
  assertGrantable,
  assertManageable,
  assertNotOwn,
  findUserInScope,
  toManagedUserDto,
} from './userScope';

/**
 * The roles of a portal user (`PUT users/:id/roles`, spec section 6): a custom call next to the declared users
 * resource (list, get, register and update: mock-server/resources/users.ts).
 */
const rolesSchema = z.object({
  roles: z.array(z.enum(ROLES)).min(1).max(ROLES.length),
  version: z.number().int().min(1),
});

export const registerUserEndpoints = (r: Registry, ctx: ServerContext): void => {
  // Roles decide what a user may do: a protected change, through the guard like the edit form's.
  r.registerEndpoint('usersEditRoles', (req, _res, auth) => {
    const { id } = parseInput(z.object({ id: z.string().min(1).max(320) }), req.params);
    assertNotOwn(auth, id);
    const input = parseInput(rolesSchema, entityOfGuardedBody(req.body));
    const user = findUserInScope(ctx, auth, id);
    assertNotOwn(auth, user);
    assertManageable(auth, user);
    assertGrantable(auth, input.roles);
    return guardedChange(ctx, req, auth, {
      action: 'USER_EDIT_ROLES',
      entityType: 'User',
      entityId: user.id,
      before: toManagedUserDto(ctx, user, auth),
      entitySchema: rolesSchema,
      apply: (entity) => {
        const changed = updateWithVersion(
          ctx,
          'users',
          user,
          entity.version,
          auth.user.email,
          (u) => {
            u.roles = [...new Set(entity.roles)];
          },
        );
        const after = toManagedUserDto(ctx, changed, auth);
        return { response: after, after };
      },
    });
  });
};
