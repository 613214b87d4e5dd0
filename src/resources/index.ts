import type { ComponentType, ReactElement, ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import type { AccessResource } from '../authProvider/accessTable';
import type { ResourceEndpointMap, ResourceEndpoints } from '../dataProvider/resourceEndpoints';
import { usersResourceWith } from './users';
import { UsersImportButton } from './users-import';
import { groupsResource } from './groups';
import { rolesResource } from './roles';
import { tenantsResource } from './tenants';
import { merchantsResource } from './merchants';
import { customersResource } from './customers';
import { apiTokensResource } from './api-tokens';
import { verificationsResource } from './verifications';
import { transactionsResource } from './transactions';
import { workflowsResource } from './workflows';
import { workflowExecutionsResource } from './workflow-executions';
import { reportsResource } from './reports';
import { auditLogResource } from './auditlog';

/**
 * THE resource registry: an ordered list of resource objects feeding the `<Resource>` routes, the menu, the
 * dashboard and the dataProvider's endpoint map. One name everywhere (registry key = i18n `resources.<name>` =
 * access-table entry unless `access` names another).
 */
export interface ResourceDefinition {
  name: string;
  icon: ComponentType;
  list?: ComponentType;
  show?: ComponentType;
  edit?: ComponentType;
  create?: ComponentType;
  recordRepresentation?: string | ReactElement | ((record: RaRecord) => string);
  /** The access-table entry guarding this resource, when it is not the resource name. */
  access?: AccessResource;
  /** How the dataProvider reaches this resource. */
  endpoints?: ResourceEndpoints;
  /** Extra routes under the resource's path (react-router `<Route>` elements), e.g. a review queue. */
  routes?: ReactNode;
}

// Resources are added here by the issues that build them, in menu order.
export const resources: readonly ResourceDefinition[] = [
  verificationsResource,
  transactionsResource,
  workflowsResource,
  workflowExecutionsResource,
  reportsResource,
  auditLogResource,
  // The users list carries the CSV import in its toolbar (composed here; neither folder reaches into the other).
  usersResourceWith({ listActions: [UsersImportButton] }),
  groupsResource,
  rolesResource,
  tenantsResource,
  merchantsResource,
  customersResource,
  apiTokensResource,
];

export const accessKeyOf = (resource: ResourceDefinition): string =>
  resource.access ?? resource.name;

export const resourceEndpointMap = (
  registry: readonly ResourceDefinition[] = resources,
): ResourceEndpointMap =>
  Object.fromEntries(
    registry.flatMap((resource) =>
      resource.endpoints ? [[resource.name, resource.endpoints]] : [],
    ),
  );
