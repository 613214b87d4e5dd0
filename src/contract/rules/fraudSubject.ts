import { electronicFormatIBAN, isValidIBAN } from 'ibantools';

/**
 * The fraud database's subject rules, shared by the portal's form and the platform: what a subject of each kind
 * must carry, and the format of each attribute. Checks that need two fields (a document number against its
 * type) live here so both sides refuse the same entry with the same field and code.
 */

export const FRAUD_ENTRY_KINDS = [
  'PERSON',
  'DOCUMENT',
  'EMAIL',
  'PHONE',
  'DEVICE',
  'IBAN',
] as const;
export type FraudEntryKind = (typeof FRAUD_ENTRY_KINDS)[number];

export const FRAUD_ENTRY_STATUSES = ['NEW', 'FRAUD', 'APPROVED'] as const;
export type FraudEntryStatus = (typeof FRAUD_ENTRY_STATUSES)[number];

export const FRAUD_ENTRY_SOURCES = ['MANUAL', 'CSV', 'VERIFICATION'] as const;

export const FRAUD_DOCUMENT_TYPES = [
  'PASSPORT',
  'ID_CARD',
  'DRIVING_LICENSE',
  'RESIDENCE_PERMIT',
] as const;
export type FraudDocumentType = (typeof FRAUD_DOCUMENT_TYPES)[number];

/**
 * Document numbers per type, after normalisation (upper case, no spaces or dashes): ICAO 9303 passports carry
 * at most 9 characters in the MRZ; national ID cards and residence permits 5 to 12; driving licences (the UK's
 * 16-character number is the longest in use) 5 to 16.
 */
export const DOCUMENT_NUMBER_PATTERNS: Readonly<Record<FraudDocumentType, RegExp>> = {
  PASSPORT: /^[A-Z0-9]{6,9}$/,
  ID_CARD: /^[A-Z0-9]{5,12}$/,
  DRIVING_LICENSE: /^[A-Z0-9]{5,16}$/,
  RESIDENCE_PERMIT: /^[A-Z0-9]{6,12}$/,
};

/** ITU-T E.164: a plus, a country code that does not start with 0, at most 15 digits in all. */
export const E164_PATTERN = /^\+[1-9]\d{6,14}$/;

/** The spelling a document number is compared and stored in: upper case, letters and digits only. */
export const documentNumberKey = (value: string): string =>
  value.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** An IBAN with its check digits right (ISO 13616 mod 97 and the country's length), in any spacing. */
export const isIban = (value: string): boolean => {
  const electronic = electronicFormatIBAN(value);
  return electronic !== null && isValidIBAN(electronic);
};

/** A date of birth that has happened: a real calendar day, not after `today` (YYYY-MM-DD), not before 1900. */
export const isPastBirthDate = (value: string, today: string): boolean => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(date.getTime()) &&
    date.toISOString().slice(0, 10) === value &&
    value >= '1900-01-01' &&
    value <= today
  );
};

/** The attributes of a subject, as an entry (or a form) carries them. */
export interface FraudSubjectValues {
  kind?: string | null;
  fullName?: string | null;
  dateOfBirth?: string | null;
  nationality?: string | null;
  documentType?: string | null;
  documentNumber?: string | null;
  issuingCountry?: string | null;
  email?: string | null;
  phone?: string | null;
  deviceId?: string | null;
  iban?: string | null;
}

/** What identifies a subject of each kind: an entry without these says nothing a match could use. */
export const KIND_REQUIRES: Readonly<
  Record<FraudEntryKind, readonly (keyof FraudSubjectValues)[]>
> = {
  PERSON: ['fullName'],
  DOCUMENT: ['documentType', 'documentNumber', 'issuingCountry'],
  EMAIL: ['email'],
  PHONE: ['phone'],
  DEVICE: ['deviceId'],
  IBAN: ['iban'],
};

/** Codes of the subject checks; the portal words them as `resources.fraud-entries.errors.<code>`. */
export type SubjectIssueCode =
  | 'REQUIRED_FOR_KIND'
  | 'DOCUMENT_NUMBER_FORMAT'
  | 'PHONE_FORMAT'
  | 'IBAN_CHECKSUM'
  | 'BIRTH_DATE_FUTURE';

export interface SubjectIssue {
  field: keyof FraudSubjectValues;
  code: SubjectIssueCode;
  message: string;
}

const filled = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

/**
 * Every way a subject breaks the rules, per field: the kind's required attributes, the document number against
 * its type, the phone number, the IBAN's check digits and a date of birth in the future. Empty when it is fine.
 */
export const subjectIssues = (values: FraudSubjectValues, today: string): SubjectIssue[] => {
  const issues: SubjectIssue[] = [];
  const kind = values.kind as FraudEntryKind | undefined;
  for (const field of kind ? (KIND_REQUIRES[kind] ?? []) : [])
    if (!filled(values[field]))
      issues.push({
        field,
        code: 'REQUIRED_FOR_KIND',
        message: 'This field is required for this kind of entry.',
      });
  const type = values.documentType as FraudDocumentType | undefined;
  if (filled(values.documentNumber) && type && DOCUMENT_NUMBER_PATTERNS[type])
    if (!DOCUMENT_NUMBER_PATTERNS[type].test(documentNumberKey(values.documentNumber)))
      issues.push({
        field: 'documentNumber',
        code: 'DOCUMENT_NUMBER_FORMAT',
        message: 'This is not a valid number for this type of document.',
      });
  if (filled(values.phone) && !E164_PATTERN.test(values.phone.trim()))
    issues.push({
      field: 'phone',
      code: 'PHONE_FORMAT',
      message: 'Enter the number in international format, e.g. +41446681800.',
    });
  if (filled(values.iban) && !isIban(values.iban))
    issues.push({
      field: 'iban',
      code: 'IBAN_CHECKSUM',
      message: 'This IBAN is not valid: check the country, the length and the check digits.',
    });
  if (filled(values.dateOfBirth) && !isPastBirthDate(values.dateOfBirth, today))
    issues.push({
      field: 'dateOfBirth',
      code: 'BIRTH_DATE_FUTURE',
      message: "The date of birth can't be in the future.",
    });
  return issues;
};
