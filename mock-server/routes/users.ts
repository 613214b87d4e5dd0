import { randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { ROLES, holdsAnyOf, isAdmin, type Authority } from '../../src/contract/permissions';
import { normalizeIdentifier } from '../../src/contract/rules/ownAccount';
import { canGrantRole, canManageHolderOf } from '../../src/contract/rules/grantableRoles';
import type { AuthContext } from '../auth/session';
import { base32Encode } from '../auth/totp';
import type { ServerContext } from '../context';
import { isoNow } from '../context';
import { updateWithVersion } from '../http/concurrency';
import { ApiError } from '../http/errors';
import type { Registry } from '../http/registry';
import { parseInput } from '../http/validate';
import type { ListSpec } from '../query';
import { answerListQuery } from '../query';
import type { TenantRecord, UserRecord } from '../types';
import { findMemberTenant } from './tenants';
import {
  assertNotOwn,
  auditUser,
  findUserInScope,
  scopeTenantIds,
  toManagedUserDto,
  usersInScope,
} from './userScope';
import { recordInvitation } from './verificationKeys';

/** Portal users of the caller's scope: list, details, register (invite), update, roles. */
export const USERS_LIST_SPEC: ListSpec = {
  filters: {
    q: { kind: 'text', fields: ['email', 'firstName', 'lastName', 'userName'] },
    email: { kind: 'text', fields: ['email'] },
    firstName: { kind: 'text', fields: ['firstName'] },
    lastName: { kind: 'text', fields: ['lastName'] },
    status: { kind: 'equals', field: 'status' },
    roles: { kind: 'equals', field: 'roles' },
    registeredFrom: { kind: 'min', field: 'registrationDate' },
    registeredTo: { kind: 'max', field: 'registrationDate' },
  },
  sortable: ['email', 'userName', 'firstName', 'lastName', 'status', 'registrationDate'],
  defaultSort: { field: 'email', direction: 'ASC' },
};

const scopeFilterSchema = z
  .object({
    groupId: z.string().max(100).optional(),
  })
  .loose();

const tenantFilterSchema = z
  .object({
    tenantId: z.string().min(1).max(100).optional(),
  })
  .loose();

/**
 * The tenant an administrator's list query names with `tenantId`, decided by the tenants resource's own rule
 * (`findMemberTenant`: only a tenant in the caller's own `tenantIds`, anything else 404 `NOT_FOUND`). For
 * everyone else a `tenantId` does nothing: the tenant comes from the session only. `null` means the session's.
 */
export const listedTenant = (
  ctx: ServerContext,
  auth: AuthContext,
  body: unknown,
): TenantRecord | null => {
  if (!isAdmin(auth.authorities)) return null;
  const { tenantId } = parseInput(tenantFilterSchema, body ?? {});
  if (!tenantId || tenantId === auth.tenant.id) return null;
  return findMemberTenant(ctx, auth, tenantId);
};

/**
 * The users a list query may see: the scope (or, for `tenant`, that tenant's users, which the caller must have
 * been allowed by `listedTenant`), narrowed by group membership (a group of the same tenant(s)). A `tenantId` in
 * the body is ignored here: the tenant comes from the session unless the caller passes the checked `tenant`.
 */
export const usersMatchingScopeFilters = (
  ctx: ServerContext,
  auth: AuthContext,
  body: unknown,
  tenant: TenantRecord | null = null,
): UserRecord[] => {
  const { groupId } = parseInput(scopeFilterSchema, body ?? {});
  const users = tenant
    ? ctx.store.data().users.filter((u) => u.tenantIds.includes(tenant.id))
    : usersInScope(ctx, auth);
  if (!groupId) return users;
  const tenants = tenant ? [tenant.id] : scopeTenantIds(auth);
  const group = ctx.store
    .data()
    .groups.find((g) => g.id === groupId && tenants.includes(g.tenantId));
  const members = new Set(group?.memberIds ?? []);
  return users.filter((u) => members.has(u.id));
};

/** Every user matching a list filter (all pages), for bulk operations over "all N matching". */
export const allMatching = (
  ctx: ServerContext,
  auth: AuthContext,
  filter: Record<string, unknown>,
): UserRecord[] => {
  const scoped = usersMatchingScopeFilters(ctx, auth, filter);
  const out: UserRecord[] = [];
  for (let offset = 0; ; offset++) {
    const page = answerListQuery(scoped, { ...filter, offset, pageSize: 100 }, USERS_LIST_SPEC);
    out.push(...page.content);
    if (page.content.length === 0 || out.length >= page.totalElements) return out;
  }
};

const roleSchema = z.enum(ROLES);
const nameSchema = z.string().trim().min(1).max(100);
const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Wrong e-mail format!');

const registerSchema = z.object({
  email: emailSchema,
  firstName: nameSchema,
  lastName: nameSchema,
  roles: z.array(roleSchema).min(1).max(ROLES.length),
});

const updateSchema = z.object({
  firstName: nameSchema,
  lastName: nameSchema,
  email: emailSchema,
  roles: z.array(roleSchema).min(1).max(ROLES.length).optional(),
  version: z.number().int().min(1),
});

const rolesSchema = z.object({
  roles: z.array(roleSchema).min(1).max(ROLES.length),
  version: z.number().int().min(1),
});

/** No role the caller could not hold themselves (no privilege escalation). */
const assertGrantable = (auth: AuthContext, roles: readonly (typeof ROLES)[number][]): void => {
  const refused = roles.filter((role) => !canGrantRole(auth.authorities, role));
  if (refused.length)
    throw new ApiError(403, 'ACCESS_DENIED', 'You cannot grant these roles.', [
      ...refused.map((role) => ({
        field: 'roles',
        code: 'ROLE_NOT_GRANTABLE',
        message: `You cannot grant ${role}.`,
      })),
    ]);
};

/** A merchant admin cannot manage an administrator: the target's roles must be grantable by the caller. */
export const assertManageable = (auth: AuthContext, user: UserRecord): void => {
  if (!canManageHolderOf(auth.authorities, user.roles))
    throw new ApiError(403, 'ACCESS_DENIED', 'You do not have permission to manage this user.', [
      { field: 'id', code: 'NO_PERMISSION', message: 'This user holds roles you cannot manage.' },
    ]);
};

const duplicateEmail = (ctx: ServerContext, email: string, exceptId?: string): boolean => {
  const wanted = normalizeIdentifier(email);
  return ctx.store
    .data()
    .users.some((u) => u.id !== exceptId && normalizeIdentifier(u.email) === wanted);
};

const duplicateError = () =>
  new ApiError(409, 'DUPLICATE_ENTITY', 'A user with this e-mail address already exists.', [
    { field: 'email', code: 'DUPLICATE_ENTITY', message: 'This e-mail address is already in use.' },
  ]);

const EDIT: Authority[] = ['PERM_USERS_EDIT', 'PERM_MERCHANT_USERS_EDIT'];
const EDIT_ROLES: Authority[] = ['PERM_USERS_EDIT_ROLES', 'PERM_MERCHANT_USERS_EDIT_ROLES'];

const sameRoles = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

export const registerUserEndpoints = (r: Registry, ctx: ServerContext): void => {
  r.registerEndpoint('usersGet', (req, _res, auth) => {
    const { id } = parseInput(z.object({ id: z.string().min(1).max(320) }), req.params);
    return toManagedUserDto(ctx, findUserInScope(ctx, auth, id), auth);
  });

  r.registerEndpoint('usersFilter', (req, _res, auth) => {
    // Read-only view of another of the admin's tenants; every change stays bound to the session's tenant.
    const tenant = listedTenant(ctx, auth, req.body);
    const users = usersMatchingScopeFilters(ctx, auth, req.body, tenant);
    const page = answerListQuery(users, req.body, USERS_LIST_SPEC);
    return {
      content: page.content.map((u) => toManagedUserDto(ctx, u, auth, tenant?.id)),
      totalElements: page.totalElements,
    };
  });

  r.registerEndpoint('usersRegister', (req, res, auth) => {
    const input = parseInput(registerSchema, req.body);
    assertNotOwn(auth, input.email);
    const tenantId = auth.tenant.id;
    assertGrantable(auth, input.roles);
    if (duplicateEmail(ctx, input.email)) throw duplicateError();
    const now = isoNow(ctx);
    const user: UserRecord = {
      id: `u-${randomUUID()}`,
      tenantIds: [tenantId],
      email: input.email,
      userName: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      roles: [...new Set(input.roles)],
      status: 'ACTIVE',
      registrationDate: now,
      intruderLockOutUntil: null,
      failedLoginAttempts: 0,
      // No password until the person activates the account with the invitation key.
      passwordHash: null,
      twoFactorSecret: base32Encode(randomBytes(20)),
      twoFactorEnabled: false,
      twoFactorSetupRequired: true,
      passwordChangeRequired: false,
      unlockedAt: null,
      emailVerifiedAt: null,
      version: 1,
      updatedBy: auth.user.email,
      updatedAt: now,
    };
    ctx.store.data().users.push(user);
    recordInvitation(ctx, auth, user, tenantId);
    const dto = toManagedUserDto(ctx, user, auth);
    auditUser(ctx, req, auth, {
      action: 'USER_REGISTER',
      entityId: user.id,
      result: 'SUCCESS',
      before: null,
      after: dto,
    });
    res.status(201);
    return dto;
  });

  r.registerEndpoint('usersUpdate', (req, _res, auth) => {
    const { id } = parseInput(z.object({ id: z.string().min(1).max(320) }), req.params);
    assertNotOwn(auth, id);
    const input = parseInput(updateSchema, req.body);
    const user = findUserInScope(ctx, auth, id);
    assertNotOwn(auth, user);
    assertManageable(auth, user);
    const changesDetails =
      user.firstName !== input.firstName ||
      user.lastName !== input.lastName ||
      user.email !== input.email;
    const changesRoles = input.roles !== undefined && !sameRoles(input.roles, user.roles);
    // Spec section 6: details need the edit permission, roles the role-management permission.
    if (changesDetails && !holdsAnyOf(auth.authorities, EDIT))
      throw new ApiError(403, 'ACCESS_DENIED', 'You cannot edit user details.', [], {
        requiredAuthorities: [...EDIT],
      });
    if (changesRoles && !holdsAnyOf(auth.authorities, EDIT_ROLES))
      throw new ApiError(403, 'ACCESS_DENIED', 'You cannot edit roles.', [], {
        requiredAuthorities: [...EDIT_ROLES],
      });
    if (input.roles) assertGrantable(auth, input.roles);
    if (input.email !== user.email && duplicateEmail(ctx, input.email, user.id))
      throw duplicateError();
    const before = toManagedUserDto(ctx, user, auth);
    updateWithVersion(ctx, user, input.version, auth.user.email, (u) => {
      u.firstName = input.firstName;
      u.lastName = input.lastName;
      if (u.email !== input.email) {
        u.email = input.email;
        u.userName = input.email;
        u.emailVerifiedAt = null;
      }
      if (input.roles) u.roles = [...new Set(input.roles)];
    });
    const after = toManagedUserDto(ctx, user, auth);
    auditUser(ctx, req, auth, {
      action: 'USER_UPDATE',
      entityId: user.id,
      result: 'SUCCESS',
      before,
      after,
    });
    return after;
  });

  r.registerEndpoint('usersEditRoles', (req, _res, auth) => {
    const { id } = parseInput(z.object({ id: z.string().min(1).max(320) }), req.params);
    assertNotOwn(auth, id);
    const input = parseInput(rolesSchema, req.body);
    const user = findUserInScope(ctx, auth, id);
    assertNotOwn(auth, user);
    assertManageable(auth, user);
    assertGrantable(auth, input.roles);
    const before = toManagedUserDto(ctx, user, auth);
    updateWithVersion(ctx, user, input.version, auth.user.email, (u) => {
      u.roles = [...new Set(input.roles)];
    });
    const after = toManagedUserDto(ctx, user, auth);
    auditUser(ctx, req, auth, {
      action: 'USER_EDIT_ROLES',
      entityId: user.id,
      result: 'SUCCESS',
      before,
      after,
    });
    return after;
  });
};
