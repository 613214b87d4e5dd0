import { z } from 'zod';
import type { EndpointDef } from './endpointDef';
import type { Authority } from './permissions';

/**
 * A resource declared once, in the manner of Django admin's ModelAdmin but checked by TypeScript. This half is
 * plain data (no React): the platform emulator serves the resource from it (list with the declared filters,
 * search, sort and paging; get; create; update with optimistic concurrency; delete; tenant scope; permissions;
 * guard; audit) and the portal's kit builds the List, Show, Edit and Create views, the menu entry and the access
 * checks from the same object. Labels come from i18n by convention: `resources.<name>.fields.<field>`,
 * `resources.<name>.choices.<field>.<value>`, `resources.<name>.sections.<section>`, `resources.<name>.empty`.
 */

/** How a field is shown and edited; derived from its zod type unless the declaration says otherwise. */
export type FieldKind =
  | 'text'
  | 'longText'
  | 'email'
  | 'url'
  | 'enum'
  | 'enumList'
  | 'country'
  | 'date'
  | 'dateTime'
  | 'number'
  | 'boolean'
  | 'reference';

export interface FieldOptions {
  kind?: FieldKind;
  /** For `reference`: the declared or registered resource the value points to. */
  reference?: string;
  /**
   * For `reference`: the target's field that names it to a user (a public id, a name). A link shows it, never
   * the internal id; without it the target's own record representation is shown.
   */
  nameField?: string;
  /**
   * For `reference` inputs: which targets are offered (a filter of the target's list, like only READY
   * datasets). The emulator still refuses any other on its own.
   */
  referenceFilter?: Readonly<Record<string, unknown>>;
  /** Shown, never edited (like Django's readonly_fields). */
  readOnly?: boolean;
  /** Given when the record is made, then shown and never edited (what the record is of: a mail and language). */
  fixed?: boolean;
  /** A help text under the input: `resources.<name>.help.<field>` when true. */
  help?: boolean;
}

/** Fields every declared record carries; the emulator sets them, nobody edits them. */
export const SYSTEM_FIELDS = [
  'id',
  'createdAt',
  'createdBy',
  'updatedAt',
  'updatedBy',
  'version',
] as const;
export type SystemField = (typeof SYSTEM_FIELDS)[number];

export const systemFieldsSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  createdBy: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string(),
  version: z.number().int().positive(),
});

/**
 * A list filter; `source` names a field (or `q` for the search box over `search`). `alwaysOn` shows its input
 * next to the search box instead of behind the filter button.
 */
export type FilterDeclaration<F extends string> =
  /** Case-insensitive "contains" on one text field (or on any of `fields`, when given). */
  (
    | { source: F; kind: 'text'; fields?: readonly F[] }
    /** One of the field's enum values (for an enum list: records holding that value). */
    | { source: F; kind: 'choice' }
    /**
     * Inclusive day range on a date/dateTime field: query keys `<source>From` and `<source>To`, or the
     * declared `keys` (a wire of its own, like `createdFrom`/`createdTo`).
     */
    | { source: F; kind: 'dateRange' }
    /** Inclusive number range: query keys `<source>Min` and `<source>Max`, or the declared `keys`. */
    | { source: F; kind: 'numberRange' }
    | { source: F; kind: 'boolean' }
    /** A country code (ISO 3166-1 alpha-2), offered with the localised name and flag. */
    | { source: F; kind: 'country' }
    /** The id of a record of the field's `reference` resource, picked by its name (searched with `q`). */
    | { source: F; kind: 'reference' }
    /**
     * Some of the caller's own tenants (scope `ownTenants`): query key `<source>`, one id or several; none means
     * the session tenant. Offered to those who can list the tenants resource.
     */
    | { source: F; kind: 'tenant' }
  ) & {
    alwaysOn?: boolean;
    /**
     * The query keys, where the wire names them otherwise than by convention: one for a plain filter (`actor`),
     * two for a range (`['startDate', 'endDate']`). By default `<source>`, `<source>From`/`<source>To` and
     * `<source>Min`/`<source>Max`.
     */
    keys?: readonly string[];
  };

/** The query keys of a declared filter (a range has two). */
export const filterKeys = (filter: FilterDeclaration<string>): string[] => {
  if (filter.keys?.length) return [...filter.keys];
  if (filter.kind === 'dateRange') return [`${filter.source}From`, `${filter.source}To`];
  if (filter.kind === 'numberRange') return [`${filter.source}Min`, `${filter.source}Max`];
  return [filter.source];
};

export type CrudAction = 'list' | 'show' | 'create' | 'edit' | 'delete' | 'export';

export interface SeedContext<T> {
  /** A seeded faker (the emulator's; the declaration imports no faker of its own). */
  faker: SeedFaker;
  tenant: { id: string; name: string };
  /** The first administrator of the tenant: who the seeded records were created by. */
  actor: string;
  /** The seeding instant (ms); seeded dates are relative to it. */
  now: number;
  /** Typed identity, so a seed's objects are checked against the declaration's fields. */
  record: (values: T) => T;
}

/** The few faker calls a seed uses, typed structurally so the contract does not import faker. */
export interface SeedFaker {
  number: { int(options: { min: number; max: number }): number };
  helpers: {
    arrayElement<E>(items: readonly E[]): E;
    arrayElements<E>(items: readonly E[], count?: number | { min: number; max: number }): E[];
  };
  date: { between(options: { from: number | Date; to: number | Date }): Date };
}

/**
 * For which records a record action is offered: a predicate, or its data form (the field's value is one of
 * `in`). It decides where the button shows; the emulator's behaviour refuses what it must on its own.
 */
export type ActionCondition =
  | ((record: Readonly<Record<string, unknown>>) => boolean)
  | { field: string; in: readonly unknown[] };

/**
 * A custom action of a declared resource (Django admin's `actions`): a typed dataProvider method, a row of the
 * endpoint table (`<name>.<key>`), an entry of the access table (`<key>`), a button of the generated screens and
 * a handler of the emulator (the behaviour's `actions[key]`). Words by convention under
 * `resources.<name>.actions.<key>`: `label`, `done`, and `guardTitle`, `confirmTitle`, `confirm`,
 * `confirmButton` where used (the kit's words otherwise).
 */
export interface ActionDeclaration {
  /** `record`: one record (`:id` in the path; the body carries the version the user saw); `bulk`: `{ids}`. */
  target: 'record' | 'bulk';
  method: 'POST' | 'PUT';
  /** Under the resource's base: `:id/revoke` for a record action, `bulk-archive` for a bulk one. */
  path: string;
  /** Who may run it (like the CRUD actions, an empty list means every signed-in user of the tenant). */
  access: readonly Authority[];
  /** Needs the guard (password, security code, reason, classification); the guard audits it. */
  guarded?: boolean;
  /** Asks first (`confirmTitle`, `confirm`, `confirmButton`). */
  confirm?: boolean;
  /** Values the caller sends besides the version or the ids (default none). */
  body?: z.ZodObject;
  /** Which records offer it (record actions; default all). */
  when?: ActionCondition;
  /** The button icon, by name from the kit's icon catalogue. */
  icon: string;
  /** A destructive action gets the error colour. */
  destructive?: boolean;
  /** The audit action; `<ENTITY>_<KEY>` by default (`ApiToken` + `revoke` → `API_TOKEN_REVOKE`). */
  auditAction?: string;
  /**
   * Whether a record action's body carries the version the user saw (412 when stale): true by default. `false`
   * for an operation the platform applies to the record as it is now (the users' activate or unlock, called
   * without a body).
   */
  versioned?: boolean;
}

/** One broken rule of a declaration's `check`: the field it sits on, a code, and the platform's message. */
export interface FieldIssue {
  field: string;
  code: string;
  message: string;
}

export interface ResourceDeclaration<
  S extends z.ZodRawShape = z.ZodRawShape,
  Name extends string = string,
  C extends z.ZodRawShape = z.ZodRawShape,
  Acts extends Readonly<Record<string, ActionDeclaration>> = Readonly<
    Record<string, ActionDeclaration>
  >,
> {
  /** One name everywhere: registry key, endpoint paths, access entry, `resources.<name>` i18n, collection. */
  name: Name;
  /** Audit entity type, e.g. `SubProcessor`. */
  entityType: string;
  /** Prefix of generated ids (`sp-<uuid>`). */
  idPrefix: string;
  /** The menu icon, by name from the kit's icon catalogue. */
  icon: string;
  /**
   * Another path base per portal variant (the customer portal serves customers under `customer-portal/…`);
   * without it the endpoints live under `v1/<name>`.
   */
  variantBase?: EndpointDef['variantBase'];
  /** The editable fields: the request schema of create and update, and (plus SYSTEM_FIELDS) the record's. */
  fields: z.ZodObject<S>;
  /**
   * Read-only values the platform adds to every answer (like a member count): shown and sortable, never sent.
   * They may be listed as columns and show fields like the declared fields.
   */
  computed?: z.ZodObject<C>;
  /** Per-field overrides of what the zod type implies. */
  fieldOptions?: { readonly [K in keyof S]?: FieldOptions };
  /** The field that names a record (titles, references, confirmations); `id` for records with no name. */
  recordRepresentation: (keyof S & string) | 'id';
  /**
   * Paths that differ from the convention, per operation, relative to the API version (`data-report/`,
   * `tenants/add`): only where the spec names another path. The method stays the convention's.
   */
  paths?: Partial<Record<DeclaredOperation, string>>;
  list: {
    /**
     * How the list is asked for: `filter` (default) is `POST <name>/filter` with the list query as JSON;
     * `query` is `GET <name>` with `page` (0-based), `size`, `direction` and the filters as URL parameters,
     * sorted by `sort.field` only, answering `{list, total}` (the spec's workflows and reports lists).
     */
    request?: 'filter' | 'query';
    /**
     * The list answer's shape: `page` (default) is `{content, totalElements}`; `listTotal` is `{list, total}`
     * (the spec's transactions filter). The request body is the same.
     */
    answer?: 'page' | 'listTotal';
    /** Columns in order; each is also a CSV column of the export. */
    columns: readonly ((keyof S & string) | (keyof C & string) | SystemField)[];
    /** Columns the column chooser leaves off until the user adds them. */
    hiddenByDefault?: readonly ((keyof S & string) | (keyof C & string) | SystemField)[];
    /** Fields the search box (`q`) looks in: declared, computed (when the behaviour presents them) or `id`. */
    search?: readonly ((keyof S & string) | (keyof C & string) | 'id')[];
    filters?: readonly FilterDeclaration<(keyof S & string) | 'createdAt' | 'updatedAt'>[];
    /**
     * Whether the list offers deleting the selected rows where the user may delete (default true); never for a
     * guarded delete, which asks for the guard one record at a time. `false` where a delete must go through the
     * show page (a dialog that explains a refusal).
     */
    bulkDelete?: boolean;
    /** Sortable columns; by default every column that is not a list of values. */
    sortable?: readonly ((keyof S & string) | (keyof C & string) | SystemField)[];
    sort: { field: (keyof S & string) | SystemField; order: 'ASC' | 'DESC' };
    /**
     * How a sort by one of the sortable fields orders what that field does not: `nullsLast` puts rows without a
     * value after the others in either direction; `then` orders rows sharing a value by a second field (in its
     * own direction) before the id breaks the last ties.
     */
    sortRules?: {
      readonly [field: string]: {
        nullsLast?: boolean;
        then?: {
          field: (keyof S & string) | (keyof C & string) | SystemField;
          order: 'ASC' | 'DESC';
        };
      };
    };
    /** Rows per page the list opens with (the platform's PAGE_SIZE by default); the user may pick another. */
    perPage?: number;
  };
  /**
   * The show page: sections of fields (`resources.<name>.sections.<key>`), the record's stamp always last. A
   * section with `when` shows only for the records it holds for (a person's fields on a person's entry).
   */
  show: {
    sections: readonly {
      key: string;
      fields: readonly ((keyof S & string) | (keyof C & string))[];
      when?: ActionCondition;
    }[];
  };
  /** Fields that must be unique (case-insensitive) within the tenant: 409 DUPLICATE_ENTITY otherwise. */
  unique?: readonly (keyof S & string)[];
  /** Who may do what; an action left out does not exist (no endpoint, no button). */
  access: { list: readonly Authority[]; show: readonly Authority[] } & Partial<
    Record<Exclude<CrudAction, 'list' | 'show'>, readonly Authority[]>
  >;
  /**
   * Who may do the resource's custom calls (a download, say): more entries of its access table entry. Their
   * endpoints stay hand-written rows.
   */
  customAccess?: Readonly<Record<string, readonly Authority[]>>;
  /**
   * The permissions an operation's endpoint row asks for where the platform's wire differs from the access
   * entry's action (users: the menu needs the view permission, `POST users/filter` the filter one). By default
   * the row asks for its action's (`list` for list, `show` for get, `create`, `edit`, `delete`).
   */
  endpointAccess?: Partial<Record<DeclaredOperation, readonly Authority[]>>;
  /**
   * False for records the platform writes without the system stamp (an audit entry, a role): the record is its
   * fields, `id` and the computed values; no created/changed stamp, no version. True by default.
   */
  stamped?: boolean;
  /**
   * Changes that need the guard (password, security code, reason, classification). A guarded delete sends the
   * guard fields with an empty entity and is audited by the guard.
   */
  guarded?: readonly ('create' | 'edit' | 'delete')[];
  /**
   * Which records may still be edited (default all): a revoked token, say, is final. The generated show page
   * offers Edit only for them, the edit page of another says it can no longer be changed, and the emulator
   * refuses its update (409 ACTION_NOT_ALLOWED).
   */
  editableWhen?: ActionCondition;
  /**
   * Which records may be deleted (default all): an experiment only before it ran or once archived. The screens
   * offer Delete only for them; the emulator refuses any other delete (409 ACTION_NOT_ALLOWED), audited.
   */
  deletableWhen?: ActionCondition;
  /**
   * What a plain delete answers: `record` (default) is 200 with the deleted record, `noContent` is 204 without
   * a body (the spec's workflows). A guarded delete answers 204 either way.
   */
  deleteAnswer?: 'record' | 'noContent';
  /**
   * Whose records a caller reaches: `tenant` (default) the session tenant's, by their stored `tenantId`;
   * `memberTenants` the records whose id is one of the caller's tenants (`user.tenantIds`), for the tenants
   * themselves, the top of the hierarchy (created records then carry no `tenantId`). Any other id answers 404
   * like a missing one. `ownTenants`: records stored with a `tenantId`, reachable in any of the caller's tenants
   * (a platform queue an administrator of several tenants watches as one): a list answers the session tenant's
   * unless its `tenant` filter names others of the caller's; get and the declared actions reach a record of any
   * of them, and an action acts (and is audited) in the record's tenant. Such a declaration creates, edits and
   * deletes nothing.
   */
  scope?: 'tenant' | 'memberTenants' | 'ownTenants';
  /** The status of a create's answer: 201 (default), or 200 where the spec's platform answers so. */
  createStatus?: 200 | 201;
  /** Audit actions named otherwise than `<ENTITY_TYPE>_<VERB>` (an older name the audit history keeps). */
  auditActions?: Partial<Record<AuditVerb, string>>;
  /**
   * Operations whose wire differs from the convention (merchants: `GET/PUT merchants/:id/details`), each with the
   * key of the hand-written endpoint-table row and emulator route that serve it. The kit adds no row and no
   * handler for such an operation; the portal calls the named row. By default every operation is generated.
   */
  handWritten?: Partial<Record<DeclaredOperation, string>>;
  /**
   * Rules across fields (Django's `clean()`): the issues of an input, each on a field with a code. The generated
   * form shows them under their fields before anything is sent (`resources.<name>.errors.<code>`), and the
   * emulator refuses the same input with 400 VALIDATION_ERROR_CODE naming the field and the code. `today` is
   * the calendar day (UTC, YYYY-MM-DD) the rules read dates against.
   */
  check?: (
    values: Readonly<Record<string, unknown>>,
    context: { today: string },
  ) => readonly FieldIssue[];
  /** Custom actions (activate, revoke, archive the selection…), each with its own permission. */
  actions?: Acts;
  /** Demo data for one tenant. */
  seed?: (ctx: SeedContext<z.input<z.ZodObject<S>>>) => readonly z.input<z.ZodObject<S>>[];
}

/** Keeps the literal name and the field shape, so columns and filters are checked against the fields. */
export const declareResource = <
  S extends z.ZodRawShape,
  const Name extends string,
  C extends z.ZodRawShape = Record<never, never>,
  const Acts extends Readonly<Record<string, ActionDeclaration>> = Record<never, never>,
>(
  declaration: ResourceDeclaration<S, Name, C, Acts>,
): ResourceDeclaration<S, Name, C, Acts> => declaration;

/** Any declaration, for code that handles them all. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the field shape differs per resource
export type AnyResourceDeclaration = ResourceDeclaration<any, string, any, any>;

/** The record a declared resource answers with: its fields, the system fields and the computed values. */
export const recordSchemaOf = (declaration: AnyResourceDeclaration) =>
  declaration.fields
    .extend(
      declaration.stamped === false
        ? systemFieldsSchema.pick({ id: true }).shape
        : systemFieldsSchema.shape,
    )
    .extend(declaration.computed?.shape ?? {});

/**
 * The update request: the fields plus the version the editor saw. Any whole number is read; one that is not the
 * stored version is stale (412 naming who changed the record), like on the platform's other versioned records.
 */
export const updateSchemaOf = (declaration: AnyResourceDeclaration) =>
  declaration.fields.extend({ version: z.number().int() });

export type AuditVerb = 'CREATE' | 'UPDATE' | 'DELETE';
export const AUDIT_VERBS: readonly AuditVerb[] = ['CREATE', 'UPDATE', 'DELETE'];

/** The audit action of a change to a declared resource: `SubProcessor` + `UPDATE` → `SUB_PROCESSOR_UPDATE`. */
const constantCase = (text: string): string =>
  text.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase();

/**
 * An audit action derived from a declaration; marked so the emulator's audit helpers can tell it from a free
 * string (every other action is listed in src/contract/auditActions.ts).
 */
export type DeclaredAuditAction = string & { readonly declaredAuditAction: true };

export const auditActionOf = (
  declaration: AnyResourceDeclaration,
  verb: AuditVerb,
): DeclaredAuditAction =>
  (declaration.auditActions?.[verb] ??
    `${constantCase(declaration.entityType)}_${verb}`) as DeclaredAuditAction;

/** The audit action of a custom action: declared, or `<ENTITY>_<KEY>` (`revoke` → `API_TOKEN_REVOKE`). */
export const actionAuditOf = (
  declaration: AnyResourceDeclaration,
  key: string,
): DeclaredAuditAction =>
  (declaration.actions?.[key]?.auditAction ??
    `${constantCase(declaration.entityType)}_${constantCase(key)}`) as DeclaredAuditAction;

const conditionHolds = (
  when: ActionCondition | undefined,
  record: Readonly<Record<string, unknown>>,
): boolean => {
  if (!when) return true;
  return typeof when === 'function' ? when(record) : when.in.includes(record[when.field]);
};

/** Whether a record action is offered for this record. */
export const actionOffered = (
  action: ActionDeclaration,
  record: Readonly<Record<string, unknown>>,
): boolean => conditionHolds(action.when, record);

/** Whether a show page's section is shown for this record (`when`; always by default). */
export const sectionShown = (
  section: { when?: ActionCondition },
  record: Readonly<Record<string, unknown>>,
): boolean => conditionHolds(section.when, record);

/** Whether a record may still be edited (`editableWhen`; every record by default). */
export const recordEditable = (
  declaration: AnyResourceDeclaration,
  record: Readonly<Record<string, unknown>>,
): boolean => conditionHolds(declaration.editableWhen, record);

/** Whether a record may be deleted (`deletableWhen`; every record by default). */
export const recordDeletable = (
  declaration: AnyResourceDeclaration,
  record: Readonly<Record<string, unknown>>,
): boolean => conditionHolds(declaration.deletableWhen, record);

export type DeclaredOperation = 'list' | 'get' | 'create' | 'update' | 'delete';

/** `sub-processors` + `list` → `sub-processors.list`: the endpoint-table key of a declared operation. */
export const declaredKey = <N extends string, O extends DeclaredOperation>(
  name: N,
  operation: O,
): `${N}.${O}` => `${name}.${operation}`;

/** A list asked for with URL parameters sorts by its declared field only; the user picks the direction. */
export const sortsByDirectionOnly = (declaration: AnyResourceDeclaration): boolean =>
  declaration.list.request === 'query';

/** Whether the list answers `{list, total}` rather than `{content, totalElements}`. */
export const answersListTotal = (declaration: AnyResourceDeclaration): boolean =>
  declaration.list.request === 'query' || declaration.list.answer === 'listTotal';

/** Whether the list offers a bulk delete (to users who may delete): not for a guarded one, not where turned off. */
export const offersBulkDelete = (declaration: AnyResourceDeclaration): boolean =>
  declaration.access.delete !== undefined &&
  declaration.list.bulkDelete !== false &&
  // A delete that depends on the record's state is offered one record at a time, where the state shows.
  declaration.deletableWhen === undefined &&
  !declaration.guarded?.includes('delete');

/** The operations a declaration has: list and get always, the others when their permission is declared. */
export const operationsOf = (declaration: AnyResourceDeclaration): DeclaredOperation[] => [
  'list',
  'get',
  ...(declaration.access.create ? (['create'] as const) : []),
  ...(declaration.access.edit ? (['update'] as const) : []),
  ...(declaration.access.delete ? (['delete'] as const) : []),
];

/** The operations the kit serves itself: all but the declared `handWritten` ones. */
export const generatedOperationsOf = (declaration: AnyResourceDeclaration): DeclaredOperation[] =>
  operationsOf(declaration).filter((operation) => !declaration.handWritten?.[operation]);

/** The endpoint-table key serving an operation: the declared hand-written row, `<name>.<operation>` otherwise. */
export const endpointKeyOf = (
  declaration: AnyResourceDeclaration,
  operation: DeclaredOperation,
): string => declaration.handWritten?.[operation] ?? declaredKey(declaration.name, operation);

/**
 * The endpoint-table rows of a declaration, by convention under `v1/<name>` (under `v1/{base}` with the
 * declared `variantBase`); hand-written operations have their own rows.
 */
export const endpointsOf = (declaration: AnyResourceDeclaration): Record<string, EndpointDef> => {
  const { access, variantBase } = declaration;
  const name = variantBase ? '{base}' : declaration.name;
  const guarded = new Set(declaration.guarded ?? []);
  const rows: Record<DeclaredOperation, () => EndpointDef> = {
    list: () =>
      sortsByDirectionOnly(declaration)
        ? { method: 'GET', path: name, version: 'v1', access: access.list }
        : { method: 'POST', path: `${name}/filter`, version: 'v1', access: access.list },
    get: () => ({ method: 'GET', path: `${name}/:id`, version: 'v1', access: access.show }),
    create: () => ({
      method: 'POST',
      path: name,
      version: 'v1',
      access: access.create ?? [],
      guarded: guarded.has('create'),
      idempotent: true,
    }),
    update: () => ({
      method: 'PUT',
      path: `${name}/:id`,
      version: 'v1',
      access: access.edit ?? [],
      guarded: guarded.has('edit'),
    }),
    delete: () => ({
      method: 'DELETE',
      path: `${name}/:id`,
      version: 'v1',
      access: access.delete ?? [],
      guarded: guarded.has('delete'),
    }),
  };
  return Object.fromEntries([
    ...generatedOperationsOf(declaration).map((operation) => [
      declaredKey(declaration.name, operation),
      {
        ...rows[operation](),
        ...(declaration.endpointAccess?.[operation]
          ? { access: declaration.endpointAccess[operation] }
          : {}),
        ...(declaration.paths?.[operation] ? { path: declaration.paths[operation] } : {}),
        ...(variantBase ? { variantBase } : {}),
      },
    ]),
    ...Object.entries<ActionDeclaration>(declaration.actions ?? {}).map(([key, action]) => [
      `${declaration.name}.${key}`,
      {
        method: action.method,
        path: `${name}/${action.path}`,
        version: 'v1',
        access: action.access,
        guarded: action.guarded ?? false,
        ...(variantBase ? { variantBase } : {}),
      } satisfies EndpointDef,
    ]),
  ]);
};

/** The access-table entry of a declaration. */
export const accessOf = (
  declaration: AnyResourceDeclaration,
): Readonly<Record<string, readonly Authority[]>> => ({
  ...declaration.customAccess,
  ...Object.fromEntries(
    Object.entries<ActionDeclaration>(declaration.actions ?? {}).map(([key, action]) => [
      key,
      action.access,
    ]),
  ),
  ...Object.fromEntries(
    Object.entries(declaration.access).filter(([, value]) => value !== undefined),
  ),
});
