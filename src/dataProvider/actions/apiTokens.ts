import type { HttpClient } from '../httpClient';
import { buildGuardedPayload } from '../guard';
import { parseResponse } from '../parse';
import type { GuardFields } from '../../contract/schemas/common';
import {
  apiSecretSchema,
  createdApiTokenSchema,
  demoAppQrSchema,
  generatedSecretSchema,
  offlineTokenSchema,
  type ApiSecret,
  type ApiTokenDraft,
  type CreatedApiToken,
  type DataCenter,
  type DemoAppQr,
  type GeneratedSecret,
  type OfflineToken,
} from '../../contract/schemas/apiTokens';

/**
 * Typed custom methods of the api-tokens resource beyond its declared actions (activate, deactivate and revoke
 * go through `runAction`). The three that answer a secret value (create, generate secret, offline token) are
 * plain calls (guarded: they mint a credential): components keep the value in local state only, never in react-query's cache (which is why
 * creating a token is not react-admin's `create`).
 */
export const createApiTokenActions = (httpClient: HttpClient) => {
  return {
    createApiToken: async (draft: ApiTokenDraft, guard: GuardFields): Promise<CreatedApiToken> =>
      parseResponse(
        createdApiTokenSchema,
        (await httpClient.call('apiTokensCreate', { body: buildGuardedPayload(draft, guard) }))
          .body,
        'apiTokensCreate',
      ),
    createOfflineToken: async (expirationDate: string, guard: GuardFields): Promise<OfflineToken> =>
      parseResponse(
        offlineTokenSchema,
        (
          await httpClient.call('apiTokensOfflineToken', {
            body: buildGuardedPayload({ expirationDate }, guard),
          })
        ).body,
        'apiTokensOfflineToken',
      ),
    getDemoAppQr: async (dataCenter: DataCenter): Promise<DemoAppQr> =>
      parseResponse(
        demoAppQrSchema,
        (await httpClient.call('apiTokensDemoAppQr', { body: { dataCenter } })).body,
        'apiTokensDemoAppQr',
      ),
    getApiSecret: async (): Promise<ApiSecret> =>
      parseResponse(apiSecretSchema, (await httpClient.call('apiSecretGet')).body, 'apiSecretGet'),
    generateApiSecret: async (guard: GuardFields): Promise<GeneratedSecret> =>
      parseResponse(
        generatedSecretSchema,
        (await httpClient.call('apiSecretGenerate', { body: buildGuardedPayload({}, guard) })).body,
        'apiSecretGenerate',
      ),
    activateApiSecret: async (): Promise<ApiSecret> =>
      parseResponse(
        apiSecretSchema,
        (await httpClient.call('apiSecretActivate', { body: {} })).body,
        'apiSecretActivate',
      ),
  };
};
export type ApiTokenActions = ReturnType<typeof createApiTokenActions>;
