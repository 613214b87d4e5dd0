import type { FraudCsvColumn } from '../../../contract/schemas/fraudCsv';

/*
 * Kept apart from the parser: the template button must not pull the CSV reader (papaparse) into the screens'
 * chunk, where the chunk plan would find it shared with the CSV export and move it into the shell.
 */
/** The template offered for download: the header and one example row per kind. */
export const FRAUD_CSV_TEMPLATE_ROWS: readonly Partial<Record<FraudCsvColumn, string>>[] = [
  {
    kind: 'PERSON',
    fullName: 'Jane Example',
    dateOfBirth: '1985-02-28',
    nationality: 'GB',
    reason: 'Synthetic identity',
    status: 'FRAUD',
  },
  {
    kind: 'DOCUMENT',
    documentType: 'PASSPORT',
    documentNumber: 'X1234567',
    issuingCountry: 'DE',
    reason: 'Reported stolen',
    status: 'FRAUD',
  },
  { kind: 'EMAIL', email: 'someone@example.com', reason: 'Chargebacks', status: 'NEW' },
  { kind: 'PHONE', phone: '+41446681800', reason: 'SIM swap', status: 'NEW' },
  {
    kind: 'DEVICE',
    deviceId: 'd5c1a2f0-0000-4000-8000-000000000000',
    reason: 'Emulator farm',
    status: 'FRAUD',
  },
  { kind: 'IBAN', iban: 'CH93 0076 2011 6238 5295 7', reason: 'Mule account', status: 'APPROVED' },
];
