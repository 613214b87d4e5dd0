import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { DatabaseShape } from '../types';
import { collectionSpec, type CollectionName } from './catalogue';
import { fieldExpression } from './sqlList';
import { migrate, type Migration } from './migrations';
import { createTable, type Table } from './table';

export type RecordOf<K extends CollectionName> = DatabaseShape[K][number];

/**
 * The emulator's store: SQLite through better-sqlite3, a file (the CLI) or memory (the API tests). One table
 * per collection (`tables`), each record stored as JSON with indexes on what it is found, filtered and sorted
 * by (`catalogue.ts`). In a file the journal is a write-ahead log and every commit is synced to disk before it
 * returns (`synchronous = FULL`), so a write the API has answered survives a crash.
 */
export interface Store {
  table<K extends CollectionName>(name: K): Table<RecordOf<K>>;
  /**
   * Runs `work` as one unit: every write in it is committed together when it returns, or none when it throws.
   * Synchronous by design: nothing can run between the checks a change makes and its writes. Nested calls join
   * the outer unit.
   */
  transaction<R>(work: () => R): R;
  /** Replaces every record of every collection (re-seeding), in one unit. */
  replace(state: DatabaseShape): void;
  /** True when the store was empty when opened and has just been seeded. */
  readonly seededOnOpen: boolean;
  /** The database file, or null in memory. */
  readonly file: string | null;
  close(): void;
}

export interface StoreOptions {
  /** The database file; null keeps it in memory. */
  file: string | null;
  /** The collections and their records for an empty store. */
  seed: () => DatabaseShape;
  /** Collections (by name) every store has: created empty where missing. */
  collections: readonly CollectionName[];
  /** Versioned data migrations, run in order at open (the schema itself follows the catalogue). */
  migrations?: readonly Migration[];
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Creates what the catalogue says a collection needs; idempotent, so it runs at every open. */
const ensureCollection = (db: Database.Database, name: string): void => {
  const spec = collectionSpec(name);
  const table = quoted(name);
  db.exec(`CREATE TABLE IF NOT EXISTS ${table} (
    id TEXT PRIMARY KEY NOT NULL,
    tenant_id TEXT,
    data TEXT NOT NULL,
    row TEXT
  )`);
  db.exec(`CREATE INDEX IF NOT EXISTS ${quoted(`${name}:tenant`)} ON ${table}(tenant_id, id)`);
  const listColumn = spec.row ? 'row' : 'data';
  for (const field of spec.listFields)
    db.exec(
      `CREATE INDEX IF NOT EXISTS ${quoted(`${name}:list:${field}`)} ON ${table}(tenant_id, ${fieldExpression(listColumn, field)} COLLATE NOCASE, id)`,
    );
  for (const field of spec.lookups)
    db.exec(
      `CREATE INDEX IF NOT EXISTS ${quoted(`${name}:lookup:${field}`)} ON ${table}(${fieldExpression('data', field)} COLLATE NOCASE)`,
    );
  if (spec.appendOnly)
    db.exec(`CREATE TRIGGER IF NOT EXISTS ${quoted(`${name}:append-only`)} BEFORE UPDATE ON ${table}
      BEGIN SELECT RAISE(ABORT, '${name} is append-only'); END`);
  if (spec.search.length)
    db.exec(
      `CREATE VIRTUAL TABLE IF NOT EXISTS ${quoted(`${name}_fts`)} USING fts5(text, tokenize = 'trigram')`,
    );
};

export const openStore = (options: StoreOptions): Store => {
  if (options.file) mkdirSync(dirname(options.file), { recursive: true });
  const fresh = options.file === null || !existsSync(options.file);
  const db = new Database(options.file ?? ':memory:');
  if (options.file) {
    db.pragma('journal_mode = WAL');
    // Every commit reaches the disk before it returns: an answered write survives a crash or a power cut.
    db.pragma('synchronous = FULL');
  }
  db.pragma('busy_timeout = 5000');
  db.exec('CREATE TABLE IF NOT EXISTS store_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
  for (const name of options.collections) ensureCollection(db, name);

  const tables = new Map<string, Table<never>>();
  const table = <K extends CollectionName>(name: K): Table<RecordOf<K>> => {
    let found = tables.get(name);
    if (!found) {
      if (!options.collections.includes(name)) ensureCollection(db, name);
      found = createTable<never>(db, name);
      tables.set(name, found);
    }
    return found as unknown as Table<RecordOf<K>>;
  };

  const transaction = <R>(work: () => R): R => {
    try {
      return db.transaction(work)();
    } catch (error) {
      // A rolled-back unit may have left counts of rows it wrote: forget them all.
      for (const known of tables.values()) known.invalidate();
      throw error;
    }
  };

  const insertAll = (state: DatabaseShape) => {
    for (const [name, records] of Object.entries(state) as [CollectionName, { id: string }[]][]) {
      const target = table(name);
      for (const record of records) target.insert(record as never);
    }
  };

  const replace = (state: DatabaseShape) =>
    transaction(() => {
      for (const name of new Set([...options.collections, ...tables.keys()])) {
        db.prepare(`DELETE FROM ${quoted(name)}`).run();
        if (collectionSpec(name).search.length)
          db.prepare(`DELETE FROM ${quoted(`${name}_fts`)}`).run();
        table(name as CollectionName).invalidate();
      }
      insertAll(state);
    });

  const seeded = db.prepare(`SELECT value FROM store_meta WHERE key = 'seeded'`).get() as
    { value: string } | undefined;
  let seededOnOpen = false;
  if (!seeded) {
    transaction(() => {
      insertAll(options.seed());
      db.prepare(`INSERT INTO store_meta (key, value) VALUES ('seeded', ?)`).run(
        new Date().toISOString(),
      );
    });
    seededOnOpen = true;
  }
  migrate(db, options.migrations ?? [], {
    fresh,
    table: (name) => table(name) as unknown as Table<never>,
  });

  return {
    table,
    transaction,
    replace,
    get seededOnOpen() {
      return seededOnOpen;
    },
    file: options.file,
    close: () => db.close(),
  };
};
