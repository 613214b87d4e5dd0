import { friendlyFormatIBAN } from 'ibantools';
import { documentNumberKey, type FraudEntryKind } from '../../src/contract/rules/fraudSubject';
import { ApiError } from '../http/errors';
import { indexEntry, sameSubjectEntry, type FraudEntryRecord } from '../fraud/fraudIndex';
import { normaliseIban } from '../fraud/normalise';
import type { ResourceBehaviour } from '../kit/behaviour';
import type { StoredRecord } from '../types';

type Values = Record<string, unknown>;
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** The attribute that says who a subject of each kind is: where a duplicate is reported. */
const IDENTIFYING_FIELD: Readonly<Record<FraudEntryKind, string>> = {
  PERSON: 'fullName',
  DOCUMENT: 'documentNumber',
  EMAIL: 'email',
  PHONE: 'phone',
  DEVICE: 'deviceId',
  IBAN: 'iban',
};

/** What names an entry in lists, titles and matches: the person, the document, the address… */
export const fraudEntryLabelOf = (values: Values): string => {
  switch (values.kind as FraudEntryKind) {
    case 'PERSON':
      return text(values.fullName) ?? '';
    case 'DOCUMENT':
      return [values.documentNumber, values.issuingCountry].map(text).filter(Boolean).join(' · ');
    case 'IBAN':
      return friendlyFormatIBAN(text(values.iban) ?? '') ?? text(values.iban) ?? '';
    default:
      return text(values[IDENTIFYING_FIELD[values.kind as FraudEntryKind]]) ?? '';
  }
};

/** The spellings entries are stored and compared in: document numbers, e-mail addresses and IBANs normalised. */
export const normaliseFraudEntry = (values: Values): Values => ({
  ...values,
  documentNumber: text(values.documentNumber) && documentNumberKey(String(values.documentNumber)),
  email: text(values.email)?.toLowerCase() ?? null,
  iban: normaliseIban(text(values.iban)) ?? null,
  phone: text(values.phone),
  deviceId: text(values.deviceId),
  fullName: text(values.fullName),
});

/** The spec's "fraud entry not belonging to the user": an entry of another tenant is not the caller's to touch. */
export const fraudEntryNotOwned = (): ApiError =>
  new ApiError(
    403,
    'FRAUD_ENTRY_NOT_OWNED',
    'This fraud entry belongs to another tenant. You can only read and change the entries of your own tenant.',
  );

/**
 * The fraud database beyond the generic handler:
 * - `prepare` stores the normalised spellings, keeps what only the platform sets (source, originating
 *   verification, status) and refuses a second entry for the same subject (409 DUPLICATE_ENTITY on the
 *   identifying field, naming the existing entry);
 * - `stored` files the entry in the blocking index the matcher reads;
 * - `find` answers an entry of another tenant with FRAUD_ENTRY_NOT_OWNED (403, audited like every refusal);
 * - the verdicts: FRAUD, APPROVED, and back to NEW (administrators only, by the endpoint's permission).
 */
export const fraudEntriesBehaviour: ResourceBehaviour = {
  prepare: (input, { ctx, auth, current }) => {
    const values = normaliseFraudEntry(input);
    const kind = values.kind as FraudEntryKind;
    const stored = current as unknown as Values | undefined;
    const next: Values = {
      ...values,
      source: stored ? stored.source : 'MANUAL',
      verificationId: stored ? (stored.verificationId ?? null) : null,
      status: stored ? stored.status : 'NEW',
    };
    next.label = fraudEntryLabelOf(next);
    const existing = sameSubjectEntry(ctx, auth.tenant.id, next, current?.id);
    if (existing) {
      const field = IDENTIFYING_FIELD[kind];
      throw new ApiError(
        409,
        'DUPLICATE_ENTITY',
        `This subject is already in the fraud database: ${existing.label} (${existing.id}).`,
        [
          {
            field,
            code: 'DUPLICATE_ENTITY',
            message: `Already in the database as ${existing.id}.`,
          },
        ],
        { existingId: existing.id, existingLabel: existing.label },
      );
    }
    return next;
  },
  stored: (record, { ctx }) => indexEntry(ctx, record as FraudEntryRecord),
  find: (id, { ctx, auth }) => {
    const record = id.length <= 100 ? ctx.store.table('fraud-entries').get(id) : undefined;
    if (!record) return undefined;
    if ((record as StoredRecord).tenantId !== auth.tenant.id) throw fraudEntryNotOwned();
    return record as StoredRecord;
  },
  present: (record, { ctx }) => ({
    matchCount: ctx.store
      .table('fraud-matches')
      .countWhere(record.tenantId, [{ field: 'entryId', in: [record.id] }]),
  }),
  actions: {
    markFraud: (record) => ({ ...record, status: 'FRAUD' }) as StoredRecord,
    approve: (record) => ({ ...record, status: 'APPROVED' }) as StoredRecord,
    reopen: (record) => ({ ...record, status: 'NEW' }) as StoredRecord,
  },
};
