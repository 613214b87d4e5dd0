import { createHash } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { AuditChainBreak, AuditChainReport } from '../../src/contract/schemas/auditLog';
import { quoted } from './sqlList';

/**
 * The audit log's hash chain: every entry, in the order it was stored, has a link row holding the SHA-256 of
 * the previous link's hash and the entry's canonical JSON. Changing a stored entry, removing one, inserting one
 * beside the chain or rewriting a link breaks the chain from that entry on, and `verifyAuditChain` names the
 * first entry where it breaks.
 *
 * The links live in their own table (`audit_chain`, ordered by `seq`, an INTEGER PRIMARY KEY that VACUUM keeps)
 * rather than inside the entries: entries keep the shape the API answers, and a database written before the
 * chain existed gets its links without rewriting its append-only rows (migration 1, `linkUnchainedEntries`).
 *
 * One chain per store. The previous hash is read from the table inside the unit that inserts the entry (the
 * store is synchronous, and the entry and its link are one savepoint), so two requests cannot link to the same
 * predecessor, and a rolled-back request leaves neither an entry nor a link behind: nothing is cached.
 */
export const AUDIT_CHAIN_TABLE = 'audit_chain';

/** What the first link chains to. */
export const GENESIS_HASH = '0'.repeat(64);

export type { AuditChainBreak, AuditChainReport };

/** JSON with every object's keys sorted, so the same values always give the same text. */
export const canonicalJson = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map(
        (key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`,
      )
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
};

/** The hash of an entry (its stored JSON text) chained to the previous link's hash. */
export const linkHash = (previousHash: string, entryJson: string): string =>
  createHash('sha256')
    .update(previousHash)
    .update('\n')
    .update(canonicalJson(JSON.parse(entryJson)))
    .digest('hex');

/** Creates the link table (idempotent, at every open); a link, like the entry it covers, never changes. */
export const ensureAuditChain = (db: Database): void => {
  db.exec(`CREATE TABLE IF NOT EXISTS ${AUDIT_CHAIN_TABLE} (
    seq INTEGER PRIMARY KEY,
    entry_id TEXT NOT NULL UNIQUE,
    previous_hash TEXT NOT NULL,
    hash TEXT NOT NULL
  )`);
  db.exec(`CREATE TRIGGER IF NOT EXISTS ${quoted(`${AUDIT_CHAIN_TABLE}:append-only`)}
    BEFORE UPDATE ON ${AUDIT_CHAIN_TABLE} BEGIN SELECT RAISE(ABORT, '${AUDIT_CHAIN_TABLE} is append-only'); END`);
};

const lastHash = (db: Database): string =>
  (db.prepare(`SELECT hash FROM ${AUDIT_CHAIN_TABLE} ORDER BY seq DESC LIMIT 1`).pluck().get() as
    string | undefined) ?? GENESIS_HASH;

/** Links a just-stored entry to the end of the chain (call it in the unit that stored the entry). */
export const linkEntry = (db: Database, entryId: string, entryJson: string): void => {
  const previous = lastHash(db);
  db.prepare(
    `INSERT INTO ${AUDIT_CHAIN_TABLE} (entry_id, previous_hash, hash) VALUES (?, ?, ?)`,
  ).run(entryId, previous, linkHash(previous, entryJson));
};

/** Links every stored entry that has no link yet, in the order they were stored; answers how many. */
export const linkUnchainedEntries = (db: Database, collection: string): number => {
  const unlinked = db
    .prepare(
      `SELECT id, data FROM ${quoted(collection)} AS e
       WHERE NOT EXISTS (SELECT 1 FROM ${AUDIT_CHAIN_TABLE} AS c WHERE c.entry_id = e.id) ORDER BY e.rowid`,
    )
    .all() as { id: string; data: string }[];
  for (const entry of unlinked) linkEntry(db, entry.id, entry.data);
  return unlinked.length;
};

const timestampOf = (entryJson: string): string | null => {
  const { timestamp } = JSON.parse(entryJson) as { timestamp?: unknown };
  return typeof timestamp === 'string' ? timestamp : null;
};

/** Walks the chain from the genesis value and reports the first entry where it breaks. */
export const verifyAuditChain = (db: Database, collection = 'auditLog'): AuditChainReport => {
  const links = db
    .prepare(
      `SELECT c.entry_id AS id, c.previous_hash AS previous, c.hash AS hash, e.data AS data
       FROM ${AUDIT_CHAIN_TABLE} AS c LEFT JOIN ${quoted(collection)} AS e ON e.id = c.entry_id ORDER BY c.seq`,
    )
    .iterate() as Iterable<{ id: string; previous: string; hash: string; data: string | null }>;
  let previous = GENESIS_HASH;
  let checked = 0;
  const broken = (id: string, data: string | null, reason: AuditChainBreak): AuditChainReport => ({
    ok: false,
    checked,
    firstBrokenId: id,
    firstBrokenAt: data === null ? null : timestampOf(data),
    reason,
  });
  for (const link of links) {
    const reason: AuditChainBreak | null =
      link.previous !== previous
        ? 'LINK_BROKEN'
        : link.data === null
          ? 'ENTRY_MISSING'
          : linkHash(previous, link.data) !== link.hash
            ? 'ENTRY_CHANGED'
            : null;
    if (reason) return broken(link.id, link.data, reason);
    previous = link.hash;
    checked += 1;
  }
  const unchained = db
    .prepare(
      `SELECT id, data FROM ${quoted(collection)} AS e
       WHERE NOT EXISTS (SELECT 1 FROM ${AUDIT_CHAIN_TABLE} AS c WHERE c.entry_id = e.id) ORDER BY e.rowid LIMIT 1`,
    )
    .get() as { id: string; data: string } | undefined;
  if (unchained) return broken(unchained.id, unchained.data, 'ENTRY_NOT_CHAINED');
  return { ok: true, checked, firstBrokenId: null, firstBrokenAt: null, reason: null };
};
