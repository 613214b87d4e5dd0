import { randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { auditActionOf } from '../../src/contract/declare';
import { ROLES, holdsAnyOf, isAdmin, type Authority } from '../../src/contract/permissions';
import { users } from '../../src/contract/resources/users';
import { normalizeIdentifier } from '../../src/contract/rules/ownAccount';
import { isLocked, type AuthContext } from '../auth/session';
import { base32Encode } from '../auth/totp';
import type { ServerContext } from '../context';
import { isoNow } from '../context';
import { revokeSessionsOf } from '../routes/userSessions';
import { entityOfGuardedBody, guardedChange } from '../guard/guard';
import { updateWithVersion } from '../http/concurrency';
import { ApiError } from '../http/errors';
import type { EndpointHandler } from '../http/registry';
import { parseInput } from '../http/validate';
import type { ActionRun, BehaviourScope, ResourceBehaviour } from '../kit/behaviour';
import type { StoredRecord } from '../kit/repository';
import type { ListSpec } from '../query';
import { answerListQuery } from '../query';
import { findMemberTenant } from '../routes/tenants';
import {
  assertGrantable,
  assertManageable,
  assertNotOwn,
  auditUser,
  displayTenantOf,
  findUserInScope,
  scopeTenantIds,
  toManagedUserDto,
  usersInScope,
} from '../routes/userScope';
import { recordInvitation } from '../routes/verificationKeys';
import { commonMailValues, sendMail } from '../mail/outbox';
import type { TenantRecord, UserRecord } from '../types';
import type { Role } from '../../src/contract/permissions';

/**
 * The emulator's side of the users declaration (src/contract/resources/users.ts). A user is stored as an account
 * (memberships of several tenants, password hash, TOTP secret) and answered as the managed user of spec section
 * 3, so the four declared operations are served by this behaviour's handlers on the declared rows: list (an
 * administrator may read another of their tenants; group filter), get by id or e-mail in any spelling, register
 * (an invitation, no password) and update (details and roles, each with its own permission). Every one refuses
 * the caller's own account where it changes something, roles the caller could not grant and holders of such
 * roles, and is audited. The user operations, the roles call and the CSV import keep their routes.
 */
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
    ? ctx.store.table('users').whereHas('tenantIds', tenant.id)
    : usersInScope(ctx, auth);
  if (!groupId) return users;
  const tenants = tenant ? [tenant.id] : scopeTenantIds(auth);
  const found = ctx.store.table('groups').get(groupId);
  const group = found && tenants.includes(found.tenantId) ? found : undefined;
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

const idParams = z.object({ id: z.string().min(1).max(320) });

const duplicateEmail = (ctx: ServerContext, email: string, exceptId?: string): boolean => {
  const wanted = normalizeIdentifier(email);
  return ctx.store
    .table('users')
    .where('email', wanted)
    .some((u) => u.id !== exceptId && normalizeIdentifier(u.email) === wanted);
};

const duplicateError = () =>
  new ApiError(409, 'DUPLICATE_ENTITY', 'A user with this e-mail address already exists.', [
    { field: 'email', code: 'DUPLICATE_ENTITY', message: 'This e-mail address is already in use.' },
  ]);

const EDIT: Authority[] = ['PERM_USERS_EDIT', 'PERM_MERCHANT_USERS_EDIT'];
const EDIT_ROLES: Authority[] = ['PERM_USERS_EDIT_ROLES', 'PERM_MERCHANT_USERS_EDIT_ROLES'];

const sameRoles = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

const list =
  (ctx: ServerContext): EndpointHandler<'users.list'> =>
  (req, _res, auth) => {
    // Read-only view of another of the admin's tenants; every change stays bound to the session's tenant.
    const tenant = listedTenant(ctx, auth, req.body);
    const found = usersMatchingScopeFilters(ctx, auth, req.body, tenant);
    const page = answerListQuery(found, req.body, USERS_LIST_SPEC);
    return {
      content: page.content.map((u) => toManagedUserDto(ctx, u, auth, tenant?.id)),
      totalElements: page.totalElements,
    };
  };

/**
 * A new account of the caller's tenant, invited: active, no password until the person accepts the invitation,
 * and a fresh two-factor secret to set up on first sign-in (a registration and every row of a CSV import).
 */
export const invitedUser = (
  ctx: ServerContext,
  auth: AuthContext,
  person: { email: string; firstName: string; lastName: string; roles: readonly Role[] },
): UserRecord => {
  const now = isoNow(ctx);
  return {
    id: `${users.idPrefix}-${randomUUID()}`,
    tenantIds: [auth.tenant.id],
    email: person.email,
    userName: person.email,
    firstName: person.firstName,
    lastName: person.lastName,
    roles: [...new Set(person.roles)],
    status: 'ACTIVE',
    registrationDate: now,
    intruderLockOutUntil: null,
    failedLoginAttempts: 0,
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
};

const register =
  (ctx: ServerContext): EndpointHandler<'users.create'> =>
  (req, res, auth) => {
    const input = parseInput(registerSchema, req.body);
    assertNotOwn(auth, input.email);
    const tenantId = auth.tenant.id;
    assertGrantable(auth, input.roles);
    if (duplicateEmail(ctx, input.email)) throw duplicateError();
    const user = invitedUser(ctx, auth, input);
    const dto = ctx.store.transaction(() => {
      ctx.store.table('users').insert(user);
      recordInvitation(ctx, auth, user, tenantId);
      const created = toManagedUserDto(ctx, user, auth);
      auditUser(ctx, req, auth, {
        action: auditActionOf(users, 'CREATE'),
        entityId: user.id,
        result: 'SUCCESS',
        before: null,
        after: created,
      });
      return created;
    });
    res.status(201);
    return dto;
  };

const update =
  (ctx: ServerContext): EndpointHandler<'users.update'> =>
  (req, _res, auth) => {
    const { id } = parseInput(idParams, req.params);
    assertNotOwn(auth, id);
    const input = parseInput(updateSchema, entityOfGuardedBody(req.body));
    const user = findUserInScope(ctx, auth, id);
    assertNotOwn(auth, user);
    assertManageable(auth, user);
    const changesEmail = user.email !== input.email;
    const changesDetails =
      user.firstName !== input.firstName || user.lastName !== input.lastName || changesEmail;
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
    if (changesEmail && duplicateEmail(ctx, input.email, user.id)) throw duplicateError();
    const before = toManagedUserDto(ctx, user, auth);
    const write = (entity: z.infer<typeof updateSchema>) => {
      const changed = updateWithVersion(
        ctx,
        'users',
        user,
        entity.version,
        auth.user.email,
        (u) => {
          u.firstName = entity.firstName;
          u.lastName = entity.lastName;
          if (u.email !== entity.email) {
            u.email = entity.email;
            u.userName = entity.email;
            u.emailVerifiedAt = null;
          }
          if (entity.roles) u.roles = [...new Set(entity.roles)];
        },
      );
      return toManagedUserDto(ctx, changed, auth);
    };
    // The e-mail address is the user's sign-in name and the roles are what they may do: changing either is a
    // protected change, as one's own e-mail is (the guard refuses a call without its fields, and audits).
    if (changesEmail || changesRoles)
      return guardedChange(ctx, req, auth, {
        action: auditActionOf(users, 'UPDATE'),
        entityType: 'User',
        entityId: user.id,
        before,
        entitySchema: updateSchema,
        apply: (entity) => {
          const after = write(entity);
          return { response: after, after };
        },
      });
    return ctx.store.transaction(() => {
      const after = write(input);
      auditUser(ctx, req, auth, {
        action: auditActionOf(users, 'UPDATE'),
        entityId: user.id,
        result: 'SUCCESS',
        before,
        after,
      });
      return after;
    });
  };

/**
 * The user operations of spec section 4 (activate, deactivate, resend invitation, unlock, reset two-factor,
 * expire sessions), the declared actions of the users resource; the bulk routes (routes/userOperations.ts) run
 * the same ones per user. Each one: the permission of its own endpoint (checked by the registry), never on the
 * caller's own account (any spelling), only inside the caller's scope, only on users whose roles the caller could
 * grant, and audited — failures included (`actionAuditOf`: USER_ACTIVATE, USER_RESEND_INVITATION, …).
 */
const notAllowed = (message: string) =>
  new ApiError(400, 'ACTION_NOT_ALLOWED', message, [
    { field: 'status', code: 'ACTION_NOT_ALLOWED', message },
  ]);

export interface Operation {
  /** Throws when the operation does not apply to the user's current state. */
  check?: (user: UserRecord, now: number) => void;
  apply: (ctx: ServerContext, user: UserRecord, auth: AuthContext) => void;
}

export const OPERATIONS = {
  activate: {
    check: (user) => {
      if (user.status === 'ACTIVE') throw notAllowed('The user is already active.');
      if (user.status === 'LOCKED') throw notAllowed('A locked user is unlocked, not activated.');
    },
    apply: (_ctx, user) => {
      user.status = 'ACTIVE';
    },
  },
  deactivate: {
    check: (user) => {
      if (user.status === 'DEACTIVATED') throw notAllowed('The user is already deactivated.');
    },
    apply: (ctx, user) => {
      user.status = 'DEACTIVATED';
      revokeSessionsOf(ctx, user.id);
    },
  },
  resend: {
    check: (user) => {
      if (user.passwordHash !== null)
        throw notAllowed('The user has already activated the account.');
    },
    apply: (ctx, user, auth) => {
      recordInvitation(ctx, auth, user, displayTenantOf(user, auth));
    },
  },
  unlock: {
    check: (user, now) => {
      if (!isLocked(user, now)) throw notAllowed('The user is not locked.');
    },
    apply: (ctx, user) => {
      if (user.status === 'LOCKED') user.status = 'ACTIVE';
      user.intruderLockOutUntil = null;
      user.failedLoginAttempts = 0;
      user.unlockedAt = isoNow(ctx);
    },
  },
  resetTwoFactor: {
    apply: (ctx, user, auth) => {
      // A new secret: the old authenticator entry stops working and setup runs again at the next sign-in.
      user.twoFactorSecret = base32Encode(randomBytes(20));
      user.twoFactorEnabled = false;
      user.twoFactorSetupRequired = true;
      revokeSessionsOf(ctx, user.id);
      // The person is told, so a reset they did not ask for does not go unnoticed.
      const tenantId = displayTenantOf(user, auth);
      sendMail(ctx, {
        tenantId,
        key: 'TWO_FACTOR_RESET',
        locale: auth.mailLocale,
        recipient: user.email,
        values: {
          ...commonMailValues(ctx, user, tenantId),
          resetBy: `${auth.user.firstName} ${auth.user.lastName}`.trim() || auth.user.email,
          signInLink: `${ctx.portalOrigin}/`,
        },
        kind: 'PLATFORM',
        actor: auth.user.email,
      });
    },
  },
  expireSessions: {
    apply: (ctx, user) => {
      revokeSessionsOf(ctx, user.id);
    },
  },
} as const satisfies Record<string, Operation>;
export type OperationName = keyof typeof OPERATIONS;

/** The checks every user operation makes before it applies (the record is the account as stored). */
export const assertOperable = (
  ctx: ServerContext,
  auth: AuthContext,
  user: UserRecord,
  name: OperationName,
): void => {
  assertNotOwn(auth, user);
  assertManageable(auth, user);
  (OPERATIONS[name] as Operation).check?.(user, ctx.now());
};

const runAction =
  (name: OperationName): ActionRun =>
  (record, _input, { ctx, auth }) => {
    const user = record as unknown as UserRecord;
    assertOperable(ctx, auth, user, name);
    OPERATIONS[name].apply(ctx, user, auth);
    return record;
  };

/** The user a path names: by id or e-mail address in any spelling, inside the caller's scope (404 otherwise). */
const findUser = (id: string, { ctx, auth }: BehaviourScope): StoredRecord | undefined => {
  parseInput(idParams, { id });
  try {
    return findUserInScope(ctx, auth, id) as unknown as StoredRecord;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return undefined;
    throw error;
  }
};

export const usersBehaviour: ResourceBehaviour = {
  find: findUser,
  // The answer is the managed user of spec section 3, never the stored account.
  present: (record, { ctx, auth }) => toManagedUserDto(ctx, record as unknown as UserRecord, auth),
  actions: Object.fromEntries(
    (Object.keys(OPERATIONS) as OperationName[]).map((name) => [name, runAction(name)]),
  ),
  handlers: {
    list: (ctx) => list(ctx) as EndpointHandler<never>,
    create: (ctx) => register(ctx) as EndpointHandler<never>,
    update: (ctx) => update(ctx) as EndpointHandler<never>,
  },
};
