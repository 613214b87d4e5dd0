import type { HttpClient } from '../httpClient';
import { buildGuardedPayload } from '../guard';
import { parseResponse } from '../parse';
import type { GuardFields } from '../../contract/schemas/common';
import {
  tenantChoicesSchema,
  tenantGroupsPageSchema,
  tenantUsersPageSchema,
  transferResultSchema,
  type TenantChoice,
  type TenantGroup,
  type TenantUser,
  type TransferRequest,
  type TransferResult,
} from '../../contract/schemas/tenants';

export interface SubPage<T> {
  content: T[];
  totalElements: number;
}

/** Typed custom methods of the tenants resource (spec section 7: Tenants). */
export const createTenantActions = (httpClient: HttpClient) => ({
  /** The caller's tenants by name: filter choices and transfer targets. */
  getTenantChoices: async (): Promise<TenantChoice[]> =>
    parseResponse(tenantChoicesSchema, (await httpClient.call('tenantsInit')).body, 'tenantsInit')
      .tenants,
  /** `page` is 0-based. */
  getTenantGroups: async (
    tenantId: string,
    page: number,
    size: number,
  ): Promise<SubPage<TenantGroup>> =>
    parseResponse(
      tenantGroupsPageSchema,
      (await httpClient.call('tenantsGroups', { params: { id: tenantId }, query: { page, size } }))
        .body,
      'tenantsGroups',
    ),
  getTenantUsers: async (
    tenantId: string,
    page: number,
    size: number,
  ): Promise<SubPage<TenantUser>> =>
    parseResponse(
      tenantUsersPageSchema,
      (await httpClient.call('tenantsUsers', { params: { id: tenantId }, query: { page, size } }))
        .body,
      'tenantsUsers',
    ),
  /** Moves a merchant or customer to another of the caller's tenants (guarded). */
  transferToTenant: async (request: TransferRequest, guard: GuardFields): Promise<TransferResult> =>
    parseResponse(
      transferResultSchema,
      (await httpClient.call('tenantsTransfer', { body: buildGuardedPayload(request, guard) }))
        .body,
      'tenantsTransfer',
    ),
});
export type TenantActions = ReturnType<typeof createTenantActions>;
