import { z } from 'zod';
import { ADMIN_ROLES, ROLE_PERMISSIONS, ROLES, type Role } from '../../src/contract/permissions';
import type { AuthContext } from '../auth/session';
import type { ServerContext } from '../context';
import { notFound } from '../http/errors';
import type { Registry } from '../http/registry';
import { scopeToTenant } from '../http/tenantScope';
import { parseInput } from '../http/validate';
import { answerListQuery, type ListSpec } from '../query';

/**
 * Roles, read-only, answered from ROLE_PERMISSIONS itself — the very table the registry enforces — plus how
 * many users of the caller's tenant hold each role (the only tenant-specific part).
 */
export const ROLES_LIST_SPEC: ListSpec = {
  filters: { q: { kind: 'text', fields: ['id'] }, admin: { kind: 'equals', field: 'admin' } },
  sortable: ['id', 'permissionCount', 'userCount'],
  defaultSort: { field: 'id', direction: 'ASC' },
};

const toRoleDto = (role: Role, holders: number) => ({
  id: role,
  admin: ADMIN_ROLES.includes(role),
  permissions: [...ROLE_PERMISSIONS[role]],
  permissionCount: new Set(ROLE_PERMISSIONS[role]).size,
  userCount: holders,
});

const holdersByRole = (ctx: ServerContext, auth: AuthContext): Map<Role, number> => {
  const counts = new Map<Role, number>();
  for (const user of scopeToTenant(ctx.store.data().users, auth))
    for (const role of new Set(user.roles)) counts.set(role, (counts.get(role) ?? 0) + 1);
  return counts;
};

export const registerRoleEndpoints = (r: Registry, ctx: ServerContext): void => {
  r.registerEndpoint('rolesFilter', (req, _res, auth) => {
    const counts = holdersByRole(ctx, auth);
    const roles = ROLES.map((role) => toRoleDto(role, counts.get(role) ?? 0));
    return answerListQuery(roles, req.body, ROLES_LIST_SPEC);
  });

  r.registerEndpoint('rolesGet', (req, _res, auth) => {
    const { id } = parseInput(z.object({ id: z.string().min(1).max(100) }), req.params);
    const role = ROLES.find((candidate) => candidate === id);
    if (!role) throw notFound('Role');
    return toRoleDto(role, holdersByRole(ctx, auth).get(role) ?? 0);
  });
};
