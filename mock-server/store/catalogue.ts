import { DECLARED_RESOURCES } from '../../src/contract/resources';
import { holdsList } from '../kit/listSpec';
import type { DatabaseShape } from '../types';
import { toVerificationRow } from '../verifications/dto';

/**
 * What the store knows of each collection beyond its records:
 * - `listFields`: what its list filters and sorts by (an index each, with the tenant), read from the list row;
 * - `search`: what its search box looks in (an FTS5 trigram index over the list row);
 * - `lookups`: what handlers find records by (a session by its token hash, a note by its merchant), read from
 *   the record;
 * - `row`: where a list shows values derived from the record (a verification's credential categories and
 *   review due date), the row it filters, sorts, searches and answers with, kept beside the record at every
 *   write. Without it the list reads the record itself;
 * - `appendOnly`: the database refuses to change a stored record (the audit log);
 * - `chained`: every stored record is linked into a hash chain (the audit log, see `auditChain.ts`).
 * Declared resources bring their list's filters, search and sort; the rest is named here.
 */
export type CollectionName = keyof DatabaseShape;

export interface CollectionSpec {
  listFields: readonly string[];
  search: readonly string[];
  lookups: readonly string[];
  row?: (record: never) => Record<string, unknown>;
  appendOnly?: boolean;
  chained?: boolean;
  /**
   * Indexes over several list fields, in order, for the queries a single field's index cannot answer alone
   * (the dead-letter queue's error groups of the FAILED jobs; its failures of one type, newest first).
   */
  compoundIndexes?: readonly (readonly string[])[];
}

/** Collections whose records, once stored, never change. */
const APPEND_ONLY: ReadonlySet<string> = new Set<CollectionName>(['auditLog']);

/** Collections whose records are chained by hash in the order they were stored (tamper evidence). */
const CHAINED: ReadonlySet<string> = new Set<CollectionName>(['auditLog']);

/** Fields handlers find records by. */
const LOOKUPS: Partial<Record<CollectionName, readonly string[]>> = {
  users: ['email'],
  sessions: ['accessTokenHash', 'refreshTokenHash', 'userId'],
  oneTimeCodes: ['codeHash'],
  guardApprovals: ['requestHash', 'approvalHash'],
  verificationKeys: ['keyHash', 'userId'],
  invitations: ['userId'],
  merchantNotes: ['merchantId'],
  merchantIpWhitelists: ['merchantId'],
  'api-tokens': ['tokenHash'],
  auditLog: ['entityId'],
  reports: ['status'],
  verifications: ['publicId', 'status', 'documentNumber'],
  'workflow-executions': ['transactionId', 'verificationId'],
  transactions: ['workflowExecutionId', 'verificationId'],
  fraudKeys: ['key', 'entryId'],
  'fraud-matches': ['verificationId', 'entryId'],
  watchlistKeys: ['key'],
  'screening-hits': ['verificationId', 'listEntryId'],
  'screening-settings': ['merchantId'],
  datasetItems: ['datasetId'],
  experiments: ['state', 'datasetId'],
  experimentResults: ['experimentId'],
  experimentTags: ['experimentId'],
  jobs: ['userId'],
  mailTemplateVersions: ['templateId'],
  'dead-letter-jobs': ['status'],
};

/** Indexes over several list fields (see `CollectionSpec.compoundIndexes`). */
const COMPOUND_INDEXES: Partial<Record<CollectionName, readonly (readonly string[])[]>> = {
  'dead-letter-jobs': [
    ['errorSignature'],
    ['status', 'errorSignature'],
    ['status', 'jobType', 'lastFailedAt'],
  ],
};

/** List fields of collections listed by hand-written handlers (not declared lists). */
const HAND_LISTS: Partial<Record<CollectionName, readonly string[]>> = {
  merchantNotes: ['createdAt'],
};

/** The list rows of collections whose list shows derived values. */
const ROWS: Partial<Record<CollectionName, CollectionSpec['row']>> = {
  verifications: toVerificationRow as CollectionSpec['row'],
};

const declaredSpec = (name: string): Pick<CollectionSpec, 'listFields' | 'search'> => {
  const declaration = DECLARED_RESOURCES.find((candidate) => candidate.name === name);
  if (!declaration) return { listFields: [], search: [] };
  const fields = new Set<string>([
    declaration.list.sort.field,
    ...(declaration.list.sortable ?? []),
  ]);
  for (const filter of declaration.list.filters ?? []) {
    if (filter.kind === 'text' || holdsList(declaration, filter.source)) continue;
    // A country is a reference ({code, label, alpha2}) or its alpha-2 code: the filter compares the code.
    fields.add(filter.kind === 'country' ? `${filter.source}.alpha2` : filter.source);
    if (filter.kind === 'country') fields.add(filter.source);
  }
  for (const field of declaration.unique ?? []) fields.add(field);
  return { listFields: [...fields], search: [...(declaration.list.search ?? [])] };
};

const specs = new Map<string, CollectionSpec>();

export const collectionSpec = (name: string): CollectionSpec => {
  let spec = specs.get(name);
  if (!spec) {
    const declared = declaredSpec(name);
    const usable = (field: string) => field !== 'id' && field !== 'tenantId';
    spec = {
      listFields: [
        ...new Set([...declared.listFields, ...(HAND_LISTS[name as CollectionName] ?? [])]),
      ].filter(usable),
      search: declared.search,
      lookups: (LOOKUPS[name as CollectionName] ?? []).filter(usable),
      row: ROWS[name as CollectionName],
      appendOnly: APPEND_ONLY.has(name),
      chained: CHAINED.has(name),
      compoundIndexes: COMPOUND_INDEXES[name as CollectionName] ?? [],
    };
    specs.set(name, spec);
  }
  return spec;
};
