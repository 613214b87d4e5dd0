import type { ServerContext } from '../context';
import { runListQuery, type ListSpec, type Page, type ParsedListQuery } from '../query';
import type { StoredRecord } from '../types';

export type { StoredRecord } from '../types';

/**
 * Which records a call reaches: a tenant id (the records stored with that `tenantId`) or, for records that are
 * not owned by one tenant (the tenants themselves), a test of each record.
 */
export type RecordScope = string | ((record: StoredRecord) => boolean);

/**
 * How handlers reach data. Every read and write names the tenant, so no handler can forget the scope; the
 * storage below (today json-server's lowdb, an embedded database next) can change without touching a handler.
 */
export interface Repository<T extends StoredRecord = StoredRecord> {
  /**
   * One page of the tenant's records. `project` turns each record into what is filtered and sorted (computed
   * values included); without it the stored records are. Records `include` refuses are left out before
   * anything is counted.
   */
  list<P extends object = T>(
    tenantId: RecordScope,
    query: ParsedListQuery,
    spec: ListSpec,
    project?: (record: T) => P,
    include?: (record: T) => boolean,
  ): Page<P>;
  get(tenantId: RecordScope, id: string): T | undefined;
  /** True when another record of the tenant has this value (case-insensitive for text). */
  exists(tenantId: RecordScope, field: string, value: unknown, exceptId?: string): boolean;
  insert(record: T): T;
  /** Replaces the stored record with the same id and tenant. */
  update(record: T): T;
  delete(tenantId: RecordScope, id: string): boolean;
  /** Runs `work` as one unit: a throw leaves the collection as it was; success is saved once. */
  transaction<R>(work: () => R): R;
}

const valueOf = (record: StoredRecord, field: string): unknown =>
  (record as unknown as Record<string, unknown>)[field];

const sameValue = (a: unknown, b: unknown): boolean =>
  typeof a === 'string' && typeof b === 'string' ? a.toLowerCase() === b.toLowerCase() : a === b;

/** A repository over one lowdb collection (created empty when the data file predates the resource). */
export const collectionRepository = <T extends StoredRecord>(
  ctx: ServerContext,
  collection: string,
): Repository<T> => {
  const records = (): T[] => {
    const data = ctx.store.data() as unknown as Record<string, T[] | undefined>;
    return (data[collection] ??= []);
  };
  let depth = 0;
  const save = () => {
    if (depth === 0) ctx.store.save();
  };
  const inScope = (scope: RecordScope) => (record: T) =>
    typeof scope === 'string' ? record.tenantId === scope : scope(record);
  const inTenant = (tenantId: RecordScope) => records().filter(inScope(tenantId));

  return {
    list: <P extends object>(
      tenantId: RecordScope,
      query: ParsedListQuery,
      spec: ListSpec,
      project?: (record: T) => P,
      include?: (record: T) => boolean,
    ) => {
      const records = include ? inTenant(tenantId).filter(include) : inTenant(tenantId);
      return runListQuery<P>(
        project ? records.map(project) : (records as unknown as P[]),
        query,
        spec,
      );
    },
    get: (tenantId, id) => records().find((r) => r.id === id && inScope(tenantId)(r)),
    exists: (tenantId, field, value, exceptId) =>
      records().some(
        (r) => inScope(tenantId)(r) && r.id !== exceptId && sameValue(valueOf(r, field), value),
      ),
    insert: (record) => {
      records().push(record);
      save();
      return record;
    },
    update: (record) => {
      const list = records();
      const index = list.findIndex((r) => r.id === record.id && r.tenantId === record.tenantId);
      if (index < 0) throw new Error(`${collection}/${record.id} is not stored`);
      list[index] = record;
      save();
      return record;
    },
    delete: (tenantId, id) => {
      const list = records();
      const index = list.findIndex((r) => r.id === id && inScope(tenantId)(r));
      if (index < 0) return false;
      list.splice(index, 1);
      save();
      return true;
    },
    transaction: (work) => {
      const data = ctx.store.data() as unknown as Record<string, T[]>;
      const before = structuredClone(records());
      depth += 1;
      try {
        const result = work();
        depth -= 1;
        save();
        return result;
      } catch (error) {
        depth -= 1;
        data[collection] = before;
        throw error;
      }
    },
  };
};

const readOnly = (name: string) => (): never => {
  throw new Error(`${name} is read-only`);
};

/**
 * A repository over records a behaviour's `source` gave for one caller (already in the caller's scope, so the
 * tenant is not asked again): list, get and exists read them; any write throws.
 */
export const readOnlyRepository = <T extends StoredRecord>(
  name: string,
  source: readonly T[],
): Repository<T> => ({
  list: <P extends object>(
    _tenantId: string,
    query: ParsedListQuery,
    spec: ListSpec,
    project?: (record: T) => P,
  ) => runListQuery<P>(project ? source.map(project) : (source as unknown as P[]), query, spec),
  get: (_tenantId, id) => source.find((r) => r.id === id),
  exists: (_tenantId, field, value, exceptId) =>
    source.some((r) => r.id !== exceptId && sameValue(valueOf(r, field), value)),
  insert: readOnly(name),
  update: readOnly(name),
  delete: readOnly(name),
  transaction: readOnly(name),
});
