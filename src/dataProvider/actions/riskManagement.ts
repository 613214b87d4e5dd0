import type { HttpClient } from '../httpClient';
import { buildGuardedPayload } from '../guard';
import { parseResponse } from '../parse';
import type { GuardFields } from '../../contract/schemas/common';
import type { RiskModel } from '../../contract/rules/riskModel';
import {
  riskModelStateSchema,
  riskModelVersionSchema,
  riskWhatIfSchema,
  type RiskModelState,
  type RiskModelVersion,
  type RiskWhatIf,
} from '../../contract/schemas/riskManagement';

/** Typed calls of risk management: the tenant's versioned model, its what-if, a save and a restore. */
export const createRiskManagementActions = (httpClient: HttpClient) => ({
  getRiskModel: async (signal?: AbortSignal): Promise<RiskModelState> =>
    parseResponse(
      riskModelStateSchema,
      (await httpClient.call('riskManagementModel', { signal })).body,
      'riskManagementModel',
    ),
  getRiskModelVersion: async (version: number, signal?: AbortSignal): Promise<RiskModelVersion> =>
    parseResponse(
      riskModelVersionSchema,
      (await httpClient.call('riskManagementVersion', { params: { version }, signal })).body,
      'riskManagementVersion',
    ),
  /** How the edited model would band the last 30 days of verifications; changes nothing. */
  riskWhatIf: async (model: RiskModel, signal?: AbortSignal): Promise<RiskWhatIf> =>
    parseResponse(
      riskWhatIfSchema,
      (await httpClient.call('riskManagementWhatIf', { body: { model }, signal })).body,
      'riskManagementWhatIf',
    ),
  /** Saves the edited model as the next version (guarded); `basedOn` is the version the edit started from. */
  saveRiskModel: async (
    model: RiskModel,
    basedOn: number,
    guard: GuardFields,
  ): Promise<RiskModelVersion> =>
    parseResponse(
      riskModelVersionSchema,
      (
        await httpClient.call('riskManagementSave', {
          body: buildGuardedPayload({ model, basedOn }, guard),
        })
      ).body,
      'riskManagementSave',
    ),
  /** Saves an earlier version again as the next one (guarded). */
  restoreRiskModel: async (version: number, guard: GuardFields): Promise<RiskModelVersion> =>
    parseResponse(
      riskModelVersionSchema,
      (
        await httpClient.call('riskManagementRestore', {
          params: { version },
          body: buildGuardedPayload({}, guard),
        })
      ).body,
      'riskManagementRestore',
    ),
});
export type RiskManagementActions = ReturnType<typeof createRiskManagementActions>;
