/**
 * Fuzzy matching of the fraud database, explainable feature by feature: each attribute present on both sides is
 * compared into an outcome and a score, and the total is a documented combination of those scores. Pure: no
 * store, no clock, no randomness.
 */
import { distance } from 'fastest-levenshtein';
import {
  nameTokens,
  normaliseDeviceId,
  normaliseDocumentNumber,
  normaliseEmail,
  normaliseIban,
  normalisePhone,
  phoneticCode,
  phoneticCodes,
} from './normalise';

export type FraudSubjectKind = 'PERSON' | 'DOCUMENT' | 'EMAIL' | 'PHONE' | 'DEVICE' | 'IBAN';

export interface FraudSubject {
  kind?: FraudSubjectKind;
  fullName?: string | null;
  /** YYYY-MM-DD */
  dateOfBirth?: string | null;
  /** ISO 3166-1 alpha-2 */
  nationality?: string | null;
  documentType?: string | null;
  documentNumber?: string | null;
  /** ISO 3166-1 alpha-2 */
  issuingCountry?: string | null;
  email?: string | null;
  phone?: string | null;
  deviceId?: string | null;
  iban?: string | null;
}

export type MatchFeature =
  'name' | 'dateOfBirth' | 'documentNumber' | 'country' | 'email' | 'phone' | 'deviceId' | 'iban';

export type FeatureOutcome =
  'EXACT' | 'FUZZY' | 'PHONETIC' | 'TOKEN_ORDER' | 'TRANSPOSED' | 'YEAR_ONLY' | 'MISMATCH';

export interface FeatureComparison {
  feature: MatchFeature;
  outcome: FeatureOutcome;
  /** 0..1, 2 decimals */
  score: number;
  /** The normalised values compared. */
  left: string;
  right: string;
}

export interface MatchExplanation {
  /** 0..1, 2 decimals */
  score: number;
  features: FeatureComparison[];
}

/** A pair scoring at or above it is a match worth a reviewer's time. */
export const MATCH_THRESHOLD = 0.7;

/**
 * Weights of the weighted combination, renormalised over the features present on both sides.
 * - The name weighs most because it is the attribute nearly every record has, yet it stays below the other three
 *   together: names alone are weak evidence (common names, transliteration variants), so a birth date and a
 *   document number present on both sides must be able to outvote it.
 * - The date of birth is the best corroboration of a name, the document number adds to it (a person holds several
 *   documents, so a different number proves little) and the country is a faint hint.
 * Contradictions count beyond their weight: a name MISMATCH caps the total (two different people sharing a
 * birth date is common), a date of birth MISMATCH and a country MISMATCH each subtract a penalty.
 * E-mail, phone, device and IBAN are strong identifiers: equal, they alone make a match; different, they prove
 * nothing (people have several) and are left out of the combination.
 */
const WEIGHTS = { name: 0.55, dateOfBirth: 0.25, documentNumber: 0.15, country: 0.05 } as const;
const WEIGHTED_FEATURES = Object.keys(WEIGHTS) as (keyof typeof WEIGHTS)[];
const NAME_MISMATCH_CAP = 0.5;
const DATE_OF_BIRTH_MISMATCH_PENALTY = 0.2;
const COUNTRY_MISMATCH_PENALTY = 0.05;
const STRONG_IDENTIFIER_SCORE = 0.95;

const TOKEN_ORDER_SCORE = 0.95;
const NAME_FUZZY_MIN = 0.85;
const NAME_SUBSET_SCORE = 0.85;
const NAME_PHONETIC_MIN_SHARE = 0.8;
const NAME_PHONETIC_FACTOR = 0.8;
const DOB_TRANSPOSED_SCORE = 0.8;
const DOB_YEAR_ONLY_SCORE = 0.3;
const DOCUMENT_FUZZY_SCORE = 0.7;
const DOCUMENT_FUZZY_MIN_LENGTH = 6;
/** Name tokens taken into the pair blocking keys (4 tokens: at most 6 pairs). */
const BLOCKING_NAME_TOKENS = 4;

const round2 = (value: number): number => Math.round((value + Number.EPSILON) * 100) / 100;
const clamp01 = (value: number): number => Math.min(1, Math.max(0, value));

const sorted = (tokens: readonly string[]): string[] => [...tokens].sort();
const sameList = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((token, i) => token === b[i]);

/** Whether every token of `small` (counted with repeats) is among those of `large`. */
const isSubMultiset = (small: readonly string[], large: readonly string[]): boolean => {
  const left = [...large];
  return small.every((token) => {
    const at = left.indexOf(token);
    if (at < 0) return false;
    left.splice(at, 1);
    return true;
  });
};

/** 1 − levenshtein / longer length. */
const editSimilarity = (a: string, b: string): number => {
  const longer = Math.max(a.length, b.length);
  return longer === 0 ? 1 : 1 - distance(a, b) / longer;
};

/** Share of the tokens of both sides whose double-metaphone primary code appears on the other side. */
const phoneticShare = (a: readonly string[], b: readonly string[]): number => {
  const codesA = a.map(phoneticCode).filter((code) => code !== '');
  const codesB = b.map(phoneticCode).filter((code) => code !== '');
  const total = codesA.length + codesB.length;
  if (total === 0) return 0;
  const setA = new Set(codesA);
  const setB = new Set(codesB);
  const matched =
    codesA.filter((code) => setB.has(code)).length + codesB.filter((code) => setA.has(code)).length;
  return matched / total;
};

type Verdict = { outcome: FeatureOutcome; score: number };

const compareNames = (a: readonly string[], b: readonly string[]): Verdict => {
  if (sameList(a, b)) return { outcome: 'EXACT', score: 1 };
  const sortedA = sorted(a);
  const sortedB = sorted(b);
  if (sameList(sortedA, sortedB)) return { outcome: 'TOKEN_ORDER', score: TOKEN_ORDER_SCORE };
  const similarity = editSimilarity(sortedA.join(' '), sortedB.join(' '));
  if (similarity >= NAME_FUZZY_MIN) return { outcome: 'FUZZY', score: similarity };
  // A missing middle name ("Anna Maria Rossi" / "Anna Rossi"); one shared token alone is not enough.
  const [small, large] = a.length <= b.length ? [a, b] : [b, a];
  if (small.length >= 2 && small.length < large.length && isSubMultiset(small, large)) {
    return { outcome: 'FUZZY', score: NAME_SUBSET_SCORE };
  }
  const share = phoneticShare(a, b);
  if (share >= NAME_PHONETIC_MIN_SHARE) {
    return { outcome: 'PHONETIC', score: NAME_PHONETIC_FACTOR * share };
  }
  return { outcome: 'MISMATCH', score: similarity };
};

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const YEAR = /^(\d{4})/;

const birthYear = (value: string): string | null => YEAR.exec(value)?.[1] ?? null;

const compareDatesOfBirth = (a: string, b: string): Verdict => {
  if (a === b) return { outcome: 'EXACT', score: 1 };
  const yearA = birthYear(a);
  if (yearA === null || yearA !== birthYear(b)) return { outcome: 'MISMATCH', score: 0 };
  const dateA = DATE.exec(a);
  const dateB = DATE.exec(b);
  if (dateA && dateB) {
    const [, , monthA, dayA] = dateA;
    const [, , monthB, dayB] = dateB;
    if (monthA === dayB && dayA === monthB && Number(dayA) <= 12 && Number(dayB) <= 12) {
      return { outcome: 'TRANSPOSED', score: DOB_TRANSPOSED_SCORE };
    }
  }
  return { outcome: 'YEAR_ONLY', score: DOB_YEAR_ONLY_SCORE };
};

const compareDocumentNumbers = (a: string, b: string): Verdict => {
  if (a === b) return { outcome: 'EXACT', score: 1 };
  if (Math.min(a.length, b.length) >= DOCUMENT_FUZZY_MIN_LENGTH && distance(a, b) === 1) {
    return { outcome: 'FUZZY', score: DOCUMENT_FUZZY_SCORE };
  }
  return { outcome: 'MISMATCH', score: 0 };
};

const compareEqual = (a: string, b: string): Verdict =>
  a === b ? { outcome: 'EXACT', score: 1 } : { outcome: 'MISMATCH', score: 0 };

const normaliseCountry = (value: string | null | undefined): string =>
  (value ?? '').trim().toUpperCase();
const normaliseDate = (value: string | null | undefined): string => (value ?? '').trim();

const STRONG_FEATURES: ReadonlySet<MatchFeature> = new Set(['email', 'phone', 'deviceId', 'iban']);

/** The total of the feature comparisons (see WEIGHTS). */
const combine = (features: readonly FeatureComparison[]): number => {
  const has = (feature: MatchFeature, outcome: FeatureOutcome) =>
    features.some((f) => f.feature === feature && f.outcome === outcome);

  let weighted = 0;
  let weights = 0;
  for (const feature of WEIGHTED_FEATURES) {
    const scores = features.filter((f) => f.feature === feature).map((f) => f.score);
    if (scores.length === 0) continue;
    const mean = scores.reduce((sum, score) => sum + score, 0) / scores.length;
    weighted += WEIGHTS[feature] * mean;
    weights += WEIGHTS[feature];
  }
  let total = weights > 0 ? weighted / weights : 0;
  if (has('name', 'MISMATCH')) total = Math.min(total, NAME_MISMATCH_CAP);
  if (has('dateOfBirth', 'MISMATCH')) total -= DATE_OF_BIRTH_MISMATCH_PENALTY;
  if (has('country', 'MISMATCH')) total -= COUNTRY_MISMATCH_PENALTY;

  const strong =
    features.some((f) => STRONG_FEATURES.has(f.feature) && f.outcome === 'EXACT') ||
    (has('documentNumber', 'EXACT') && !has('country', 'MISMATCH'));
  if (strong) total = Math.max(STRONG_IDENTIFIER_SCORE, total);
  return round2(clamp01(total));
};

/**
 * Compares two subjects attribute by attribute. Only the attributes present (non-empty once normalised) on both
 * sides are compared and listed, in a fixed order: name, date of birth, document number, nationality, issuing
 * country, e-mail, phone, device, IBAN.
 */
export const compareSubjects = (left: FraudSubject, right: FraudSubject): MatchExplanation => {
  const features: FeatureComparison[] = [];
  const add = (
    feature: MatchFeature,
    a: string,
    b: string,
    compare: (a: string, b: string) => Verdict,
  ) => {
    if (a === '' || b === '') return;
    const { outcome, score } = compare(a, b);
    features.push({ feature, outcome, score: round2(score), left: a, right: b });
  };

  const tokensA = nameTokens(left.fullName);
  const tokensB = nameTokens(right.fullName);
  if (tokensA.length > 0 && tokensB.length > 0) {
    const { outcome, score } = compareNames(tokensA, tokensB);
    features.push({
      feature: 'name',
      outcome,
      score: round2(score),
      left: tokensA.join(' '),
      right: tokensB.join(' '),
    });
  }
  add(
    'dateOfBirth',
    normaliseDate(left.dateOfBirth),
    normaliseDate(right.dateOfBirth),
    compareDatesOfBirth,
  );
  add(
    'documentNumber',
    normaliseDocumentNumber(left.documentNumber),
    normaliseDocumentNumber(right.documentNumber),
    compareDocumentNumbers,
  );
  add(
    'country',
    normaliseCountry(left.nationality),
    normaliseCountry(right.nationality),
    compareEqual,
  );
  add(
    'country',
    normaliseCountry(left.issuingCountry),
    normaliseCountry(right.issuingCountry),
    compareEqual,
  );
  add('email', normaliseEmail(left.email), normaliseEmail(right.email), compareEqual);
  add('phone', normalisePhone(left.phone), normalisePhone(right.phone), compareEqual);
  add(
    'deviceId',
    normaliseDeviceId(left.deviceId),
    normaliseDeviceId(right.deviceId),
    compareEqual,
  );
  add('iban', normaliseIban(left.iban) ?? '', normaliseIban(right.iban) ?? '', compareEqual);

  return { score: combine(features), features };
};

/**
 * The keys a subject is indexed under, so that match candidates are found without a full scan: two subjects are
 * compared only when they share a key. Identifiers give one key each (`doc:`, `email:`, `phone:`, `device:`,
 * `iban:`). A name gives `np:<code>|<code>` for each unordered pair of distinct phonetic codes of its first four
 * tokens (order and script do not matter, a missing middle name keeps the other pairs), `ny:<code>|<year>` for
 * each code when the birth year is known (one typo in one token keeps the other token's key), and `n1:<code>`
 * when it has a single distinct code. Deduplicated and sorted.
 */
export const blockingKeysOf = (subject: FraudSubject): string[] => {
  const keys = new Set<string>();
  const addKey = (prefix: string, value: string | null) => {
    if (value) keys.add(`${prefix}:${value}`);
  };
  addKey('doc', normaliseDocumentNumber(subject.documentNumber));
  addKey('email', normaliseEmail(subject.email));
  addKey('phone', normalisePhone(subject.phone));
  addKey('device', normaliseDeviceId(subject.deviceId));
  addKey('iban', normaliseIban(subject.iban));

  const tokens = nameTokens(subject.fullName);
  const leading = [...new Set(phoneticCodes(tokens.slice(0, BLOCKING_NAME_TOKENS)))];
  if (leading.length === 1) keys.add(`n1:${leading[0]}`);
  for (let i = 0; i < leading.length; i += 1) {
    for (let j = i + 1; j < leading.length; j += 1) {
      const pair = sorted([leading[i] ?? '', leading[j] ?? '']);
      keys.add(`np:${pair.join('|')}`);
    }
  }
  const year = birthYear(normaliseDate(subject.dateOfBirth));
  if (year !== null) {
    for (const code of phoneticCodes(tokens)) keys.add(`ny:${code}|${year}`);
  }
  return [...keys].sort();
};

/**
 * The identity of a subject for duplicate detection, by kind: a PERSON is its sorted name tokens and date of
 * birth, a DOCUMENT its type, number and issuing country, the others their normalised value. Null when the kind
 * is not given or its key attribute is missing.
 */
export const sameSubjectKeyOf = (subject: FraudSubject): string | null => {
  const keyed = (prefix: string, value: string | null) => (value ? `${prefix}:${value}` : null);
  switch (subject.kind) {
    case 'PERSON': {
      const tokens = nameTokens(subject.fullName);
      if (tokens.length === 0) return null;
      return `person:${sorted(tokens).join(' ')}|${normaliseDate(subject.dateOfBirth)}`;
    }
    case 'DOCUMENT': {
      const number = normaliseDocumentNumber(subject.documentNumber);
      if (number === '') return null;
      const type = (subject.documentType ?? '').trim().toUpperCase();
      return `document:${type}|${number}|${normaliseCountry(subject.issuingCountry)}`;
    }
    case 'EMAIL':
      return keyed('email', normaliseEmail(subject.email));
    case 'PHONE':
      return keyed('phone', normalisePhone(subject.phone));
    case 'DEVICE':
      return keyed('device', normaliseDeviceId(subject.deviceId));
    case 'IBAN':
      return keyed('iban', normaliseIban(subject.iban));
    default:
      return null;
  }
};
