import { z } from 'zod';
import { declareResource } from '../declare';
import { ADMIN_ROLES } from '../permissions';
import { COUNTRY_CODES } from '../rules/countries';
import {
  FRAUD_DOCUMENT_TYPES,
  FRAUD_ENTRY_KINDS,
  FRAUD_ENTRY_SOURCES,
  FRAUD_ENTRY_STATUSES,
  subjectIssues,
} from '../rules/fraudSubject';

const VIEWERS = ['PERM_FRAUD_DATABASE_VIEW'] as const;
const EDITORS = ['PERM_FRAUD_DATABASE_EDIT'] as const;

const country = z.enum(COUNTRY_CODES as [string, ...string[]]);
/** A show section about some attributes: for the kinds that need them, or wherever one was given. */
const concerns =
  (kinds: readonly string[], fields: readonly string[]) =>
  (record: Readonly<Record<string, unknown>>) =>
    kinds.includes(String(record.kind)) ||
    fields.some(
      (field) => record[field] !== null && record[field] !== undefined && record[field] !== '',
    );

/** An attribute a subject of another kind may leave out; cleared in the form, it is stored as null. */
const optionalText = (max: number) => z.string().trim().max(max).nullish();

/**
 * The fraud database (spec sections 4 and 7, "Fraud"): subjects known to be fraudulent, or known to be good, that
 * every new verification of the tenant is checked against. An entry is a person, a document, an e-mail address, a
 * phone number, a device or an IBAN; its kind decides which attributes it must carry (`check`, shared with the
 * platform). Entries start NEW; a reviewer marks them FRAUD or APPROVED, and only an administrator puts one back to
 * NEW. Merchant staff reach their own tenant's entries only: an entry of another tenant answers the spec's
 * "fraud entry not belonging to the user" (mock-server/resources/fraudEntries.ts).
 */
export const fraudEntries = declareResource({
  name: 'fraud-entries',
  entityType: 'FraudEntry',
  idPrefix: 'fe',
  icon: 'GppMaybe',
  fields: z.object({
    kind: z.enum(FRAUD_ENTRY_KINDS),
    fullName: optionalText(200),
    dateOfBirth: z.iso.date().nullish(),
    nationality: country.nullish(),
    documentType: z.enum(FRAUD_DOCUMENT_TYPES).nullish(),
    documentNumber: optionalText(40),
    issuingCountry: country.nullish(),
    email: z.email().max(254).nullish(),
    phone: optionalText(20),
    deviceId: optionalText(128),
    iban: optionalText(42),
    reason: z.string().trim().min(1).max(1000),
    // Set by the platform: how the entry came in, the verification it came from, and the reviewers' verdict.
    source: z.enum(FRAUD_ENTRY_SOURCES).default('MANUAL'),
    verificationId: z.string().nullish(),
    status: z.enum(FRAUD_ENTRY_STATUSES).default('NEW'),
    /** What names the subject in lists and titles (the person's name, the document, the address), set on save. */
    label: z.string().max(300).default(''),
  }),
  computed: z.object({
    /** How many verifications this entry matched (open or decided). */
    matchCount: z.number().int(),
  }),
  fieldOptions: {
    reason: { kind: 'longText' },
    nationality: { kind: 'country' },
    issuingCountry: { kind: 'country' },
    phone: { help: true },
    iban: { help: true },
    source: { readOnly: true },
    status: { readOnly: true },
    label: { readOnly: true },
    verificationId: {
      kind: 'reference',
      reference: 'verifications',
      nameField: 'publicId',
      readOnly: true,
    },
  },
  recordRepresentation: 'label',
  list: {
    columns: [
      'label',
      'kind',
      'status',
      'source',
      'nationality',
      'matchCount',
      'createdAt',
      'reason',
    ],
    hiddenByDefault: ['reason'],
    search: [
      'label',
      'fullName',
      'documentNumber',
      'email',
      'phone',
      'deviceId',
      'iban',
      'reason',
      'id',
    ],
    filters: [
      { source: 'status', kind: 'choice', alwaysOn: true },
      { source: 'kind', kind: 'choice', alwaysOn: true },
      { source: 'source', kind: 'choice' },
      { source: 'nationality', kind: 'country' },
      { source: 'createdAt', kind: 'dateRange' },
    ],
    sortable: ['label', 'kind', 'status', 'source', 'nationality', 'createdAt'],
    sort: { field: 'createdAt', order: 'DESC' },
    perPage: 10,
    bulkDelete: false,
  },
  show: {
    sections: [
      { key: 'entry', fields: ['kind', 'status', 'source', 'verificationId', 'reason'] },
      // A subject's attributes, where its kind asks for them or they were given.
      {
        key: 'person',
        fields: ['fullName', 'dateOfBirth', 'nationality'],
        when: concerns(['PERSON'], ['fullName', 'dateOfBirth', 'nationality']),
      },
      {
        key: 'document',
        fields: ['documentType', 'documentNumber', 'issuingCountry'],
        when: concerns(['DOCUMENT'], ['documentType', 'documentNumber', 'issuingCountry']),
      },
      {
        key: 'contact',
        fields: ['email', 'phone', 'deviceId', 'iban'],
        when: concerns(
          ['EMAIL', 'PHONE', 'DEVICE', 'IBAN'],
          ['email', 'phone', 'deviceId', 'iban'],
        ),
      },
    ],
  },
  check: (values, { today }) => subjectIssues(values, today),
  access: { list: VIEWERS, show: VIEWERS, export: VIEWERS, create: EDITORS, edit: EDITORS },
  // The CSV update and its dry run (hand-written rows: a file, not a record).
  customAccess: { csvUpdate: EDITORS },
  actions: {
    markFraud: {
      target: 'record',
      method: 'POST',
      path: ':id/mark-fraud',
      access: EDITORS,
      confirm: true,
      destructive: true,
      icon: 'Report',
      when: { field: 'status', in: ['NEW', 'APPROVED'] },
    },
    approve: {
      target: 'record',
      method: 'POST',
      path: ':id/approve',
      access: EDITORS,
      confirm: true,
      icon: 'VerifiedUser',
      when: { field: 'status', in: ['NEW', 'FRAUD'] },
    },
    // Undoing a verdict is an administrator's call, audited like every change.
    reopen: {
      target: 'record',
      method: 'POST',
      path: ':id/reopen',
      access: ADMIN_ROLES,
      confirm: true,
      icon: 'Undo',
      when: { field: 'status', in: ['FRAUD', 'APPROVED'] },
    },
  },
});
