import type { EndpointKey } from '../../contract/endpoints';
import type { GuardFields } from '../../contract/schemas/common';
import { buildGuardedPayload } from '../guard';
import type { HttpClient } from '../httpClient';
import { parseResponse } from '../parse';
import {
  bulkDownloadSchema,
  bulkOperationSchema,
  userSchema,
  verificationKeyDoneSchema,
  verificationKeyInfoSchema,
  type BulkDownloadResult,
  type BulkOperationResult,
  type BulkSelection,
  type User,
  type VerificationKeyInfo,
} from '../../contract/schemas/users';

/**
 * Typed custom methods of the users resource: the user operations of spec section 4 (each a declared action with
 * its own permission, called without a body), bulk operations with per-user results, and the public
 * verification-key flows of section 7.
 */
export type UserOperation =
  'activate' | 'deactivate' | 'resendInvitation' | 'unlock' | 'resetTwoFactor' | 'expireSessions';

export const USER_OPERATION_ENDPOINTS: Record<UserOperation, EndpointKey> = {
  activate: 'users.activate',
  deactivate: 'users.deactivate',
  resendInvitation: 'users.resend',
  unlock: 'users.unlock',
  resetTwoFactor: 'users.resetTwoFactor',
  expireSessions: 'users.expireSessions',
};

export const createUserActions = (httpClient: HttpClient) => {
  /** Without a body; a guarded operation (a two-factor reset) sends the guard envelope around no entity. */
  const operate = async (key: EndpointKey, id: string, guard?: GuardFields): Promise<User> =>
    parseResponse(
      userSchema,
      (
        await httpClient.call(key, {
          params: { id },
          ...(guard ? { body: buildGuardedPayload({}, guard) } : {}),
        })
      ).body,
      key,
    );

  const bulk = async (
    key: 'usersBulkActivate' | 'usersBulkDeactivate',
    selection: BulkSelection,
  ): Promise<BulkOperationResult> =>
    parseResponse(bulkOperationSchema, (await httpClient.call(key, { body: selection })).body, key);

  return {
    activateUser: (id: string) => operate('users.activate', id),
    deactivateUser: (id: string) => operate('users.deactivate', id),
    resendUserInvitation: (id: string) => operate('users.resend', id),
    unlockUser: (id: string) => operate('users.unlock', id),
    /** Guarded: resetting a credential needs password, security code, reason and classification. */
    resetUserTwoFactor: (id: string, guard: GuardFields) =>
      operate('users.resetTwoFactor', id, guard),
    expireUserSessions: (id: string) => operate('users.expireSessions', id),
    /** The operation by name (the show page's buttons share one component); `guard` for the guarded ones. */
    runUserOperation: (operation: UserOperation, id: string, guard?: GuardFields) =>
      operate(USER_OPERATION_ENDPOINTS[operation], id, guard),
    /** A protected change: the roles travel with the guard fields. */
    editUserRoles: async (
      id: string,
      roles: User['roles'],
      version: number,
      guard: GuardFields,
    ): Promise<User> =>
      parseResponse(
        userSchema,
        (
          await httpClient.call('usersEditRoles', {
            params: { id },
            body: buildGuardedPayload({ roles, version }, guard),
          })
        ).body,
        'usersEditRoles',
      ),
    bulkActivateUsers: (selection: BulkSelection) => bulk('usersBulkActivate', selection),
    bulkDeactivateUsers: (selection: BulkSelection) => bulk('usersBulkDeactivate', selection),
    bulkDownloadUsers: async (selection: BulkSelection): Promise<BulkDownloadResult> =>
      parseResponse(
        bulkDownloadSchema,
        (await httpClient.call('usersBulkDownload', { body: selection })).body,
        'usersBulkDownload',
      ),
    // Public verification-key flows (no session).
    checkVerificationKey: async (key: string): Promise<VerificationKeyInfo> =>
      parseResponse(
        verificationKeyInfoSchema,
        (await httpClient.call('verificationKeyCheck', { params: { key } })).body,
        'verificationKeyCheck',
      ),
    registerWithVerificationKey: async (key: string, password: string) =>
      parseResponse(
        verificationKeyDoneSchema,
        (await httpClient.call('verificationKeyRegister', { params: { key }, body: { password } }))
          .body,
        'verificationKeyRegister',
      ),
    confirmVerificationKey: async (key: string) =>
      parseResponse(
        verificationKeyDoneSchema,
        (await httpClient.call('verificationKeyConfirm', { params: { key }, body: {} })).body,
        'verificationKeyConfirm',
      ),
    requestPasswordReset: async (email: string): Promise<void> => {
      await httpClient.call('forgotPassword', { body: { email } });
    },
    resetPassword: async (key: string, password: string): Promise<void> => {
      await httpClient.call('resetPassword', { body: { key, password } });
    },
  };
};
export type UserActions = ReturnType<typeof createUserActions>;
