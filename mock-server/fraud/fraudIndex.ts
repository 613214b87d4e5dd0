import { randomUUID } from 'node:crypto';
import { isoNow, type ServerContext } from '../context';
import type { FraudKeyRecord, StoredRecord } from '../types';
import {
  blockingKeysOf,
  compareSubjects,
  MATCH_THRESHOLD,
  sameSubjectKeyOf,
  type FraudSubject,
  type MatchExplanation,
} from './matching';

/**
 * The fraud database's blocking index, kept in the store beside the entries: one row per (tenant, key, entry).
 * A verification or a new entry is compared with the entries sharing one of its keys only, never with the whole
 * database, so checking one subject against 100,000 entries costs a few indexed lookups and a few dozen
 * comparisons (`npm run bench:fraud`). The key `same:…` is the subject's identity, for duplicates.
 */
export type { FraudKeyRecord };
export type FraudEntryRecord = StoredRecord &
  FraudSubject & {
    status: string;
    label: string;
    source?: string;
    verificationId?: string | null;
  };

export type FraudMatchRecord = StoredRecord & {
  entryId: string;
  entryLabel: string;
  entryKind: string;
  verificationId: string;
  verificationPublicId: string;
  verificationName: string;
  score: number;
  matchedOn: string[];
  status: 'OPEN' | 'APPROVED' | 'FRAUD' | 'EXCLUDED';
  features: MatchExplanation['features'];
};

const SAME = 'same:';
const scoped = (tenantId: string, key: string) => `${tenantId}|${key}`;

/** The keys an entry is indexed under: its blocking keys and its identity. */
export const indexKeysOf = (subject: FraudSubject): string[] => {
  const same = sameSubjectKeyOf(subject);
  return [...blockingKeysOf(subject), ...(same ? [`${SAME}${same}`] : [])];
};

/** The index rows of an entry (the seed writes them in bulk). */
export const indexRowsOf = (entry: FraudEntryRecord): FraudKeyRecord[] =>
  indexKeysOf(entry).map((key) => ({
    id: `${entry.id}|${key}`,
    tenantId: entry.tenantId,
    key: scoped(entry.tenantId, key),
    entryId: entry.id,
  }));

/** Puts an entry's keys in the index (after a create or an update, in the same unit of work). */
export const indexEntry = (ctx: ServerContext, entry: FraudEntryRecord): void => {
  const keys = ctx.store.table('fraudKeys');
  for (const row of keys.where('entryId', entry.id)) keys.delete(row.id);
  for (const row of indexRowsOf(entry)) keys.insert(row);
};

const entriesUnder = (ctx: ServerContext, tenantId: string, keys: readonly string[]) => {
  const index = ctx.store.table('fraudKeys');
  const ids = new Set<string>();
  for (const key of keys)
    for (const row of index.where('key', scoped(tenantId, key))) ids.add(row.entryId);
  const entries = ctx.store.table('fraud-entries');
  return [...ids]
    .map((id) => entries.get(id) as FraudEntryRecord | undefined)
    .filter((entry): entry is FraudEntryRecord => entry?.tenantId === tenantId);
};

/** The entry of the tenant that is the same subject, if any (a duplicate). */
export const sameSubjectEntry = (
  ctx: ServerContext,
  tenantId: string,
  subject: FraudSubject,
  exceptId?: string,
): FraudEntryRecord | undefined => {
  const same = sameSubjectKeyOf(subject);
  if (!same) return undefined;
  return entriesUnder(ctx, tenantId, [`${SAME}${same}`]).find((entry) => entry.id !== exceptId);
};

/** The entries the blocking index hands the matcher for a subject: those sharing one of its keys. */
export const candidatesOf = (
  ctx: ServerContext,
  tenantId: string,
  subject: FraudSubject,
): FraudEntryRecord[] => entriesUnder(ctx, tenantId, indexKeysOf(subject));

export interface ScoredEntry {
  entry: FraudEntryRecord;
  explanation: MatchExplanation;
}

/**
 * The tenant's entries that look like the subject, best first: the candidates of the blocking index, each
 * compared attribute by attribute, kept from `threshold` on.
 */
export const scoreAgainstEntries = (
  ctx: ServerContext,
  tenantId: string,
  subject: FraudSubject,
  { threshold = MATCH_THRESHOLD, exceptId }: { threshold?: number; exceptId?: string } = {},
): ScoredEntry[] =>
  candidatesOf(ctx, tenantId, subject)
    .filter((entry) => entry.id !== exceptId)
    .map((entry) => ({ entry, explanation: compareSubjects(subject, entry) }))
    .filter(({ explanation }) => explanation.score >= threshold)
    .sort(
      (a, b) => b.explanation.score - a.explanation.score || a.entry.id.localeCompare(b.entry.id),
    );

/** What a verification says about its subject, in the fraud database's terms. */
export interface VerificationSubjectSource {
  id: string;
  publicId: string;
  tenantId: string;
  firstName?: string | null;
  lastName?: string | null;
  dateOfBirth?: string | null;
  documentType?: string | null;
  documentNumber?: string | null;
  issuingCountry?: string | null;
  country?: { alpha2?: string } | null;
}

export const subjectOfVerification = (verification: VerificationSubjectSource): FraudSubject => ({
  fullName: [verification.firstName, verification.lastName].filter(Boolean).join(' ') || null,
  dateOfBirth: verification.dateOfBirth ?? null,
  nationality: verification.country?.alpha2 ?? null,
  documentType: verification.documentType ?? null,
  documentNumber: verification.documentNumber ?? null,
  issuingCountry: verification.issuingCountry ?? null,
});

/** The match record of a (verification, entry) pair as the platform writes it. */
export const matchRecordOf = (
  verification: VerificationSubjectSource,
  { entry, explanation }: ScoredEntry,
  stamp: { id: string; at: string; by: string },
): FraudMatchRecord => ({
  id: stamp.id,
  tenantId: verification.tenantId,
  entryId: entry.id,
  entryLabel: entry.label,
  entryKind: entry.kind ?? 'PERSON',
  verificationId: verification.id,
  verificationPublicId: verification.publicId,
  verificationName: subjectOfVerification(verification).fullName ?? '',
  score: explanation.score,
  matchedOn: explanation.features
    .filter((feature) => feature.outcome !== 'MISMATCH')
    .map((feature) => feature.feature),
  status: 'OPEN',
  features: explanation.features,
  version: 1,
  createdAt: stamp.at,
  createdBy: stamp.by,
  updatedAt: stamp.at,
  updatedBy: stamp.by,
});

/**
 * Checks a verification against the tenant's fraud database and records every new match. A pair already
 * recorded is left as it is: a decided match stays decided, and an excluded pair is never matched again.
 */
export const checkVerification = (
  ctx: ServerContext,
  verification: VerificationSubjectSource,
): FraudMatchRecord[] => {
  const matches = ctx.store.table('fraud-matches');
  const known = new Set(
    (matches.where('verificationId', verification.id) as FraudMatchRecord[]).map(
      (match) => match.entryId,
    ),
  );
  const at = isoNow(ctx);
  return scoreAgainstEntries(ctx, verification.tenantId, subjectOfVerification(verification))
    .filter(({ entry }) => !known.has(entry.id))
    .map((scored) => {
      const record = matchRecordOf(verification, scored, {
        id: `fm-${randomUUID()}`,
        at,
        by: 'system',
      });
      matches.insert(record);
      return record;
    });
};
