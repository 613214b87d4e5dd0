import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { DatabaseShape } from '../types';
import {
  AUDIT_CHAIN_TABLE,
  ensureAuditChain,
  verifyAuditChain,
  type AuditChainReport,
} from './auditChain';
import { collectionSpec, type CollectionName } from './catalogue';
import { fieldExpression, quoted } from './sqlList';
import { migrate, type Migration } from './migrations';
import { createTable, type Table } from './table';

export type RecordOf<K extends CollectionName> = DatabaseShape[K][number];

/**
 * The emulator's store: SQLite through better-sqlite3, a file (the CLI) or memory (the API tests). One table
 * per collection (`tables`), each record stored as JSON with indexes on what it is found, filtered and sorted
 * by (`catalogue.ts`). In a file the journal is a write-ahead log and every commit is synced to disk before it
 * returns (`synchronous = FULL`).
 *
 * Group commit: the first change opens a database transaction that every change made until the event loop
 * next turns joins (each `transaction()` is a savepoint inside it, all or nothing on its own), and one commit,
 * one sync to disk, ends it. Answers wait for that commit (`settled`, see http/middleware.ts), so a write the
 * API has answered survives a crash, and ten requests that arrive together cost one sync instead of ten.
 */
export interface Store {
  table<K extends CollectionName>(name: K): Table<RecordOf<K>>;
  /**
   * Runs `work` as one unit: every write in it is committed together when it returns, or none when it throws.
   * Synchronous by design: nothing can run between the checks a change makes and its writes. Nested calls join
   * the outer unit.
   */
  transaction<R>(work: () => R): R;
  /**
   * Resolves once every change made so far is committed to disk (at once when none is pending); rejects with
   * the storage's error when the commit fails, and then none of those changes is stored.
   */
  settled(): Promise<void>;
  /**
   * Commits what is pending now instead of when the event loop turns, for a caller that must know whether it
   * was stored; throws the storage's error when it was not (everything pending was rolled back).
   */
  commitNow(): void;
  /**
   * Called after changes were undone (a failed commit rolled them back, a snapshot was restored): what was kept
   * beside the store is out of date.
   */
  onRollback(listener: () => void): void;
  /** Keeps an image of the database as it is now (the end-to-end tests' seeded starting point). */
  takeSnapshot(): void;
  /** The whole database as it is now (committed), for another in-memory store to start from. */
  image(): Buffer;
  /** Puts the database back to the image `takeSnapshot` kept, at the cost of copying a file. */
  restoreSnapshot(): void;
  /** Replaces every record of every collection (re-seeding), in one unit. */
  replace(state: DatabaseShape): void;
  /** Walks the audit log's hash chain and reports the first entry where it breaks (auditChain.ts). */
  verifyAuditChain(): AuditChainReport;
  /** True when the store was empty when opened and has just been seeded. */
  readonly seededOnOpen: boolean;
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
  /**
   * An in-memory store starts from this image of a seeded database (`Store.image()`) instead of seeding: the
   * tests seed once and open a copy per server.
   */
  image?: Buffer;
}

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
  for (const fields of spec.compoundIndexes ?? [])
    db.exec(
      `CREATE INDEX IF NOT EXISTS ${quoted(`${name}:compound:${fields.join('+')}`)} ON ${table}(tenant_id, ${fields
        .map((field) => `${fieldExpression(listColumn, field)} COLLATE NOCASE`)
        .join(', ')}, id)`,
    );
  for (const field of spec.lookups)
    db.exec(
      `CREATE INDEX IF NOT EXISTS ${quoted(`${name}:lookup:${field}`)} ON ${table}(${fieldExpression('data', field)} COLLATE NOCASE)`,
    );
  if (spec.appendOnly)
    db.exec(`CREATE TRIGGER IF NOT EXISTS ${quoted(`${name}:append-only`)} BEFORE UPDATE ON ${table}
      BEGIN SELECT RAISE(ABORT, '${name} is append-only'); END`);
  if (spec.chained) ensureAuditChain(db);
  if (spec.search.length)
    db.exec(
      `CREATE VIRTUAL TABLE IF NOT EXISTS ${quoted(`${name}_fts`)} USING fts5(text, tokenize = 'trigram')`,
    );
};

export const openStore = (options: StoreOptions): Store => {
  if (options.file) mkdirSync(dirname(options.file), { recursive: true });
  const fresh = options.file === null || !existsSync(options.file);
  /** The database, from its file or (memory) from a serialized image. */
  const openDatabase = (image?: Buffer): Database.Database => {
    const opened = new Database(image ?? options.file ?? ':memory:');
    if (options.file) {
      opened.pragma('journal_mode = WAL');
      // Every commit reaches the disk before it returns: an answered write survives a crash or a power cut.
      opened.pragma('synchronous = FULL');
    }
    opened.pragma('busy_timeout = 5000');
    opened.exec(
      'CREATE TABLE IF NOT EXISTS store_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)',
    );
    for (const name of options.collections) ensureCollection(opened, name);
    return opened;
  };
  let db = openDatabase(options.file === null ? options.image : undefined);

  const tables = new Map<string, Table<never>>();
  const rollbackListeners: (() => void)[] = [];
  /** Counts and other knowledge of rows a rolled-back change wrote are wrong now: forget them. */
  const forgetAfterRollback = () => {
    for (const known of tables.values()) known.invalidate();
  };

  /** The open group of changes and the answers waiting for its commit. */
  let group: { done: Promise<void>; resolve(): void; reject(error: unknown): void } | null = null;
  /** Commits the open group; returns the storage's error when that fails (and everything was rolled back). */
  const commitGroup = (): unknown => {
    const current = group;
    if (!current) return undefined;
    group = null;
    try {
      db.exec('COMMIT');
      current.resolve();
      return undefined;
    } catch (error) {
      if (db.inTransaction) db.exec('ROLLBACK');
      forgetAfterRollback();
      for (const listener of rollbackListeners) listener();
      current.reject(error);
      return error;
    }
  };
  const joinGroup = () => {
    if (group) return;
    db.exec('BEGIN IMMEDIATE');
    let resolve!: () => void;
    let reject!: (error: unknown) => void;
    const done = new Promise<void>((onDone, onFail) => {
      resolve = onDone;
      reject = onFail;
    });
    // Nobody may be waiting (a change made outside a request); a failure is still reported to those who are.
    done.catch(() => undefined);
    group = { done, resolve, reject };
    setImmediate(commitGroup);
  };

  const table = <K extends CollectionName>(name: K): Table<RecordOf<K>> => {
    let found = tables.get(name);
    if (!found) {
      if (!options.collections.includes(name)) ensureCollection(db, name);
      const sameTable = name.toLowerCase();
      found = createTable<never>(db, name, () => {
        joinGroup();
        // SQLite's table names ignore case: the declared `auditlog` lists the rows `auditLog` writes. A write
        // through one name must also drop the answers kept under the other, or a list repeats a stale total.
        for (const [other, twin] of tables)
          if (other !== name && other.toLowerCase() === sameTable) twin.invalidate();
      });
      tables.set(name, found);
    }
    return found as unknown as Table<RecordOf<K>>;
  };

  const transaction = <R>(work: () => R): R => {
    joinGroup();
    try {
      // Inside the group's transaction this is a savepoint: undone on its own when `work` throws.
      return db.transaction(work)();
    } catch (error) {
      forgetAfterRollback();
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
        // A re-seed starts a new history, and with it a new chain.
        if (collectionSpec(name).chained) db.prepare(`DELETE FROM ${AUDIT_CHAIN_TABLE}`).run();
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
    transaction,
  });

  /** The image `restoreSnapshot` goes back to. */
  let snapshot: Buffer | null = null;
  const restoreSnapshot = () => {
    if (!snapshot) throw new Error('no snapshot to restore: call takeSnapshot() first');
    commitGroup();
    db.close();
    tables.clear();
    if (options.file) {
      for (const file of [`${options.file}-wal`, `${options.file}-shm`])
        rmSync(file, { force: true });
      writeFileSync(options.file, snapshot);
      db = openDatabase();
    } else db = openDatabase(snapshot);
    for (const listener of rollbackListeners) listener();
  };

  return {
    table,
    transaction,
    replace,
    get seededOnOpen() {
      return seededOnOpen;
    },
    settled: () => group?.done ?? Promise.resolve(),
    verifyAuditChain: () => verifyAuditChain(db),
    commitNow: () => {
      const error = commitGroup();
      if (error) throw error;
    },
    onRollback: (listener) => {
      rollbackListeners.push(listener);
    },
    takeSnapshot: () => {
      commitGroup();
      snapshot = db.serialize();
    },
    image: () => {
      commitGroup();
      return db.serialize();
    },
    restoreSnapshot,
    close: () => {
      commitGroup();
      db.close();
    },
  };
};
