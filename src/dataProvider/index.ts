import type {
  CreateParams,
  DataProvider,
  DeleteParams,
  GetListParams,
  GetManyReferenceParams,
  Identifier,
  RaRecord,
  UpdateParams,
} from 'react-admin';
import { z } from 'zod';
import { endpoints, type EndpointDef } from '../contract/endpoints';
import { httpClient as defaultHttpClient, type HttpClient } from './httpClient';
import { fromPage, fromReportPage, toListQuery, toReportQuery } from './paging';
import { buildGuardedPayload, guardOf } from './guard';
import { createSubmitOnce } from './idempotency';
import { pageSchema, reportPageSchema } from '../contract/schemas/common';
import { parseResponse } from './parse';
import { createAccountActions, type AccountActions } from './actions';
import { createApiTokenActions, type ApiTokenActions } from './actions/apiTokens';
import { createProfileActions, type ProfileActions } from './actions/profile';
import { createUserActions, type UserActions } from './actions/users';
import { createTenantActions, type TenantActions } from './actions/tenants';
import { createMerchantActions, type MerchantActions } from './actions/merchants';
import { createCustomerActions, type CustomerActions } from './actions/customers';
import { createUsersImportActions, type UsersImportActions } from './actions/usersImport';
import { createVerificationActions, type VerificationActions } from './actions/verifications';
import { createDashboardActions, type DashboardActions } from './actions/dashboard';
import { createReportActions, type ReportActions } from './actions/reports';
import { createAuditLogActions, type AuditLogActions } from './actions/auditLog';
import { createWorkflowActions, type WorkflowActions } from './actions/workflows';
import { createFraudActions, type FraudActions } from './actions/fraud';
import { createDatasetActions, type DatasetActions } from './actions/datasets';
import { createExperimentActions, type ExperimentActions } from './actions/experiments';
import { createJobActions, type JobActions } from './actions/jobs';
import { createMailTemplateActions, type MailTemplateActions } from './actions/mailTemplates';
import { createDeadLetterActions, type DeadLetterActions } from './actions/deadLetterJobs';
import { createRiskManagementActions, type RiskManagementActions } from './actions/riskManagement';
import type { ResourceEndpointMap, ResourceEndpoints } from './resourceEndpoints';

export type { ResourceEndpoints, ResourceEndpointMap } from './resourceEndpoints';

/**
 * The react-admin dataProvider: CRUD methods map a resource to endpoint-table keys through the per-resource
 * endpoint map, every answer is zod-parsed, guarded changes carry the guard fields from `meta.guard`, and
 * non-CRUD calls are typed custom methods. The httpClient is injected so tests see the exact requests.
 */
export type AppDataProvider = DataProvider &
  DeclaredActionMethods &
  ListWarmUp &
  WorkflowActions &
  FraudActions &
  DatasetActions &
  ExperimentActions &
  MailTemplateActions &
  DeadLetterActions &
  JobActions &
  RiskManagementActions &
  AccountActions &
  ReportActions &
  AuditLogActions &
  ApiTokenActions &
  ProfileActions &
  UserActions &
  TenantActions &
  MerchantActions &
  CustomerActions &
  UsersImportActions &
  VerificationActions &
  DashboardActions;

export interface CrudProviderOptions<K extends string> {
  httpClient: HttpClient<K>;
  resources: ResourceEndpointMap<K>;
  /** The endpoint table the keys belong to (to know which calls must be guarded). */
  table: Record<K, EndpointDef>;
}

/** Thrown when a resource or one of its methods has no endpoint: a programming error, shown loudly. */
export class MissingEndpointError extends Error {
  constructor(resource: string, method: string) {
    super(`No endpoint for ${resource}.${method}`);
    this.name = 'MissingEndpointError';
  }
}

/** What a declared action is sent: one record (with the version the user saw) or a selection. */
export interface ActionParams {
  /** A record action: the record's id (`:id`). */
  id?: Identifier;
  /** A bulk action: the selection, sent as `{ids}`. */
  ids?: readonly Identifier[];
  /** The body besides the ids (a record action's `version` included). */
  data?: Record<string, unknown>;
  /** `{guard}` for a guarded action: without it the call does not go out. */
  meta?: unknown;
}

export interface ListWarmUp {
  /**
   * Sends the list request `getList(resource, params)` would send, now, and keeps its answer for that call (the
   * httpClient's warm-up): the shell calls it for the list being opened while the list's code still loads.
   * Never fails; a failed warm-up leaves the real call to ask and report.
   */
  warmList(resource: string, params: Pick<GetListParams, 'pagination' | 'sort' | 'filter'>): void;
}

/** The typed custom method behind every declared action (`<resource>.<action>` of the endpoint table). */
export interface DeclaredActionMethods {
  /** A record action answers the record (parsed with the resource's schema), a bulk one the changed ids. */
  runAction(
    resource: string,
    action: string,
    params: ActionParams,
  ): Promise<{ data: RaRecord } | { data: Identifier[] }>;
}

const bulkAnswerSchema = z.object({ ids: z.array(z.string()) });

/** The CRUD half, generic over the endpoint table so tests can drive it with a test-only table. */
export const createCrudProvider = <K extends string>(
  options: CrudProviderOptions<K>,
): DataProvider & DeclaredActionMethods & ListWarmUp => {
  const { httpClient: http, resources, table } = options;

  const endpointsOf = (resource: string): ResourceEndpoints<K> => {
    const map = resources[resource];
    if (!map) throw new MissingEndpointError(resource, '*');
    return map;
  };
  const keyOf = (resource: string, method: 'getOne' | 'create' | 'update' | 'delete'): K => {
    const key = endpointsOf(resource)[method];
    if (!key) throw new MissingEndpointError(resource, method);
    return key;
  };
  const idParams = (id: Identifier) => ({ id: String(id) });
  const submitOnce = createSubmitOnce();

  /** Guarded endpoints refuse to go out without guard fields (and those saves are pessimistic in the UI). */
  const changeBody = (key: K, data: unknown, meta: unknown): unknown => {
    const guard = guardOf(meta);
    if (guard) return buildGuardedPayload(data, guard);
    if (table[key].guarded) throw new Error(`${key} is a guarded change and needs meta.guard`);
    return data;
  };

  /** A guarded delete carries the guard fields and an empty entity; a plain one has no body. */
  const deleteBody = (key: K, meta: unknown): { body?: unknown } =>
    guardOf(meta) || table[key].guarded ? { body: changeBody(key, {}, meta) } : {};

  type ListParams = Pick<GetListParams, 'pagination' | 'sort' | 'filter'>;
  /** The one call a list page makes: its endpoint key, how the answer reads, and what is sent. */
  const listCallOf = (resource: string, params: ListParams) => {
    const map = endpointsOf(resource);
    if (!map.list) throw new MissingEndpointError(resource, 'getList');
    const { key, kind } = map.list;
    const options =
      kind === 'report' ? { query: toReportQuery(params) as never } : { body: toListQuery(params) };
    return { map, key, kind, options };
  };

  const getList = async (resource: string, params: ListParams) => {
    const { map, key, kind, options } = listCallOf(resource, params);
    const response = await http.call(key, options);
    return kind === 'page'
      ? fromPage(parseResponse(pageSchema(map.record), response.body, key))
      : fromReportPage(parseResponse(reportPageSchema(map.record), response.body, key));
  };

  const getOne = async (resource: string, id: Identifier) => {
    const key = keyOf(resource, 'getOne');
    const response = await http.call(key, { params: idParams(id) });
    return parseResponse(endpointsOf(resource).record, response.body, key);
  };

  return {
    getList: (resource, params) => getList(resource, params) as never,
    getOne: async (resource, params) => ({ data: (await getOne(resource, params.id)) as never }),
    getMany: async (resource, params) => ({
      data: (await Promise.all(params.ids.map((id) => getOne(resource, id)))) as never,
    }),
    getManyReference: (resource, params: GetManyReferenceParams) =>
      getList(resource, {
        pagination: params.pagination,
        sort: params.sort,
        filter: { ...params.filter, [params.target]: params.id },
      }) as never,
    create: async (resource, params: CreateParams) => {
      const key = keyOf(resource, 'create');
      const body = changeBody(key, params.data, params.meta);
      // Keyed by the values without the guard fields: a retried save carries a new security code.
      const response = await submitOnce(key, params.data, (idempotencyKey) =>
        http.call(key, { body, idempotencyKey }),
      );
      return { data: parseResponse(endpointsOf(resource).record, response.body, key) as never };
    },
    update: async (resource, params: UpdateParams) => {
      const key = keyOf(resource, 'update');
      const response = await http.call(key, {
        params: idParams(params.id),
        body: changeBody(key, params.data, params.meta),
      });
      return { data: parseResponse(endpointsOf(resource).record, response.body, key) as never };
    },
    updateMany: async (resource, params) => {
      const key = keyOf(resource, 'update');
      for (const id of params.ids)
        await http.call(key, {
          params: idParams(id),
          body: changeBody(key, params.data, params.meta),
        });
      return { data: params.ids };
    },
    delete: async (resource, params: DeleteParams) => {
      const key = keyOf(resource, 'delete');
      await http.call(key, { params: idParams(params.id), ...deleteBody(key, params.meta) });
      return { data: (params.previousData ?? { id: params.id }) as RaRecord as never };
    },
    deleteMany: async (resource, params) => {
      const key = keyOf(resource, 'delete');
      for (const id of params.ids)
        await http.call(key, { params: idParams(id), ...deleteBody(key, params.meta) });
      return { data: params.ids };
    },
    warmList: (resource, params) => {
      try {
        const { key, options } = listCallOf(resource, params);
        http.call(key, { ...options, warm: true }).catch(() => undefined);
      } catch {
        // Not a list this provider knows: nothing to warm.
      }
    },
    runAction: async (resource, action, params) => {
      const key = `${resource}.${action}` as K;
      if (!Object.prototype.hasOwnProperty.call(table, key))
        throw new MissingEndpointError(resource, action);
      if (params.ids) {
        const body = changeBody(key, { ...params.data, ids: params.ids.map(String) }, params.meta);
        const response = await http.call(key, { body });
        return { data: parseResponse(bulkAnswerSchema, response.body, key).ids };
      }
      if (params.id === undefined) throw new MissingEndpointError(resource, `${action} (id)`);
      const response = await http.call(key, {
        params: idParams(params.id),
        body: changeBody(key, params.data ?? {}, params.meta),
      });
      return { data: parseResponse(endpointsOf(resource).record, response.body, key) as RaRecord };
    },
  };
};

export interface DataProviderOptions {
  httpClient?: HttpClient;
  /** Per-resource endpoints, collected from the resource registry. */
  resources?: ResourceEndpointMap;
}

/** The app's dataProvider: CRUD over THE endpoint table plus the typed custom methods. */
export const createDataProvider = ({
  httpClient = defaultHttpClient,
  resources = {},
}: DataProviderOptions = {}): AppDataProvider => ({
  ...createCrudProvider({ httpClient, resources, table: endpoints }),
  ...createAccountActions(httpClient),
  ...createReportActions(httpClient),
  ...createAuditLogActions(httpClient),
  ...createTenantActions(httpClient),
  ...createMerchantActions(httpClient),
  ...createCustomerActions(httpClient),
  ...createUsersImportActions(httpClient),
  ...createUserActions(httpClient),
  ...createProfileActions(httpClient),
  ...createApiTokenActions(httpClient),
  ...createWorkflowActions(httpClient),
  ...createFraudActions(httpClient),
  ...createDatasetActions(httpClient),
  ...createExperimentActions(httpClient),
  ...createMailTemplateActions(httpClient),
  ...createDeadLetterActions(httpClient),
  ...createJobActions(httpClient),
  ...createRiskManagementActions(httpClient),
  ...createDashboardActions(httpClient),
  ...createVerificationActions(httpClient),
});
