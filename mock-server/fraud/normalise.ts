/**
 * Normalisers of the fraud database: each turns one attribute into the form that is compared and indexed.
 * Pure functions, no state; an absent or blank value normalises to '' (null for an IBAN).
 */
import anyAscii from 'any-ascii';
import { doubleMetaphone } from 'double-metaphone';
import { electronicFormatIBAN } from 'ibantools';

type Raw = string | null | undefined;

/** Honorifics and particles that carry no weight when telling two people apart. */
const NAME_STOPWORDS: ReadonlySet<string> = new Set([
  'mr',
  'mrs',
  'ms',
  'dr',
  'von',
  'van',
  'de',
  'der',
  'da',
  'di',
  'la',
  'le',
  'bin',
  'al',
]);

/**
 * The tokens of a personal name, in their original order: transliterated to ASCII ("Иван Петров" → ivan petrov,
 * "Müller" → muller, "Σοφία" → sofia), lowercased, split on anything that is not a letter or a digit, without
 * honorifics and particles. Apostrophes and quotes are removed rather than split on: any-ascii writes the Cyrillic
 * soft and hard signs as ' and ", and "Ольга" must give olga, not "ol" + "ga".
 */
export const nameTokens = (name: Raw): string[] => {
  if (!name) return [];
  return anyAscii(name)
    .toLowerCase()
    .replace(/['"`]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((token) => token !== '' && !NAME_STOPWORDS.has(token));
};

/** The double-metaphone primary code of one token ('' when it has none, e.g. a number). */
export const phoneticCode = (token: string): string => doubleMetaphone(token)[0];

/** The double-metaphone primary code of each token, tokens without a code skipped. */
export const phoneticCodes = (tokens: readonly string[]): string[] =>
  tokens.map(phoneticCode).filter((code) => code !== '');

/** A document number as printed in any layout ("X 1234-567", "x1234567") → X1234567. */
export const normaliseDocumentNumber = (value: Raw): string =>
  (value ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');

/**
 * An e-mail address, trimmed and lowercased. Dots and plus tags are kept: "john.doe+x@…" and "johndoe@…" are the
 * same mailbox at Gmail only; at other providers they are different mailboxes, possibly of different people, and
 * a false "same e-mail" is a strong identifier match.
 */
export const normaliseEmail = (value: Raw): string => (value ?? '').trim().toLowerCase();

/** A phone number: a leading + (if any) and the digits ("+44 20 7946-0958" → +442079460958); '' without digits. */
export const normalisePhone = (value: Raw): string => {
  const trimmed = (value ?? '').trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits === '') return '';
  return trimmed.startsWith('+') ? `+${digits}` : digits;
};

/** An IBAN in electronic format ("de89 3704 0044 0532 0130 00" → DE89370400440532013000); null when blank. */
export const normaliseIban = (value: Raw): string | null => {
  if (!value || value.trim() === '') return null;
  const electronic = electronicFormatIBAN(value);
  return electronic ? electronic : null;
};

/** A device identifier, trimmed and lowercased. */
export const normaliseDeviceId = (value: Raw): string => (value ?? '').trim().toLowerCase();
