import type { Database, Statement } from 'better-sqlite3';
import { fieldValue, type ListSpec, type Page, type ParsedListQuery } from '../query';
import { linkEntry } from './auditChain';
import { collectionSpec } from './catalogue';
import {
  fieldExpression,
  fieldPath,
  filterConditions,
  orderBy,
  paging,
  quoted,
  restrictionConditions,
  type ListColumns,
  type Restriction,
  type SqlCondition,
  type SqlValue,
} from './sqlList';

/** A value a record is found by. */
export type Scalar = string | number | boolean | null;

/**
 * Which records a list reaches: one tenant's, several tenants' (a view over the caller's own tenants), or
 * (records that are tenants themselves) these ids.
 */
export type ListScope =
  { tenantId: string } | { tenantIds: readonly string[] } | { ids: readonly string[] };

export interface StoredShape {
  id: string;
}

/**
 * One collection as a table: `id`, the owning `tenant_id`, the record as JSON (`data`) and, where the
 * collection keeps one, its list row (`row`). Reads answer fresh copies (a change is stored with `update`,
 * never by editing what a read answered); every write is one statement, durable when it returns unless it runs
 * inside a store transaction, which then commits it with the rest.
 */
export interface Table<T extends StoredShape> {
  readonly name: string;
  get(id: string): T | undefined;
  /** Records whose field equals the value (text compared case-insensitively), in the order they were stored. */
  where(field: string, value: Scalar): T[];
  first(field: string, value: Scalar): T | undefined;
  /** Records whose list field (`tenantIds`) holds the value, in the order they were stored. */
  whereHas(field: string, value: Scalar): T[];
  /** Every record, or one tenant's, in the order they were stored: for the collections that stay small. */
  all(tenantId?: string): T[];
  count(tenantId?: string): number;
  /** The distinct combinations of some fields over a tenant's records (a filter's choices). */
  distinct<R extends Record<string, unknown>>(tenantId: string, fields: readonly string[]): R[];
  /**
   * Some fields of a tenant's records, one record at a time (figures over a whole tenant, like the
   * dashboard's): only those values are read, and the records are never all in memory at once.
   */
  scan<R extends Record<string, unknown>>(tenantId: string, fields: readonly string[]): Iterable<R>;
  /** Stores a new record; a record with the same id already stored is an error. */
  insert(record: T): T;
  /** Replaces the stored record with the same id (an error when there is none). */
  update(record: T): T;
  delete(id: string): boolean;
  /** Deletes the records `test` accepts (reads them all: for the small collections that are pruned). */
  deleteIf(test: (record: T) => boolean): number;
  /** Keeps the `keep` records with the highest `field` (a capped log), deleting the rest. */
  keepNewest(field: string, keep: number): number;
  /**
   * One page of a list query in SQL: the scope, the declared filters and search, the resource's restrictions,
   * one sort, paging. Rows are the kept list rows, or the records.
   */
  page<R = T>(
    scope: ListScope,
    query: ParsedListQuery,
    spec: ListSpec,
    restrictions?: readonly Restriction[],
  ): Page<R>;
  /** The same page as the JSON texts of its rows, for an answer that sends them as they are. */
  pageText(
    scope: ListScope,
    query: ParsedListQuery,
    spec: ListSpec,
    restrictions?: readonly Restriction[],
  ): { rows: string[]; totalElements: number };
  /**
   * A tenant's records meeting every restriction (on the records' own fields), in the order they were stored: what a report
   * covers. `countWhere` counts them. With a window, only `limit` of them from `offset` (a job's chunk).
   */
  recordsWhere(
    tenantId: string,
    restrictions: readonly Restriction[],
    window?: { offset: number; limit: number },
  ): T[];
  countWhere(tenantId: string, restrictions: readonly Restriction[]): number;
  /** The ids of every record of a list query, in its order (no paging): an export's snapshot. */
  ids(
    scope: ListScope,
    query: ParsedListQuery,
    spec: ListSpec,
    restrictions?: readonly Restriction[],
  ): string[];
  /** The list rows (or records) of these ids, in the order given (missing ones left out). */
  rowsOf<R = T>(ids: readonly string[]): R[];
  /** Forgets the counts it keeps (a transaction that wrote to the table was rolled back). */
  invalidate(): void;
  /** How many records of the list's filter hold each value of `field` (the status tabs). */
  countBy(
    scope: ListScope,
    field: string,
    query: ParsedListQuery,
    spec: ListSpec,
    restrictions?: readonly Restriction[],
  ): Map<string, number>;
}

const MAX_STATEMENTS = 200;

const bindable = (value: Scalar): SqlValue =>
  typeof value === 'boolean' ? (value ? 1 : 0) : value;

/** A search's rowids are kept when it matches at most this many rows (about 10 kB of JSON). */
const MATCHES_KEPT = 1500;

/**
 * Answers of list queries kept until the table changes: a list asks for its total with every page, and the
 * status tabs, the total and the page of one search all ask what it matches.
 */
class CountCache {
  private generation = 0;
  private readonly counts = new Map<string, unknown>();

  /** Bounded: a burst of different filters never grows it without limit. */
  constructor(private readonly limit = 500) {}

  changed(): void {
    this.generation += 1;
    this.counts.clear();
  }

  get<V>(key: string, compute: () => V): V {
    const stamped = `${this.generation}:${key}`;
    if (this.counts.has(stamped)) return this.counts.get(stamped) as V;
    const value = compute();
    if (this.counts.size >= this.limit) this.counts.clear();
    this.counts.set(stamped, value);
    return value;
  }
}

/**
 * `beforeWrite` runs before every change the table makes (the store opens the unit the change joins there).
 */
export const createTable = <T extends StoredShape>(
  db: Database,
  name: string,
  beforeWrite: () => void = () => undefined,
): Table<T> => {
  const spec = collectionSpec(name);
  const table = quoted(name);
  const fts = spec.search.length ? quoted(`${name}_fts`) : null;
  const columns: ListColumns = {
    column: spec.row ? 'row' : 'data',
    fts: spec.search.length ? `${name}_fts` : null,
    searchFields: spec.search,
  };
  const counts = new CountCache();
  /** What recent searches matched (at most MATCHES_KEPT rowids each), until the table changes. */
  const matches = new CountCache(64);
  const statements = new Map<string, Statement>();
  /** Statements by their SQL, the most recently used kept (filters combine into many shapes over time). */
  const prepared = (sql: string): Statement => {
    let statement = statements.get(sql);
    if (statement) statements.delete(sql);
    else {
      statement = db.prepare(sql);
      if (statements.size >= MAX_STATEMENTS) statements.delete(statements.keys().next().value!);
    }
    statements.set(sql, statement);
    return statement;
  };

  const parse = (text: string): T => JSON.parse(text) as T;
  const rowOf = (record: T): string | null =>
    spec.row ? JSON.stringify(spec.row(record as never)) : null;
  const tenantOf = (record: T): string | null => {
    const tenantId = (record as unknown as { tenantId?: unknown }).tenantId;
    return typeof tenantId === 'string' ? tenantId : null;
  };
  /** The search text of a record: its search fields (of the list row where kept), one per line. */
  const searchTextOf = (record: T): string => {
    const source = (spec.row ? spec.row(record as never) : record) as Record<string, unknown>;
    return spec.search
      .map((field) => fieldValue(source, field))
      .map((value) => (value === null || value === undefined ? '' : String(value)))
      .join('\n');
  };
  const indexSearch = (record: T) => {
    if (!fts) return;
    const { rowid } = prepared(`SELECT rowid FROM ${table} WHERE id = ?`).get(record.id) as {
      rowid: number;
    };
    prepared(`DELETE FROM ${fts} WHERE rowid = ?`).run(rowid);
    prepared(`INSERT INTO ${fts}(rowid, text) VALUES (?, ?)`).run(rowid, searchTextOf(record));
  };
  const unindexSearch = (id: string) => {
    if (!fts) return;
    prepared(`DELETE FROM ${fts} WHERE rowid = (SELECT rowid FROM ${table} WHERE id = ?)`).run(id);
  };

  /** What a lookup compares: the id, the tenant, or a field of the record. */
  const lookupExpression = (field: string) =>
    field === 'id' ? 'id' : field === 'tenantId' ? 'tenant_id' : fieldExpression('data', field);

  const oneOf = (column: string, values: readonly string[]): SqlCondition => ({
    sql: values.length ? `${column} IN (${values.map(() => '?').join(', ')})` : '0',
    params: [...values],
  });

  /**
   * The tenant's rows, some tenants' rows, or some ids. `led`: another condition picks the rows (`leads`), so
   * the tenant check must not take the tenant's ordered index instead (the unary plus keeps it off every index).
   */
  const scopeCondition = (scope: ListScope, led = false): SqlCondition => {
    if ('tenantId' in scope)
      return { sql: led ? '+tenant_id = ?' : 'tenant_id = ?', params: [scope.tenantId] };
    if ('tenantIds' in scope)
      return scope.tenantIds.length === 1
        ? scopeCondition({ tenantId: scope.tenantIds[0]! }, led)
        : oneOf(led ? '+tenant_id' : 'tenant_id', scope.tenantIds);
    return oneOf('id', scope.ids);
  };

  /**
   * What a full-text MATCH finds (in every tenant): how many rows, and their rowids as JSON when there are few
   * enough to keep. Kept until the table changes, so paging through a search, its total and its status counts
   * ask the full-text index once.
   */
  const matchesOf = (match: string): { count: number; rowids: string | null } =>
    matches.get(match, () => {
      const rowids = prepared(`SELECT rowid FROM ${fts ?? '""'} WHERE text MATCH ?`)
        .pluck()
        .all(match) as number[];
      return {
        count: rowids.length,
        rowids: rowids.length <= MATCHES_KEPT ? JSON.stringify(rowids) : null,
      };
    });
  /** For a page's query: the kept rowids of its search instead of asking the full-text index again. */
  const pageColumns: ListColumns = { ...columns, matched: (match) => matchesOf(match).rowids };

  /**
   * Whether a page should start from the rows a full-text search finds (then sort them) rather than walk the
   * list's ordered index and keep the rows that match until the page is full. Walking costs about one index
   * step per row passed over, which is few while matches are common and the whole tenant when they are rare;
   * sorting costs about one row read per match. So a search that finds fewer than twenty rows per row the
   * walk must reach leads.
   */
  const leadsPage = (condition: SqlCondition, reach: number): boolean =>
    condition.match === undefined || matchesOf(condition.match).count < 20 * reach;

  /**
   * The declared filters of a list query and the resource's restrictions. A search reads the rows it matched
   * when the table has them kept (`pageColumns`), so a search's pages, total and counts ask its index once.
   */
  const filtersOf = (
    query: ParsedListQuery,
    listSpec: ListSpec,
    restrictions: readonly Restriction[],
  ): SqlCondition[] => [
    ...filterConditions(pageColumns, query, listSpec),
    ...restrictionConditions(columns, restrictions),
  ];

  /** A list query's scope and filters; a search, when there is one, picks the rows (`leads`). */
  const listConditions = (
    scope: ListScope,
    query: ParsedListQuery,
    listSpec: ListSpec,
    restrictions: readonly Restriction[],
  ): SqlCondition[] => {
    const filters = filtersOf(query, listSpec, restrictions);
    return [
      scopeCondition(
        scope,
        filters.some((condition) => condition.leads),
      ),
      ...filters,
    ];
  };

  const whereOf = (conditions: SqlCondition[]) => ({
    sql: conditions.length ? `WHERE ${conditions.map((c) => c.sql).join(' AND ')}` : '',
    params: conditions.flatMap((c) => c.params),
  });

  /** One page of a list query as the JSON texts of its rows, and the count of every match. */
  const pageOfTexts = (
    scope: ListScope,
    query: ParsedListQuery,
    listSpec: ListSpec,
    restrictions: readonly Restriction[] = [],
  ): { rows: string[]; totalElements: number } => {
    const filters = filtersOf(query, listSpec, restrictions);
    const leading = filters.filter((condition) => condition.leads);
    // The count starts from what a search found; the page only when that is cheaper than walking the list.
    const where = whereOf([scopeCondition(scope, leading.length > 0), ...filters]);
    const order = orderBy(columns, query, listSpec);
    const { limit, offset } = paging(query);
    const pageWhere = whereOf([
      scopeCondition(
        scope,
        leading.some((condition) => leadsPage(condition, offset + limit)),
      ),
      ...filters,
    ]);
    const rows = prepared(
      `SELECT coalesce(row, data) AS json FROM ${table} ${pageWhere.sql} ${order} LIMIT ? OFFSET ?`,
    )
      .pluck()
      .all(...pageWhere.params, limit, offset) as string[];
    const totalElements = counts.get(
      `count ${where.sql} ${JSON.stringify(where.params)}`,
      () =>
        (
          prepared(`SELECT count(*) AS n FROM ${table} ${where.sql}`).get(...where.params) as {
            n: number;
          }
        ).n,
    );
    return { rows, totalElements };
  };

  const write = <R>(run: () => R): R => {
    beforeWrite();
    const result = run();
    counts.changed();
    matches.changed();
    return result;
  };

  return {
    name,
    invalidate: () => {
      counts.changed();
      matches.changed();
    },
    get: (id) => {
      const found = prepared(`SELECT data FROM ${table} WHERE id = ?`).get(id) as
        { data: string } | undefined;
      return found ? parse(found.data) : undefined;
    },
    where: (field, value) =>
      (
        prepared(
          `SELECT data FROM ${table} WHERE ${lookupExpression(field)} ${value === null ? 'IS NULL' : '= ? COLLATE NOCASE'} ORDER BY rowid`,
        ).all(...(value === null ? [] : [bindable(value)])) as { data: string }[]
      ).map((found) => parse(found.data)),
    first: (field, value) => {
      const found = prepared(
        `SELECT data FROM ${table} WHERE ${lookupExpression(field)} ${value === null ? 'IS NULL' : '= ? COLLATE NOCASE'} ORDER BY rowid LIMIT 1`,
      ).get(...(value === null ? [] : [bindable(value)])) as { data: string } | undefined;
      return found ? parse(found.data) : undefined;
    },
    whereHas: (field, value) =>
      (
        prepared(
          `SELECT data FROM ${table} WHERE EXISTS (SELECT 1 FROM json_each(data, '$.${fieldPath(field)}') WHERE value = ?) ORDER BY rowid`,
        ).all(bindable(value)) as { data: string }[]
      ).map((found) => parse(found.data)),
    all: (tenantId) =>
      (
        (tenantId === undefined
          ? prepared(`SELECT data FROM ${table} ORDER BY rowid`).all()
          : prepared(`SELECT data FROM ${table} WHERE tenant_id = ? ORDER BY rowid`).all(
              tenantId,
            )) as {
          data: string;
        }[]
      ).map((found) => parse(found.data)),
    count: (tenantId) =>
      (
        (tenantId === undefined
          ? prepared(`SELECT count(*) AS n FROM ${table}`).get()
          : prepared(`SELECT count(*) AS n FROM ${table} WHERE tenant_id = ?`).get(tenantId)) as {
          n: number;
        }
      ).n,
    distinct: <R extends Record<string, unknown>>(tenantId: string, fields: readonly string[]) =>
      prepared(
        `SELECT DISTINCT ${fields.map((field) => `${fieldExpression('data', field)} AS ${quoted(field)}`).join(', ')} FROM ${table} WHERE tenant_id = ?`,
      ).all(tenantId) as R[],
    scan: <R extends Record<string, unknown>>(tenantId: string, fields: readonly string[]) =>
      prepared(
        `SELECT ${fields.map((field) => `${fieldExpression('data', field)} AS ${quoted(field)}`).join(', ')} FROM ${table} WHERE tenant_id = ?`,
      ).iterate(tenantId) as Iterable<R>,
    insert: (record) =>
      write(() => {
        const data = JSON.stringify(record);
        const store = () => {
          prepared(`INSERT INTO ${table} (id, tenant_id, data, row) VALUES (?, ?, ?, ?)`).run(
            record.id,
            tenantOf(record),
            data,
            rowOf(record),
          );
          // The link reads the chain's end in the same savepoint as the insert: no two entries share one.
          if (spec.chained) linkEntry(db, record.id, data);
          indexSearch(record);
        };
        if (spec.chained) db.transaction(store)();
        else store();
        return record;
      }),
    update: (record) =>
      write(() => {
        const changed = prepared(
          `UPDATE ${table} SET tenant_id = ?, data = ?, row = ? WHERE id = ?`,
        ).run(tenantOf(record), JSON.stringify(record), rowOf(record), record.id).changes;
        if (!changed) throw new Error(`${name}/${record.id} is not stored`);
        indexSearch(record);
        return record;
      }),
    delete: (id) =>
      write(() => {
        unindexSearch(id);
        return prepared(`DELETE FROM ${table} WHERE id = ?`).run(id).changes > 0;
      }),
    deleteIf: (test) =>
      write(() => {
        let deleted = 0;
        for (const found of prepared(`SELECT data FROM ${table}`).all() as { data: string }[]) {
          const record = parse(found.data);
          if (!test(record)) continue;
          unindexSearch(record.id);
          deleted += prepared(`DELETE FROM ${table} WHERE id = ?`).run(record.id).changes;
        }
        return deleted;
      }),
    keepNewest: (field, keep) =>
      write(() => {
        const expression = fieldExpression('data', field);
        const doomed = `SELECT id FROM ${table} ORDER BY ${expression} DESC, id DESC LIMIT -1 OFFSET ?`;
        if (fts)
          prepared(
            `DELETE FROM ${fts} WHERE rowid IN (SELECT rowid FROM ${table} WHERE id IN (${doomed}))`,
          ).run(keep);
        return prepared(`DELETE FROM ${table} WHERE id IN (${doomed})`).run(keep).changes;
      }),
    page: <R>(
      scope: ListScope,
      query: ParsedListQuery,
      listSpec: ListSpec,
      restrictions: readonly Restriction[] = [],
    ): Page<R> => {
      const { rows, totalElements } = pageOfTexts(scope, query, listSpec, restrictions);
      return { content: rows.map((text) => JSON.parse(text) as R), totalElements };
    },
    pageText: pageOfTexts,
    recordsWhere: (tenantId, restrictions, window) => {
      const where = whereOf([
        { sql: 'tenant_id = ?', params: [tenantId] },
        ...restrictionConditions({ ...columns, column: 'data' }, restrictions),
      ]);
      const paging = window ? ' LIMIT ? OFFSET ?' : '';
      const params = window ? [...where.params, window.limit, window.offset] : where.params;
      return (
        prepared(`SELECT data FROM ${table} ${where.sql} ORDER BY rowid${paging}`).all(
          ...params,
        ) as {
          data: string;
        }[]
      ).map((found) => parse(found.data));
    },
    countWhere: (tenantId, restrictions) => {
      const where = whereOf([
        { sql: 'tenant_id = ?', params: [tenantId] },
        ...restrictionConditions({ ...columns, column: 'data' }, restrictions),
      ]);
      return (
        prepared(`SELECT count(*) AS n FROM ${table} ${where.sql}`).get(...where.params) as {
          n: number;
        }
      ).n;
    },
    ids: (scope, query, listSpec, restrictions = []) => {
      const where = whereOf(listConditions(scope, query, listSpec, restrictions));
      return (
        prepared(`SELECT id FROM ${table} ${where.sql} ${orderBy(columns, query, listSpec)}`).all(
          ...where.params,
        ) as { id: string }[]
      ).map((found) => found.id);
    },
    rowsOf: <R>(ids: readonly string[]) => {
      if (!ids.length) return [];
      const found = new Map(
        (
          prepared(
            `SELECT id, coalesce(row, data) AS json FROM ${table} WHERE id IN (SELECT value FROM json_each(?))`,
          ).all(JSON.stringify(ids)) as { id: string; json: string }[]
        ).map((row) => [row.id, row.json]),
      );
      return ids.flatMap((id) => {
        const json = found.get(id);
        return json === undefined ? [] : [JSON.parse(json) as R];
      });
    },
    countBy: (scope, field, query, listSpec, restrictions = []) => {
      const where = whereOf(listConditions(scope, query, listSpec, restrictions));
      // Grouped as the list index orders the field (without case), so the index answers without reading rows.
      const expression = `${fieldExpression(columns.column, field)} COLLATE NOCASE`;
      return counts.get(`by ${field} ${where.sql} ${JSON.stringify(where.params)}`, () => {
        const rows = prepared(
          `SELECT ${expression} AS value, count(*) AS n FROM ${table} ${where.sql} GROUP BY ${expression}`,
        ).all(...where.params) as { value: string; n: number }[];
        return new Map(rows.map((found) => [String(found.value), found.n]));
      });
    },
  };
};
