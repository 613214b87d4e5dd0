import type { HttpClient } from '../httpClient';
import { buildGuardedPayload } from '../guard';
import { parseResponse } from '../parse';
import type { GuardFields } from '../../contract/schemas/common';
import {
  profileSchema,
  type Profile,
  type ProfileEmailChange,
  type ProfileNameChange,
  type ProfilePasswordChange,
} from '../../contract/schemas/profile';

/**
 * Typed custom methods of "My profile" (spec section 7: Profile GET, PUT, change password PUT). The e-mail and
 * password changes are guarded: the guard fields are merged into the body in `buildGuardedPayload` only.
 */
export const createProfileActions = (httpClient: HttpClient) => ({
  getProfile: async (): Promise<Profile> =>
    parseResponse(profileSchema, (await httpClient.call('profileGet')).body, 'profileGet'),
  updateProfileName: async (change: ProfileNameChange): Promise<Profile> =>
    parseResponse(
      profileSchema,
      (await httpClient.call('profileUpdateName', { body: change })).body,
      'profileUpdateName',
    ),
  updateProfileEmail: async (change: ProfileEmailChange, guard: GuardFields): Promise<Profile> =>
    parseResponse(
      profileSchema,
      (await httpClient.call('profileUpdateEmail', { body: buildGuardedPayload(change, guard) }))
        .body,
      'profileUpdateEmail',
    ),
  changeProfilePassword: async (
    change: ProfilePasswordChange,
    guard: GuardFields,
  ): Promise<Profile> =>
    parseResponse(
      profileSchema,
      (await httpClient.call('profileChangePassword', { body: buildGuardedPayload(change, guard) }))
        .body,
      'profileChangePassword',
    ),
});
export type ProfileActions = ReturnType<typeof createProfileActions>;
