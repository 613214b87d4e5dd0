import { REVIEW_SLA_HOURS, SLA_AT_RISK_WINDOW_HOURS } from '../../src/contract/constants';
import type { CredentialCategory, VerificationRecord } from '../types';
import { VERIFICATION_STATUSES, type SortField, type VerificationFilter } from './filter';

/**
 * The verification list engine. The generic engine (mock-server/query) filters and then sorts every matching
 * record on each call; over 100,000 verifications that takes longer than the 100 ms the issue allows. Here the
 * collection gets a column index, built once and kept until the collection changes:
 * - every filterable field as a small integer code in a typed array (status, source, country, document type,
 *   match type, risk score, credential categories as a bit mask, tenant) plus the transaction time in ms and the
 *   lower-cased search text, so a filter is one tight pass over compact arrays instead of chasing objects;
 * - per sort field, the positions of all records in that order (built on first use).
 * A query marks the matching positions in one pass, then walks the sort order only as far as the requested page.
 *
 * Writes call `verificationsChanged(records, record)`: the record's columns are refreshed in place and only the
 * `updatedAt` order (the one field a write moves) is dropped. A different collection array (re-seed, control
 * reset) or a different length (records added or removed elsewhere) rebuilds the index.
 */

const CATEGORY_BITS: Record<CredentialCategory, number> = {
  ID: 1,
  ID_AND_ADDRESS: 2,
  IV: 4,
  DOCUMENT: 8,
  FACEMAP: 16,
  SELFIE: 32,
  LIVENESS: 64,
};

/** Strings ↔ small integer codes, growing as values appear. */
class Dictionary {
  private readonly codes = new Map<string, number>();
  code(value: string): number {
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.codes.size;
      this.codes.set(value, code);
    }
    return code;
  }
  find(value: string): number | undefined {
    return this.codes.get(value);
  }
  get size(): number {
    return this.codes.size;
  }
}

interface ColumnIndex {
  length: number;
  records: readonly VerificationRecord[];
  positions: Map<string, number>;
  dict: {
    tenant: Dictionary;
    status: Dictionary;
    source: Dictionary;
    country: Dictionary;
    documentType: Dictionary;
    matchType: Dictionary;
  };
  tenant: Uint16Array;
  status: Uint8Array;
  source: Uint8Array;
  country: Uint16Array;
  documentType: Uint8Array;
  matchType: Uint8Array;
  risk: Uint8Array;
  categories: Uint8Array;
  tx: Float64Array;
  search: string[];
  orders: Map<SortField, Uint32Array>;
}

const indexes = new WeakMap<readonly VerificationRecord[], ColumnIndex>();

const searchTextOf = (v: VerificationRecord): string => {
  const first = v.firstName ?? '';
  const last = v.lastName ?? '';
  // Joined by a character no search text contains, so a match never spans two fields.
  return `${first} ${last}\u0001${last} ${first}\u0001${v.documentNumber ?? ''}\u0001${v.publicId}`.toLowerCase();
};

const fill = (index: ColumnIndex, p: number, v: VerificationRecord): void => {
  const d = index.dict;
  index.tenant[p] = d.tenant.code(v.tenantId);
  index.status[p] = d.status.code(v.status);
  index.source[p] = d.source.code(v.source);
  index.country[p] = d.country.code(v.country.alpha2.toUpperCase());
  index.documentType[p] = d.documentType.code(v.documentType);
  index.matchType[p] = d.matchType.code(v.matchType);
  index.risk[p] = Math.max(0, Math.min(255, v.riskScore));
  let bits = 0;
  for (const c of v.credentials) bits |= CATEGORY_BITS[c.category] ?? 0;
  index.categories[p] = bits;
  index.tx[p] = Date.parse(v.transactionCreationDate);
  index.search[p] = searchTextOf(v);
};

const buildIndex = (records: readonly VerificationRecord[]): ColumnIndex => {
  const n = records.length;
  const index: ColumnIndex = {
    length: n,
    records,
    positions: new Map(),
    dict: {
      tenant: new Dictionary(),
      status: new Dictionary(),
      source: new Dictionary(),
      country: new Dictionary(),
      documentType: new Dictionary(),
      matchType: new Dictionary(),
    },
    tenant: new Uint16Array(n),
    status: new Uint8Array(n),
    source: new Uint8Array(n),
    country: new Uint16Array(n),
    documentType: new Uint8Array(n),
    matchType: new Uint8Array(n),
    risk: new Uint8Array(n),
    categories: new Uint8Array(n),
    tx: new Float64Array(n),
    search: new Array<string>(n),
    orders: new Map(),
  };
  for (let p = 0; p < n; p++) {
    const v = records[p]!;
    index.positions.set(v.id, p);
    fill(index, p, v);
  }
  return index;
};

const indexFor = (records: readonly VerificationRecord[]): ColumnIndex => {
  let index = indexes.get(records);
  if (!index || index.length !== records.length) {
    index = buildIndex(records);
    indexes.set(records, index);
  }
  return index;
};

/** Keeps the index right after a write (see the module comment). */
export const verificationsChanged = (
  records: readonly VerificationRecord[],
  changed?: VerificationRecord,
): void => {
  const index = indexes.get(records);
  if (!index) return;
  const p = changed ? index.positions.get(changed.id) : undefined;
  if (!changed || p === undefined || index.length !== records.length || records[p] !== changed) {
    indexes.delete(records);
    return;
  }
  fill(index, p, changed);
  index.orders.delete('updatedAt');
};

/** All positions ordered by `field` ascending (ties by id), cached until a write moves that field. */
const orderBy = (index: ColumnIndex, field: SortField): Uint32Array => {
  const cached = index.orders.get(field);
  if (cached) return cached;
  const { records } = index;
  const keys = field === 'transactionCreationDate' ? index.tx : new Float64Array(records.length);
  if (field !== 'transactionCreationDate')
    for (let p = 0; p < records.length; p++) keys[p] = Date.parse(records[p]![field]);
  const order = new Uint32Array(records.length);
  for (let p = 0; p < order.length; p++) order[p] = p;
  order.sort((a, b) => {
    const diff = keys[a]! - keys[b]!;
    if (diff) return diff;
    const ia = records[a]!.id;
    const ib = records[b]!.id;
    return ia < ib ? -1 : ia > ib ? 1 : 0;
  });
  index.orders.set(field, order);
  return order;
};

/** A lookup table `code → wanted` for a set of values (values never seen match nothing). */
const lookup = (dict: Dictionary, values: Set<string> | undefined): Uint8Array | undefined => {
  if (!values) return undefined;
  const table = new Uint8Array(Math.max(1, dict.size));
  for (const value of values) {
    const code = dict.find(value);
    if (code !== undefined) table[code] = 1;
  }
  return table;
};

const HOUR = 3_600_000;

/**
 * The filter as one predicate over positions. SLA: due = transaction + REVIEW_SLA_HOURS; BREACHED = due ≤ now;
 * AT_RISK = now < due ≤ now + SLA_AT_RISK_WINDOW_HOURS (only REVIEW_PENDING rows have a due time).
 */
const buildMatcher = (
  index: ColumnIndex,
  filter: VerificationFilter,
  tenantId: string,
  now: number,
  ignoreStatus: boolean,
): ((p: number) => boolean) | null => {
  const tenantCode = index.dict.tenant.find(tenantId);
  if (tenantCode === undefined) return null;
  const statusOk = ignoreStatus ? undefined : lookup(index.dict.status, filter.status);
  const sourceOk = lookup(index.dict.source, filter.source);
  const countryOk = lookup(index.dict.country, filter.country);
  const documentOk = lookup(index.dict.documentType, filter.documentType);
  const matchOk = lookup(index.dict.matchType, filter.matchType);
  let categoryMask = 0;
  for (const c of filter.credentialCategory ?? [])
    categoryMask |= CATEGORY_BITS[c as CredentialCategory] ?? 0;
  const wantCategory = filter.credentialCategory !== undefined;
  const riskMin = filter.riskScoreMin ?? 0;
  const riskMax = filter.riskScoreMax ?? 255;
  let txMin = filter.from !== undefined ? Date.parse(filter.from) : -Infinity;
  let txMax = filter.to !== undefined ? Date.parse(filter.to) : Infinity;
  let pendingCode = -1;
  if (filter.sla) {
    pendingCode = index.dict.status.find('REVIEW_PENDING') ?? -2;
    const breachedUpTo = now - REVIEW_SLA_HOURS * HOUR;
    if (filter.sla === 'BREACHED') txMax = Math.min(txMax, breachedUpTo);
    else {
      // Strictly after the breach instant: the next representable millisecond.
      txMin = Math.max(txMin, breachedUpTo + 1);
      txMax = Math.min(txMax, now - (REVIEW_SLA_HOURS - SLA_AT_RISK_WINDOW_HOURS) * HOUR);
    }
  }
  const q = filter.q;
  const { tenant, status, source, country, documentType, matchType, risk, categories, tx, search } =
    index;
  return (p) =>
    tenant[p] === tenantCode &&
    (statusOk === undefined || statusOk[status[p]!] === 1) &&
    (pendingCode === -1 || status[p] === pendingCode) &&
    (sourceOk === undefined || sourceOk[source[p]!] === 1) &&
    (countryOk === undefined || countryOk[country[p]!] === 1) &&
    (documentOk === undefined || documentOk[documentType[p]!] === 1) &&
    (matchOk === undefined || matchOk[matchType[p]!] === 1) &&
    risk[p]! >= riskMin &&
    risk[p]! <= riskMax &&
    tx[p]! >= txMin &&
    tx[p]! <= txMax &&
    (!wantCategory || (categories[p]! & categoryMask) !== 0) &&
    (q === undefined || search[p]!.includes(q));
};

export interface VerificationPage {
  content: VerificationRecord[];
  totalElements: number;
}

/**
 * Marks the matches in storage order first (a sequential pass: the search strings and columns are read in the
 * order they sit in memory, which is several times faster than reading them in sort order), then walks the
 * sort order over the marks.
 */
const markMatches = (index: ColumnIndex, matches: (p: number) => boolean) => {
  const hits = new Uint8Array(index.length);
  let total = 0;
  for (let p = 0; p < index.length; p++)
    if (matches(p)) {
      hits[p] = 1;
      total++;
    }
  return { hits, total };
};

/** One page of the tenant's matching verifications in the requested order, and how many match in total. */
export const queryVerifications = (
  records: readonly VerificationRecord[],
  filter: VerificationFilter,
  tenantId: string,
  now: number,
): VerificationPage => {
  const index = indexFor(records);
  const matches = buildMatcher(index, filter, tenantId, now, false);
  if (!matches) return { content: [], totalElements: 0 };
  const { hits, total } = markMatches(index, matches);
  const start = filter.offset * filter.pageSize;
  const end = Math.min(total, start + filter.pageSize);
  const content: VerificationRecord[] = [];
  if (start >= end) return { content, totalElements: total };
  const order = orderBy(index, filter.sort.field);
  const n = order.length;
  const ascending = filter.sort.direction === 'ASC';
  let seen = 0;
  for (let i = 0; i < n && seen < end; i++) {
    const p = order[ascending ? i : n - 1 - i]!;
    if (hits[p] !== 1) continue;
    if (seen >= start) content.push(records[p]!);
    seen++;
  }
  return { content, totalElements: total };
};

/** Every match in order (the CSV export). */
export const allMatches = (
  records: readonly VerificationRecord[],
  filter: VerificationFilter,
  tenantId: string,
  now: number,
): VerificationRecord[] => {
  const index = indexFor(records);
  const matches = buildMatcher(index, filter, tenantId, now, false);
  if (!matches) return [];
  const { hits, total } = markMatches(index, matches);
  const result: VerificationRecord[] = [];
  if (!total) return result;
  const order = orderBy(index, filter.sort.field);
  const n = order.length;
  const ascending = filter.sort.direction === 'ASC';
  for (let i = 0; i < n && result.length < total; i++) {
    const p = order[ascending ? i : n - 1 - i]!;
    if (hits[p] === 1) result.push(records[p]!);
  }
  return result;
};

/** `{ALL, <status>: n}` for the filter without its status part (the status tabs). */
export const countByStatus = (
  records: readonly VerificationRecord[],
  filter: VerificationFilter,
  tenantId: string,
  now: number,
): Record<string, number> => {
  const counts: Record<string, number> = { ALL: 0 };
  for (const status of VERIFICATION_STATUSES) counts[status] = 0;
  const index = indexFor(records);
  const matches = buildMatcher(index, filter, tenantId, now, true);
  if (!matches) return counts;
  const perCode = new Array<number>(index.dict.status.size).fill(0);
  let all = 0;
  for (let p = 0; p < index.length; p++)
    if (matches(p)) {
      perCode[index.status[p]!]!++;
      all++;
    }
  counts.ALL = all;
  for (const status of VERIFICATION_STATUSES) {
    const code = index.dict.status.find(status);
    if (code !== undefined) counts[status] = perCode[code] ?? 0;
  }
  return counts;
};
