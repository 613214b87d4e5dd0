/**
 * The columns of the fraud database's CSV update, without zod: the parse worker reads them and must not carry a
 * schema library for it (the row schema is src/contract/schemas/fraudCsv.ts).
 */
export const FRAUD_CSV_COLUMNS = [
  'id',
  'kind',
  'fullName',
  'dateOfBirth',
  'nationality',
  'documentType',
  'documentNumber',
  'issuingCountry',
  'email',
  'phone',
  'deviceId',
  'iban',
  'reason',
  'status',
] as const;
export type FraudCsvColumn = (typeof FRAUD_CSV_COLUMNS)[number];

/** Columns a file must have; the others may be left out. */
export const FRAUD_CSV_REQUIRED_COLUMNS: readonly FraudCsvColumn[] = ['kind', 'reason'];
