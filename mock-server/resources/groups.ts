import type { Role } from '../../src/contract/permissions';
import { canGrantRole } from '../../src/contract/rules/grantableRoles';
import { ApiError, validationError } from '../http/errors';
import { accountStatusOf } from '../routes/userScope';
import type { ResourceBehaviour } from '../kit/behaviour';
import type { GroupRecord } from '../types';

/**
 * Groups beyond the generic handler: roles must be ones the editor could grant (no escalation by group), members
 * must be users of the tenant, both lists are stored without duplicates; answers carry the member count, and one
 * group's details its members as people (only those still in the tenant).
 */
export const groupsBehaviour: ResourceBehaviour = {
  prepare: (input, { ctx, auth }) => {
    const roles = [...new Set(input.roles as Role[])];
    const memberIds = [...new Set(input.memberIds as string[])].sort();
    const refused = roles.filter((role) => !canGrantRole(auth.authorities, role));
    if (refused.length)
      throw new ApiError(
        403,
        'ACCESS_DENIED',
        'You cannot assign these roles.',
        refused.map((role) => ({
          field: 'roles',
          code: 'ROLE_NOT_GRANTABLE',
          message: `You cannot assign ${role}.`,
        })),
      );
    const tenantUsers = new Set(
      ctx.store
        .table('users')
        .whereHas('tenantIds', auth.tenant.id)
        .map((u) => u.id),
    );
    if (memberIds.some((id) => !tenantUsers.has(id)))
      throw validationError([
        {
          field: 'memberIds',
          code: 'UNKNOWN_MEMBER',
          message: 'Some members are not users of this tenant.',
        },
      ]);
    return { ...input, roles, memberIds };
  },
  present: (record, { ctx, auth, detail }) => {
    const group = record as GroupRecord;
    if (!detail) return { memberCount: group.memberIds.length };
    const byId = new Map(
      ctx.store
        .table('users')
        .whereHas('tenantIds', auth.tenant.id)
        .map((u) => [u.id, u]),
    );
    return {
      memberCount: group.memberIds.length,
      members: group.memberIds.flatMap((id) => {
        const user = byId.get(id);
        return user
          ? [
              {
                id: user.id,
                email: user.email,
                firstName: user.firstName,
                lastName: user.lastName,
                // The users list's status: a lock that ran out or an operator's unlock included.
                status: accountStatusOf(user, ctx.now()).code,
                roles: [...user.roles],
              },
            ]
          : [];
      }),
    };
  },
};
