import type { ServerContext } from '../context';
import { runListQuery, type ListSpec, type Page, type ParsedListQuery } from '../query';
import type { CollectionName } from '../store/catalogue';
import type { Restriction } from '../store/sqlList';
import type { ListScope, Table } from '../store/table';
import type { StoredRecord } from '../types';

export type { StoredRecord } from '../types';

/**
 * Which records a call reaches: a tenant id (the records stored with that `tenantId`), several tenants' records
 * (a view over the caller's own tenants) or, for records that are not owned by one tenant (the tenants
 * themselves), the ids of the caller's records.
 */
export type RecordScope = string | { tenantIds: readonly string[] } | { ids: readonly string[] };

/**
 * How handlers reach data. Every read and write names the tenant, so no handler can forget the scope; the
 * storage below (SQLite tables, store/) can change without touching a handler.
 */
export interface Repository<T extends StoredRecord = StoredRecord> {
  /**
   * One page of the scope's records, filtered, searched, sorted and paged by the database. Rows are the list
   * rows the collection keeps (or the records); `restrictions` add conditions of the resource's own.
   */
  list<R = T>(
    scope: RecordScope,
    query: ParsedListQuery,
    spec: ListSpec,
    restrictions?: readonly Restriction[],
  ): Page<R>;
  get(scope: RecordScope, id: string): T | undefined;
  /** Every record of the scope: for collections that stay small (a list by a computed value). */
  all(scope: RecordScope): T[];
  /** True when another record of the scope has this value (case-insensitive for text). */
  exists(scope: RecordScope, field: string, value: unknown, exceptId?: string): boolean;
  insert(record: T): T;
  /** Replaces the stored record with the same id. */
  update(record: T): T;
  delete(scope: RecordScope, id: string): boolean;
  /** Runs `work` as one unit: a throw leaves the store as it was; success is committed once. */
  transaction<R>(work: () => R): R;
}

const listScopeOf = (scope: RecordScope): ListScope =>
  typeof scope === 'string' ? { tenantId: scope } : scope;

const inScope = (scope: RecordScope, record: StoredRecord): boolean => {
  if (typeof scope === 'string') return record.tenantId === scope;
  if ('tenantIds' in scope) return scope.tenantIds.includes(record.tenantId);
  return scope.ids.includes(record.id);
};

const sameValue = (a: unknown, b: unknown): boolean =>
  typeof a === 'string' && typeof b === 'string' ? a.toLowerCase() === b.toLowerCase() : a === b;

/** A repository over one collection of the store. */
export const collectionRepository = <T extends StoredRecord>(
  ctx: ServerContext,
  collection: string,
): Repository<T> => {
  const table = () => ctx.store.table(collection as CollectionName) as unknown as Table<T>;
  return {
    list: <R>(
      scope: RecordScope,
      query: ParsedListQuery,
      spec: ListSpec,
      restrictions?: readonly Restriction[],
    ) => table().page<R>(listScopeOf(scope), query, spec, restrictions),
    get: (scope, id) => {
      const record = table().get(id);
      return record && inScope(scope, record) ? record : undefined;
    },
    all: (scope) => {
      if (typeof scope === 'string') return table().all(scope);
      if ('tenantIds' in scope) return scope.tenantIds.flatMap((tenantId) => table().all(tenantId));
      return scope.ids.flatMap((id) => table().get(id) ?? []);
    },
    exists: (scope, field, value, exceptId) => {
      if (value === undefined || value === null || (typeof value === 'object' && value !== null))
        return false;
      return table()
        .where(field, value as string | number | boolean)
        .some(
          (record) =>
            inScope(scope, record) &&
            record.id !== exceptId &&
            sameValue((record as unknown as Record<string, unknown>)[field], value),
        );
    },
    insert: (record) => table().insert(record),
    update: (record) => table().update(record),
    delete: (scope, id) => {
      const record = table().get(id);
      return record !== undefined && inScope(scope, record) && table().delete(id);
    },
    transaction: (work) => ctx.store.transaction(work),
  };
};

const readOnly = (name: string) => (): never => {
  throw new Error(`${name} is read-only`);
};

/**
 * A repository over records a behaviour's `source` gave for one caller (a small table of the contract, already
 * in the caller's scope, so the tenant is not asked again): list, get and exists read them with the in-memory
 * engine; any write throws.
 */
export const readOnlyRepository = <T extends StoredRecord>(
  name: string,
  source: readonly T[],
): Repository<T> => ({
  list: <R>(_scope: RecordScope, query: ParsedListQuery, spec: ListSpec) =>
    runListQuery(source, query, spec) as unknown as Page<R>,
  get: (_scope, id) => source.find((r) => r.id === id),
  all: () => [...source],
  exists: (_scope, field, value, exceptId) =>
    source.some(
      (r) =>
        r.id !== exceptId && sameValue((r as unknown as Record<string, unknown>)[field], value),
    ),
  insert: readOnly(name),
  update: readOnly(name),
  delete: readOnly(name),
  transaction: readOnly(name),
});
