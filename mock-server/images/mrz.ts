import type { VerificationRecord } from '../types';

/**
 * Machine-readable-zone lines in the ICAO 9303 layout (TD1: three lines of 30; TD3: two lines of 44), with the
 * real check digits, so the specimen back side and passport page look like the documents operators know.
 */
const WEIGHTS = [7, 3, 1];

const charValue = (c: string): number => {
  if (c >= '0' && c <= '9') return c.charCodeAt(0) - 48;
  if (c >= 'A' && c <= 'Z') return c.charCodeAt(0) - 55;
  return 0;
};

export const checkDigit = (text: string): string =>
  String([...text].reduce((sum, c, i) => sum + charValue(c) * WEIGHTS[i % 3]!, 0) % 10);

const clean = (value: string | null): string =>
  (value ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '<');

const pad = (text: string, length: number): string => text.padEnd(length, '<').slice(0, length);

const yymmdd = (date: string | null | undefined): string =>
  date ? `${date.slice(2, 4)}${date.slice(5, 7)}${date.slice(8, 10)}` : '<<<<<<';

/** Expiry ten years after the transaction (what the platform would have extracted). */
const expiry = (record: VerificationRecord): string => {
  const year = Number(record.transactionCreationDate.slice(0, 4)) + 8;
  return `${String(year).slice(2)}${record.transactionCreationDate.slice(5, 7)}15`;
};

const nameField = (record: VerificationRecord, length: number): string =>
  pad(`${clean(record.lastName)}<<${clean(record.firstName)}`, length);

export const mrzLines = (record: VerificationRecord): string[] => {
  const number = pad(clean(record.documentNumber), 9);
  const dob = yymmdd(record.dateOfBirth);
  const exp = expiry(record);
  const nationality = pad(record.country.code, 3);
  if (record.documentType === 'PASSPORT') {
    const line2Core = `${number}${checkDigit(number)}${nationality}${dob}${checkDigit(dob)}<${exp}${checkDigit(exp)}`;
    const personal = pad('', 14);
    const composite = checkDigit(
      `${number}${checkDigit(number)}${dob}${checkDigit(dob)}${exp}${checkDigit(exp)}${personal}${checkDigit(personal)}`,
    );
    return [
      pad(`P<${nationality}${nameField(record, 39)}`, 44),
      `${line2Core}${personal}${checkDigit(personal)}${composite}`,
    ];
  }
  const kind =
    record.documentType === 'RESIDENCE_PERMIT'
      ? 'IR'
      : record.documentType === 'DRIVING_LICENSE'
        ? 'D<'
        : 'I<';
  const line1 = pad(`${kind}${nationality}${number}${checkDigit(number)}`, 30);
  const line2Body = pad(`${dob}${checkDigit(dob)}<${exp}${checkDigit(exp)}${nationality}`, 29);
  const composite = checkDigit(
    `${line1.slice(5, 30)}${line2Body.slice(0, 7)}${line2Body.slice(8, 15)}`,
  );
  return [line1, `${line2Body}${composite}`, nameField(record, 30)];
};
