import * as z from 'zod/mini';
import type { HttpClient } from './httpClient';
import { currentUserSchema, type CurrentUser } from '../contract/schemas/auth';
import { parseResponse } from './parse';

/**
 * Typed custom dataProvider methods (house habit 8): non-CRUD calls live here, each one endpoint-table key,
 * its body and the schema of its answer. Resources add their own groups the same way.
 */
export const guardClassificationsSchema = z.array(
  z.object({ code: z.string(), label: z.string() }),
);
export type GuardClassification = z.infer<typeof guardClassificationsSchema>[number];

export const createAccountActions = (httpClient: HttpClient) => ({
  getCurrentUser: async (): Promise<CurrentUser> =>
    parseResponse(currentUserSchema, (await httpClient.call('currentUser')).body, 'currentUser'),
  confirmTwoFactorSetup: async (code: string): Promise<CurrentUser> =>
    parseResponse(
      currentUserSchema,
      (await httpClient.call('twoFactorSetupConfirm', { body: { code } })).body,
      'twoFactorSetupConfirm',
    ),
  changeInitialPassword: async (newPassword: string): Promise<CurrentUser> =>
    parseResponse(
      currentUserSchema,
      (await httpClient.call('initialPasswordChange', { body: { newPassword } })).body,
      'initialPasswordChange',
    ),
  getGuardClassifications: async (): Promise<GuardClassification[]> =>
    parseResponse(
      guardClassificationsSchema,
      (await httpClient.call('guardClassifications')).body,
      'guardClassifications',
    ),
});
export type AccountActions = ReturnType<typeof createAccountActions>;
