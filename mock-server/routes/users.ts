import { z } from 'zod';
import { ROLES } from '../../src/contract/permissions';
import type { ServerContext } from '../context';
import { updateWithVersion } from '../http/concurrency';
import type { Registry } from '../http/registry';
import { parseInput } from '../http/validate';
import {
  assertGrantable,
  assertManageable,
  assertNotOwn,
  auditUser,
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
  r.registerEndpoint('usersEditRoles', (req, _res, auth) => {
    const { id } = parseInput(z.object({ id: z.string().min(1).max(320) }), req.params);
    assertNotOwn(auth, id);
    const input = parseInput(rolesSchema, req.body);
    const user = findUserInScope(ctx, auth, id);
    assertNotOwn(auth, user);
    assertManageable(auth, user);
    assertGrantable(auth, input.roles);
    const before = toManagedUserDto(ctx, user, auth);
    return ctx.store.transaction(() => {
      const changed = updateWithVersion(ctx, 'users', user, input.version, auth.user.email, (u) => {
        u.roles = [...new Set(input.roles)];
      });
      const after = toManagedUserDto(ctx, changed, auth);
      auditUser(ctx, req, auth, {
        action: 'USER_EDIT_ROLES',
        entityId: user.id,
        result: 'SUCCESS',
        before,
        after,
      });
      return after;
    });
  });
};
