import type Database from 'better-sqlite3';
import type { CollectionName } from './catalogue';
import { collectionSpec } from './catalogue';
import type { Table } from './table';
import { linkUnchainedEntries } from './auditChain';

/**
 * Versioned migrations of stored records, run in order at open; the database's `user_version` is the last one
 * applied. A store seeded now is already current (seeds are written in today's shape), so a fresh store only
 * records the latest version. Tables and indexes are not migrations: they follow the catalogue and are created
 * at every open where missing. List rows are derived data: when a collection's row changes shape (its entry in
 * ROW_VERSIONS), every row is computed again at open.
 */
export interface Migration {
  version: number;
  description: string;
  up(scope: MigrationScope): void;
}

export interface MigrationScope {
  db: Database.Database;
  table<K extends CollectionName>(name: K): Table<never>;
}

/** The shape version of each kept list row (raise it when the row function changes what it holds). */
export const ROW_VERSIONS: Partial<Record<CollectionName, number>> = { verifications: 1 };

const userVersion = (db: Database.Database): number =>
  db.pragma('user_version', { simple: true }) as number;

export const migrate = (
  db: Database.Database,
  migrations: readonly Migration[],
  {
    fresh,
    table,
    transaction,
  }: {
    fresh: boolean;
    table: MigrationScope['table'];
    /** The store's unit of work (migrations join its group commit like every other change). */
    transaction: <R>(work: () => R) => R;
  },
): void => {
  const ordered = [...migrations].sort((a, b) => a.version - b.version);
  const latest = ordered.at(-1)?.version ?? 0;
  if (fresh) db.pragma(`user_version = ${latest}`);
  else
    for (const migration of ordered.filter((m) => m.version > userVersion(db)))
      transaction(() => {
        migration.up({ db, table });
        db.pragma(`user_version = ${migration.version}`);
      });

  // Rows of a collection whose row shape changed since they were written are written again.
  for (const [name, version] of Object.entries(ROW_VERSIONS) as [CollectionName, number][]) {
    if (!collectionSpec(name).row) continue;
    const key = `rowVersion:${name}`;
    const stored = db.prepare('SELECT value FROM store_meta WHERE key = ?').get(key) as
      { value: string } | undefined;
    if (stored?.value === String(version)) continue;
    transaction(() => {
      if (!fresh) {
        const records = table(name);
        for (const record of records.all()) records.update(record);
      }
      db.prepare(
        'INSERT INTO store_meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
      ).run(key, String(version));
    });
  }
};

/** Session lifetimes as they were when sessions began to carry them (auth/tokens.ts may be configured otherwise). */
const SESSION_LIFETIME_AT_MIGRATION_MS = 12 * 60 * 60 * 1000;
const ACCESS_TOKEN_TTL_AT_MIGRATION_MS = 15 * 60 * 1000;

/** The emulator's migrations, in order; a new one takes the next version. */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    description:
      'Chain the audit log by hash: entries stored before the chain existed are linked in the order they were stored',
    up: ({ db }) => {
      linkUnchainedEntries(db, 'auditLog');
    },
  },
  {
    version: 2,
    description:
      'sessions: an absolute end (sign-in + 12 h), the last use (when the current tokens were issued) and the ' +
      'list of rotated-out refresh tokens',
    up: ({ table }) => {
      const sessions = table('sessions') as unknown as Table<
        { id: string; createdAt: string; accessExpiresAt: number } & Record<string, unknown>
      >;
      for (const session of sessions.all()) {
        const signedInAt = Date.parse(session.createdAt);
        sessions.update({
          ...session,
          // A session whose start cannot be read is over.
          absoluteExpiresAt: Number.isNaN(signedInAt)
            ? 0
            : signedInAt + SESSION_LIFETIME_AT_MIGRATION_MS,
          lastUsedAt: session.accessExpiresAt - ACCESS_TOKEN_TTL_AT_MIGRATION_MS,
          usedRefreshTokenHashes: [],
        });
      }
    },
  },
];
