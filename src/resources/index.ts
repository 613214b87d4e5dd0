import type { ResourceEndpointMap } from '../dataProvider/resourceEndpoints';
import { DECLARED_RESOURCES, type DeclaredResourceName } from '../contract/resources';
import {
  resourceFromDeclaration,
  type DeclarationOverrides,
  type ResourceDefinition,
} from '../kit';

export type { ResourceDefinition } from '../kit';
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
import { fraudEntriesOverrides, fraudMatchesOverrides, screeningHitsOverrides } from './fraud';
import { datasetsOverrides } from './datasets';
import { taggingTemplatesOverrides } from './tagging-templates';
import { experimentsOverrides } from './experiments';
import { mailOutboxOverrides, mailTemplatesOverrides } from './mail-templates';
import { deadLetterJobsOverrides } from './dead-letter-jobs';

/**
 * THE resource registry: the ordered resources feeding the `<Resource>` routes, the menu, the dashboard and the
 * dataProvider's endpoint map. One name everywhere (registry key = i18n `resources.<name>` = access-table entry).
 */
// Resources are added here by the issues that build them, in menu order.
/** Hand-written parts of declared resources placed after the hand-written ones. */
const DECLARED_OVERRIDES: Partial<Record<DeclaredResourceName, DeclarationOverrides>> = {
  'fraud-entries': fraudEntriesOverrides,
  'fraud-matches': fraudMatchesOverrides,
  'screening-hits': screeningHitsOverrides,
  datasets: datasetsOverrides,
  'tagging-templates': taggingTemplatesOverrides,
  experiments: experimentsOverrides,
  'mail-templates': mailTemplatesOverrides,
  'mail-outbox': mailOutboxOverrides,
  'dead-letter-jobs': deadLetterJobsOverrides,
};

const placed: readonly ResourceDefinition[] = [
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

/**
 * THE registry: the hand-written order above (declared resources with overrides take their place there), then
 * every other declared resource (src/contract/resources), built by the kit.
 */
export const resources: readonly ResourceDefinition[] = [
  ...placed,
  ...DECLARED_RESOURCES.filter(
    (declaration) => !placed.some((resource) => resource.name === declaration.name),
  ).map((declaration) =>
    resourceFromDeclaration(declaration, DECLARED_OVERRIDES[declaration.name]),
  ),
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
