import type { ComponentType, ReactElement, ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import type { AccessResource } from '../contract/access';
import type { AnyResourceDeclaration } from '../contract/declare';
import type { FieldOverrides } from './declared/DeclarationContext';
import type { ResourceEndpoints } from '../dataProvider/resourceEndpoints';

/**
 * What the resource registry holds for one resource: the react-admin views and everything feeding the `<Resource>` routes, the menu, the
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
  /** Set for a declared resource: what the kit built it from (tests check its labels against it). */
  declared?: { declaration: AnyResourceDeclaration; fields: () => Promise<FieldOverrides> };
}
