import { declareResource } from '../declare';
import type { Authority } from '../permissions';
import { userSchema } from '../schemas/users';

const VIEW: readonly Authority[] = ['PERM_USERS_VIEW', 'PERM_MERCHANT_USERS_VIEW'];
const FILTER: readonly Authority[] = ['PERM_USERS_FILTER', 'PERM_MERCHANT_USERS_FILTER'];
/** A user operation: on the account as it is now (no version), confirmed first. */
const OPERATION = {
  target: 'record',
  method: 'POST',
  versioned: false,
  confirm: true,
} as const;

/**
 * Portal users (spec sections 3, 4 and 6): administrators hold the PERM_USERS_* variant of each permission,
 * merchant admins the PERM_MERCHANT_USERS_* one; either is enough. The stored account (password hash, TOTP
 * secret, memberships of several tenants) is not the answer: the emulator's behaviour (mock-server/resources/
 * users.ts) presents it, scopes it to the session's tenant, addresses a user by id or e-mail in any spelling and
 * refuses the caller's own account and roles the caller could not grant. Register is `POST users/register`; the
 * list needs the filter permission, the menu the view one; an update needs the edit or the role-management
 * permission (spec section 6). The user operations are declared actions; their bulk forms (per-user results),
 * the roles call and the CSV import stay custom calls. The accounts are seeded with their
 * sign-in secrets by mock-server/seed.
 */
export const users = declareResource({
  name: 'users',
  entityType: 'User',
  idPrefix: 'u',
  icon: 'People',
  stamped: false,
  paths: { create: 'users/register' },
  auditActions: { CREATE: 'USER_REGISTER' },
  fields: userSchema.pick({ email: true, firstName: true, lastName: true, roles: true }),
  computed: userSchema.pick({
    tenantId: true,
    tenantName: true,
    userName: true,
    status: true,
    accountStatus: true,
    registrationDate: true,
    intruderLockOutUntil: true,
    twoFactorEnabled: true,
    permissions: true,
    invitationPending: true,
    emailVerified: true,
    version: true,
    updatedBy: true,
    updatedAt: true,
  }),
  recordRepresentation: 'email',
  list: {
    columns: [
      'userName',
      'firstName',
      'lastName',
      'email',
      'status',
      'registrationDate',
      'twoFactorEnabled',
      'roles',
    ],
    search: ['email', 'firstName', 'lastName', 'userName'],
    filters: [{ source: 'roles', kind: 'choice' }],
    sortable: ['email', 'userName', 'firstName', 'lastName', 'status', 'registrationDate'],
    sort: { field: 'email', order: 'ASC' },
  },
  show: {
    sections: [
      { key: 'identity', fields: ['userName', 'firstName', 'lastName', 'email'] },
      {
        key: 'account',
        fields: [
          'accountStatus',
          'registrationDate',
          'intruderLockOutUntil',
          'twoFactorEnabled',
          'invitationPending',
          'emailVerified',
        ],
      },
      { key: 'access', fields: ['roles', 'permissions'] },
    ],
  },
  access: {
    list: VIEW,
    show: VIEW,
    export: FILTER,
    create: ['PERM_USERS_REGISTER', 'PERM_MERCHANT_USERS_REGISTER'],
    // Role managers may open the edit page too; they may change the roles only (editDetails below).
    edit: ['PERM_USERS_EDIT', 'PERM_USERS_EDIT_ROLES', 'PERM_MERCHANT_USERS_EDIT'],
  },
  endpointAccess: {
    list: FILTER,
    // "update needs edit or role-management permission" (spec section 6).
    update: [
      'PERM_USERS_EDIT',
      'PERM_USERS_EDIT_ROLES',
      'PERM_MERCHANT_USERS_EDIT',
      'PERM_MERCHANT_USERS_EDIT_ROLES',
    ],
  },
  // The role call of the show page and the edit form's details rule (hand-written calls).
  customAccess: {
    editRoles: ['PERM_USERS_EDIT_ROLES', 'PERM_MERCHANT_USERS_EDIT_ROLES'],
    // Name and e-mail (the edit entry above also admits role managers, who may change roles only).
    editDetails: ['PERM_USERS_EDIT', 'PERM_MERCHANT_USERS_EDIT'],
  },
  /**
   * The user operations of spec sections 4 and 6, each with its own permission: `POST users/:id/<operation>`
   * without a body (the user as it is now; `:id` may be the e-mail address), answering the user. The emulator
   * refuses the caller's own account, users holding roles the caller could not grant and operations that do not
   * apply to the account's state, and audits every outcome. The bulk forms answer per-user results and stay
   * hand-written rows (usersBulkActivate, usersBulkDeactivate).
   */
  actions: {
    activate: {
      ...OPERATION,
      path: ':id/activate',
      access: ['PERM_USERS_ACTIVATE', 'PERM_MERCHANT_USERS_ACTIVATE'],
      icon: 'PlayCircleOutline',
    },
    deactivate: {
      ...OPERATION,
      path: ':id/deactivate',
      access: ['PERM_USERS_DEACTIVATE', 'PERM_MERCHANT_USERS_DEACTIVATE'],
      icon: 'PauseCircleOutline',
      destructive: true,
    },
    resend: {
      ...OPERATION,
      path: ':id/resend',
      access: ['PERM_USERS_RESEND', 'PERM_MERCHANT_USERS_RESEND'],
      icon: 'Key',
      auditAction: 'USER_RESEND_INVITATION',
    },
    unlock: {
      ...OPERATION,
      path: ':id/unlock',
      access: ['PERM_USERS_UNLOCK', 'PERM_MERCHANT_USERS_UNLOCK'],
      icon: 'Key',
    },
    resetTwoFactor: {
      ...OPERATION,
      path: ':id/reset-2fa',
      access: ['PERM_USERS_RESET_2FA', 'PERM_MERCHANT_USERS_RESET_2FA'],
      icon: 'Key',
      destructive: true,
      // Resetting a credential needs the guard (password, security code, reason, classification).
      guarded: true,
      auditAction: 'USER_RESET_2FA',
    },
    expireSessions: {
      ...OPERATION,
      path: ':id/expire-sessions',
      access: ['PERM_USERS_EXPIRE_SESSIONS', 'PERM_MERCHANT_USERS_EXPIRE_SESSIONS'],
      icon: 'Block',
      destructive: true,
    },
  },
});
