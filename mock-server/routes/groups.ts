import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { ROLES, type Role } from '../../src/contract/permissions';
import { GROUP_DESCRIPTION_MAX_LENGTH, GROUP_NAME_MAX_LENGTH } from '../../src/contract/constants';
import { canGrantRole } from '../../src/contract/rules/grantableRoles';
import type { AuthContext } from '../auth/session';
import type { ServerContext } from '../context';
import { isoNow } from '../context';
import { appendAudit } from '../guard/audit';
import { updateWithVersion } from '../http/concurrency';
import { ApiError, validationError } from '../http/errors';
import type { Registry } from '../http/registry';
import { findInTenant, scopeToTenant } from '../http/tenantScope';
import { parseInput } from '../http/validate';
import { answerListQuery, type ListSpec } from '../query';
import type { GroupRecord } from '../types';

/** Groups of the session's tenant: list, details (with members), create, update (name, roles, membership). */
export const GROUPS_LIST_SPEC: ListSpec = {
  filters: {
    q: { kind: 'text', fields: ['name', 'description'] },
    name: { kind: 'text', fields: ['name'] },
    roles: { kind: 'equals', field: 'roles' },
    memberIds: { kind: 'equals', field: 'memberIds' },
  },
  sortable: ['name', 'memberCount', 'createdAt', 'updatedAt'],
  defaultSort: { field: 'name', direction: 'ASC' },
};

const groupInput = z.object({
  name: z.string().trim().min(1).max(GROUP_NAME_MAX_LENGTH),
  description: z.string().trim().max(GROUP_DESCRIPTION_MAX_LENGTH).default(''),
  roles: z.array(z.enum(ROLES)).max(ROLES.length).default([]),
  memberIds: z.array(z.string().min(1).max(100)).max(10_000).default([]),
});
const updateInput = groupInput.extend({ version: z.number().int().positive() });
const idParams = z.object({ id: z.string().min(1).max(100) });

const rolesOf = (group: GroupRecord): Role[] => [...(group.roles ?? [])];

const toGroupDto = (group: GroupRecord) => ({
  id: group.id,
  name: group.name,
  description: group.description,
  roles: rolesOf(group),
  memberIds: [...group.memberIds],
  memberCount: group.memberIds.length,
  createdAt: group.createdAt,
  version: group.version,
  updatedBy: group.updatedBy,
  updatedAt: group.updatedAt,
});

/** Details add the members as people (only those still in the tenant), so the page needs no second call. */
const toGroupDetailsDto = (ctx: ServerContext, auth: AuthContext, group: GroupRecord) => {
  const users = scopeToTenant(ctx.store.data().users, auth);
  const byId = new Map(users.map((u) => [u.id, u]));
  return {
    ...toGroupDto(group),
    members: group.memberIds.flatMap((id) => {
      const user = byId.get(id);
      return user
        ? [
            {
              id: user.id,
              email: user.email,
              firstName: user.firstName,
              lastName: user.lastName,
              status: user.status,
              roles: [...user.roles],
            },
          ]
        : [];
    }),
  };
};

type GroupInput = z.infer<typeof groupInput>;

/** Members must be users of the tenant; roles must be ones the caller could grant (no escalation by group). */
const checkGroupInput = (
  ctx: ServerContext,
  auth: AuthContext,
  input: GroupInput,
  exceptId?: string,
): void => {
  const refused = input.roles.filter((role) => !canGrantRole(auth.authorities, role));
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
  const tenantUsers = new Set(scopeToTenant(ctx.store.data().users, auth).map((u) => u.id));
  const unknown = input.memberIds.filter((id) => !tenantUsers.has(id));
  if (unknown.length)
    throw validationError([
      {
        field: 'memberIds',
        code: 'UNKNOWN_MEMBER',
        message: 'Some members are not users of this tenant.',
      },
    ]);
  const name = input.name.toLowerCase();
  const clash = scopeToTenant(ctx.store.data().groups, auth).some(
    (g) => g.id !== exceptId && g.name.toLowerCase() === name,
  );
  if (clash)
    throw new ApiError(409, 'DUPLICATE_ENTITY', 'A group with this name already exists.', [
      { field: 'name', code: 'DUPLICATE_ENTITY', message: 'This name is already in use.' },
    ]);
};

const auditGroup = (
  ctx: ServerContext,
  req: Parameters<typeof appendAudit>[1],
  auth: AuthContext,
  action: string,
  entityId: string,
  before: unknown,
  after: unknown,
) =>
  appendAudit(ctx, req, auth, {
    action,
    entityType: 'Group',
    entityId,
    result: 'SUCCESS',
    before,
    after,
    reason: null,
    classification: null,
  });

export const registerGroupEndpoints = (r: Registry, ctx: ServerContext): void => {
  r.registerEndpoint('groupsFilter', (req, _res, auth) => {
    const groups = scopeToTenant(ctx.store.data().groups, auth).map(toGroupDto);
    return answerListQuery(groups, req.body, GROUPS_LIST_SPEC);
  });

  r.registerEndpoint('groupsGet', (req, _res, auth) => {
    const { id } = parseInput(idParams, req.params);
    return toGroupDetailsDto(ctx, auth, findInTenant(ctx.store.data().groups, id, auth, 'Group'));
  });

  r.registerEndpoint('groupsCreate', (req, res, auth) => {
    const input = parseInput(groupInput, req.body);
    checkGroupInput(ctx, auth, input);
    const now = isoNow(ctx);
    const group: GroupRecord = {
      id: `g-${randomUUID()}`,
      tenantId: auth.tenant.id,
      name: input.name,
      description: input.description,
      roles: [...new Set(input.roles)],
      memberIds: [...new Set(input.memberIds)].sort(),
      createdAt: now,
      version: 1,
      updatedBy: auth.user.email,
      updatedAt: now,
    };
    ctx.store.data().groups.push(group);
    ctx.store.save();
    auditGroup(ctx, req, auth, 'GROUP_CREATE', group.id, null, toGroupDto(group));
    res.status(201);
    return toGroupDetailsDto(ctx, auth, group);
  });

  r.registerEndpoint('groupsUpdate', (req, _res, auth) => {
    const { id } = parseInput(idParams, req.params);
    const group = findInTenant(ctx.store.data().groups, id, auth, 'Group');
    const input = parseInput(updateInput, req.body);
    checkGroupInput(ctx, auth, input, group.id);
    const before = toGroupDto(group);
    updateWithVersion(ctx, group, input.version, auth.user.email, (g) => {
      g.name = input.name;
      g.description = input.description;
      g.roles = [...new Set(input.roles)];
      g.memberIds = [...new Set(input.memberIds)].sort();
    });
    auditGroup(ctx, req, auth, 'GROUP_UPDATE', group.id, before, toGroupDto(group));
    return toGroupDetailsDto(ctx, auth, group);
  });
};
