import type { ComponentType, ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import type { z } from 'zod';
import {
  answersListTotal,
  declaredKey,
  endpointKeyOf,
  operationsOf,
  recordSchemaOf,
  sortsByDirectionOnly,
  type AnyResourceDeclaration,
} from '../contract/declare';
import type { EndpointKey } from '../contract/endpoints';
import type { ResourceEndpoints } from '../dataProvider/resourceEndpoints';
import { DeclarationProvider, type FieldOverrides } from './declared/DeclarationContext';
import { iconOf } from './declared/icons';
import { lazyView, type LazyView, type ViewLoader } from './lazyView';
import type { ResourceDefinition } from './resourceDefinition';

type View = 'list' | 'show' | 'edit' | 'create';

export interface DeclarationOverrides {
  /** A hand-written view replaces the generated one (loaded on demand, like the generated ones). */
  views?: Partial<Record<View, ViewLoader>>;
  /** Hand-written display, input, choice labels or CSV text of single fields; the rest stays generated. */
  fields?: FieldOverrides;
  /**
   * Hand-written buttons in the generated show page's toolbar, before Edit and Delete (a transfer, say); they
   * read the record from react-admin's record context and check their own access.
   */
  showActions?: ComponentType;
  /** Hand-written buttons in the generated list's toolbar, after Create and Export (an import, say). */
  listActions?: ComponentType;
  /**
   * A hand-written panel of the generated list, above its rows (figures and groups of what the filter matches);
   * it reads the list's filter from react-admin's list context.
   */
  listPanel?: ComponentType;
  /**
   * A hand-written panel of the generated show page, below the declared sections and above the record's history
   * (a tenant's users and groups, paged by custom calls); it reads the record from react-admin's record context.
   */
  showPanel?: ComponentType;
  /**
   * A hand-written panel inside the generated create and edit forms, below the inputs (a duplicate check that
   * watches what is typed); it reads the form's values with react-hook-form and gets the form's mode.
   */
  formPanel?: ComponentType<{ mode: 'create' | 'edit' }>;
  /**
   * A hand-written panel beside the generated create and edit forms' inputs on a wide screen, below them on a
   * narrow one (a live preview of what is typed); like `formPanel`, it reads the form's values.
   */
  formAside?: ComponentType<{ mode: 'create' | 'edit' }>;
  /** Extra routes under the resource's path. */
  routes?: ReactNode;
  /**
   * How a record is named in titles and references, where the declared field's raw value does not read well
   * (an action code shown by its label); by default `recordRepresentation`'s value.
   */
  recordRepresentation?: ResourceDefinition['recordRepresentation'];
  /**
   * The screen parts (views, fields, showActions, showPanel) as a module loaded with the resource's first view,
   * so that none of their code is in the entry: `screens: () => import('./screens')`, whose default export is
   * those overrides. They add to (and win over) the ones given here.
   */
  screens?: ScreenLoader;
}

/** The overrides that only matter inside a view: loaded with it when given through `screens`. */
export type ScreenOverrides = Pick<
  DeclarationOverrides,
  | 'views'
  | 'fields'
  | 'showActions'
  | 'showPanel'
  | 'formPanel'
  | 'formAside'
  | 'listActions'
  | 'listPanel'
>;
export type ScreenLoader = () => Promise<{ default: ScreenOverrides }>;

const generated: Record<View, ViewLoader> = {
  list: () => import('./declared/views').then((m) => ({ default: m.DeclaredList })),
  show: () => import('./declared/views').then((m) => ({ default: m.DeclaredShow })),
  edit: () => import('./declared/views').then((m) => ({ default: m.DeclaredEdit })),
  create: () => import('./declared/views').then((m) => ({ default: m.DeclaredCreate })),
};

/** How the dataProvider reaches a declared resource: its endpoint-table rows and its record schema. */
export const endpointsOfDeclaration = (declaration: AnyResourceDeclaration): ResourceEndpoints => {
  const operations = new Set(operationsOf(declaration));
  const key = (operation: Parameters<typeof declaredKey>[1]) =>
    operations.has(operation) ? (endpointKeyOf(declaration, operation) as EndpointKey) : undefined;
  // Made when first parsed with: the shell registers every resource at start, and extending each
  // declaration's schema there was a measurable part of the first screen's time.
  let record: z.ZodType<RaRecord> | undefined;
  return {
    get record() {
      return (record ??= recordSchemaOf(declaration) as unknown as z.ZodType<RaRecord>);
    },
    list: {
      key: endpointKeyOf(declaration, 'list') as EndpointKey,
      kind: sortsByDirectionOnly(declaration)
        ? 'report'
        : answersListTotal(declaration)
          ? 'filterList'
          : 'page',
    },
    getOne: key('get'),
    create: key('create'),
    update: key('update'),
    delete: key('delete'),
  };
};

/**
 * A declaration in, a registry entry out: the List, Show, Edit and Create views (generated unless overridden,
 * each loaded when first opened), the menu icon, the endpoints and the record's name. Edit and Create exist only
 * where the declaration grants them; the access checks themselves come from the access table, which the
 * declaration also feeds.
 */
export const resourceFromDeclaration = (
  declaration: AnyResourceDeclaration,
  overrides: DeclarationOverrides = {},
): ResourceDefinition => {
  // One fetch of the screen parts, shared by the resource's views.
  let screens: Promise<ScreenOverrides> | undefined;
  const screenOverrides = async (): Promise<ScreenOverrides> => {
    if (!overrides.screens) return overrides;
    screens ??= overrides.screens().then(({ default: loaded }) => ({
      views: { ...overrides.views, ...loaded.views },
      fields: { ...overrides.fields, ...loaded.fields },
      showActions: loaded.showActions ?? overrides.showActions,
      showPanel: loaded.showPanel ?? overrides.showPanel,
      formPanel: loaded.formPanel ?? overrides.formPanel,
      formAside: loaded.formAside ?? overrides.formAside,
      listActions: loaded.listActions ?? overrides.listActions,
      listPanel: loaded.listPanel ?? overrides.listPanel,
    }));
    return screens.catch((error: unknown) => {
      screens = undefined;
      throw error;
    });
  };
  const view = (name: View): LazyView => {
    const Loaded = lazyView(async () => {
      // The screen parts and the generated view are fetched side by side, not one after the other; a view
      // override among the screen parts wins (its generated twin is then simply not used).
      const early = overrides.views?.[name] ? undefined : generated[name]();
      // Unused when the screen parts bring an override; a failure is reported where it is awaited.
      early?.catch(() => undefined);
      const parts = await screenOverrides();
      const override = parts.views?.[name];
      const { default: Screen } = await (override ? override() : (early ?? generated[name]()));
      const DeclaredView = () => (
        <DeclarationProvider
          declaration={declaration}
          fields={parts.fields}
          showActions={parts.showActions}
          showPanel={parts.showPanel}
          formPanel={parts.formPanel}
          formAside={parts.formAside}
          listActions={parts.listActions}
          listPanel={parts.listPanel}
        >
          <Screen />
        </DeclarationProvider>
      );
      DeclaredView.displayName = `${declaration.entityType}${name[0]!.toUpperCase()}${name.slice(1)}`;
      return { default: DeclaredView };
    });
    return Loaded;
  };
  return {
    name: declaration.name,
    icon: iconOf(declaration.icon),
    list: view('list'),
    show: view('show'),
    edit: declaration.access.edit ? view('edit') : undefined,
    create: declaration.access.create ? view('create') : undefined,
    recordRepresentation:
      overrides.recordRepresentation ??
      ((record: RaRecord) => String(record[declaration.recordRepresentation] ?? record.id)),
    endpoints: endpointsOfDeclaration(declaration),
    routes: overrides.routes,
    declared: {
      declaration,
      fields: async () => (await screenOverrides()).fields ?? {},
    },
  };
};
