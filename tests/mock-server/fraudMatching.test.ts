// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  blockingKeysOf,
  compareSubjects,
  MATCH_THRESHOLD,
  sameSubjectKeyOf,
  type FeatureComparison,
  type FeatureOutcome,
  type FraudSubject,
  type MatchFeature,
} from '../../mock-server/fraud/matching';
import {
  nameTokens,
  normaliseDeviceId,
  normaliseDocumentNumber,
  normaliseEmail,
  normaliseIban,
  normalisePhone,
  phoneticCodes,
} from '../../mock-server/fraud/normalise';

const feature = (
  features: readonly FeatureComparison[],
  name: MatchFeature,
): FeatureComparison | undefined => features.find((f) => f.feature === name);

const outcomeOf = (left: FraudSubject, right: FraudSubject, name: MatchFeature) =>
  feature(compareSubjects(left, right).features, name);

const sharesKey = (left: FraudSubject, right: FraudSubject): boolean => {
  const keys = new Set(blockingKeysOf(left));
  return blockingKeysOf(right).some((key) => keys.has(key));
};

describe('fraud normalisers', () => {
  it('transliterates, lowercases and splits names, dropping honorifics and particles', () => {
    expect(nameTokens('Müller')).toEqual(['muller']);
    expect(nameTokens('Иван Петров')).toEqual(['ivan', 'petrov']);
    expect(nameTokens('Σοφία')).toEqual(['sofia']);
    expect(nameTokens('Dr. Anna-Maria  de la Cruz')).toEqual(['anna', 'maria', 'cruz']);
    expect(nameTokens('Mr Ludwig van Beethoven')).toEqual(['ludwig', 'beethoven']);
    expect(nameTokens('Ольга Смирнова')).toEqual(['olga', 'smirnova']);
    expect(nameTokens('  ')).toEqual([]);
    expect(nameTokens(null)).toEqual([]);
  });

  it('codes tokens with double metaphone, skipping tokens without a code', () => {
    expect(phoneticCodes(['john', 'smith'])).toEqual(phoneticCodes(['jon', 'smyth']));
    expect(phoneticCodes(['1984', 'anna'])).toEqual(phoneticCodes(['anna']));
    expect(phoneticCodes(['anna'])).toHaveLength(1);
  });

  it('normalises document numbers, e-mails, phones, IBANs and device ids', () => {
    expect(normaliseDocumentNumber('X 1234-567')).toBe('X1234567');
    expect(normaliseDocumentNumber('x1234567')).toBe('X1234567');
    expect(normaliseEmail('  Anna.Rossi+kyc@Example.COM ')).toBe('anna.rossi+kyc@example.com');
    expect(normalisePhone('+44 (20) 7946-0958')).toBe('+442079460958');
    expect(normalisePhone('020 7946 0958')).toBe('02079460958');
    expect(normalisePhone(' - ')).toBe('');
    expect(normaliseIban('de89 3704 0044 0532 0130 00')).toBe('DE89370400440532013000');
    expect(normaliseIban('')).toBeNull();
    expect(normaliseIban('   ')).toBeNull();
    expect(normaliseIban(undefined)).toBeNull();
    expect(normaliseDeviceId(' 3F2A-99BC ')).toBe('3f2a-99bc');
  });
});

describe('compareSubjects', () => {
  it('matches a name across scripts exactly (transliteration)', () => {
    const result = compareSubjects(
      { fullName: 'Ivan Petrov', dateOfBirth: '1985-11-02' },
      { fullName: 'Иван Петров', dateOfBirth: '1985-11-02' },
    );
    expect(result.features).toEqual([
      {
        feature: 'name',
        outcome: 'EXACT',
        score: 1,
        left: 'ivan petrov',
        right: 'ivan petrov',
      },
      {
        feature: 'dateOfBirth',
        outcome: 'EXACT',
        score: 1,
        left: '1985-11-02',
        right: '1985-11-02',
      },
    ]);
    expect(result.score).toBe(1);
  });

  it('scores the same tokens in another order as TOKEN_ORDER', () => {
    const result = compareSubjects(
      { fullName: 'Rossi Anna', dateOfBirth: '1990-03-07' },
      { fullName: 'Anna Rossi', dateOfBirth: '1990-03-07' },
    );
    expect(feature(result.features, 'name')).toMatchObject({ outcome: 'TOKEN_ORDER', score: 0.95 });
    // (0.55 × 0.95 + 0.25 × 1) / 0.8
    expect(result.score).toBe(0.97);
  });

  it('scores names that sound alike but are spelt too differently as PHONETIC', () => {
    const result = compareSubjects(
      { fullName: 'Jon Smyth', dateOfBirth: '1978-05-21' },
      { fullName: 'John Smith', dateOfBirth: '1978-05-21' },
    );
    expect(feature(result.features, 'name')).toMatchObject({ outcome: 'PHONETIC', score: 0.8 });
    expect(result.score).toBe(0.86);
    expect(result.score).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
  });

  it('scores a one-letter typo as FUZZY with the edit similarity', () => {
    const name = outcomeOf(
      { fullName: 'Katarzyna Kowalska' },
      { fullName: 'Katarzyna Kowalsca' },
      'name',
    );
    // 1 − 1 / 18
    expect(name).toMatchObject({ outcome: 'FUZZY', score: 0.94 });
  });

  it('scores a missing middle name as FUZZY 0.85, but not a single shared token', () => {
    const result = compareSubjects(
      { fullName: 'Anna Maria Rossi', dateOfBirth: '1990-03-07' },
      { fullName: 'Anna Rossi', dateOfBirth: '1990-03-07' },
    );
    expect(feature(result.features, 'name')).toMatchObject({ outcome: 'FUZZY', score: 0.85 });
    expect(result.score).toBe(0.9);
    expect(outcomeOf({ fullName: 'Rossi' }, { fullName: 'Anna Rossi' }, 'name')?.outcome).toBe(
      'MISMATCH',
    );
  });

  it('keeps a different person with the same surname and birth date below the threshold', () => {
    const result = compareSubjects(
      { fullName: 'Anna Rossi', dateOfBirth: '1990-03-07', nationality: 'IT' },
      { fullName: 'Marco Rossi', dateOfBirth: '1990-03-07', nationality: 'it' },
    );
    expect(feature(result.features, 'name')?.outcome).toBe('MISMATCH');
    expect(feature(result.features, 'country')).toMatchObject({ outcome: 'EXACT', score: 1 });
    expect(result.score).toBe(0.5);
    expect(result.score).toBeLessThan(MATCH_THRESHOLD);
  });

  it('scores a transposed day and month as TRANSPOSED', () => {
    const result = compareSubjects(
      { fullName: 'Anna Rossi', dateOfBirth: '1990-03-07' },
      { fullName: 'Anna Rossi', dateOfBirth: '1990-07-03' },
    );
    expect(feature(result.features, 'dateOfBirth')).toMatchObject({
      outcome: 'TRANSPOSED',
      score: 0.8,
    });
    expect(result.score).toBe(0.94);
  });

  it('scores the same birth year only as YEAR_ONLY', () => {
    const result = compareSubjects(
      { fullName: 'Anna Rossi', dateOfBirth: '1990-03-07' },
      { fullName: 'Anna Rossi', dateOfBirth: '1990-07-04' },
    );
    expect(feature(result.features, 'dateOfBirth')).toMatchObject({
      outcome: 'YEAR_ONLY',
      score: 0.3,
    });
    expect(result.score).toBe(0.78);
  });

  it('lowers the score on a date of birth contradiction', () => {
    const same = compareSubjects({ fullName: 'Anna Rossi' }, { fullName: 'Anna Rossi' });
    const contradicted = compareSubjects(
      { fullName: 'Anna Rossi', dateOfBirth: '1990-03-07' },
      { fullName: 'Anna Rossi', dateOfBirth: '1972-12-30' },
    );
    expect(feature(contradicted.features, 'dateOfBirth')).toMatchObject({
      outcome: 'MISMATCH',
      score: 0,
    });
    expect(same.score).toBe(1);
    // 0.55 / 0.8 − 0.2
    expect(contradicted.score).toBe(0.49);
    expect(contradicted.score).toBeLessThan(MATCH_THRESHOLD);
  });

  it('matches document numbers whatever their layout, and one character off as FUZZY', () => {
    const exact = compareSubjects(
      { documentNumber: 'X 1234-567', issuingCountry: 'it' },
      { documentNumber: 'x1234567', issuingCountry: 'IT' },
    );
    expect(feature(exact.features, 'documentNumber')).toMatchObject({
      outcome: 'EXACT',
      left: 'X1234567',
      right: 'X1234567',
    });
    expect(exact.score).toBe(1);

    const fuzzy = compareSubjects(
      { fullName: 'Anna Rossi', documentNumber: 'YA1234567' },
      { fullName: 'Anna Rossi', documentNumber: 'YA1234568' },
    );
    expect(feature(fuzzy.features, 'documentNumber')).toMatchObject({
      outcome: 'FUZZY',
      score: 0.7,
    });
    expect(fuzzy.score).toBe(0.94);
    expect(
      outcomeOf({ documentNumber: 'AB123' }, { documentNumber: 'AB124' }, 'documentNumber'),
    ).toMatchObject({ outcome: 'MISMATCH', score: 0 });
  });

  it('does not treat an equal document number from another issuing country as a strong identifier', () => {
    const result = compareSubjects(
      { documentNumber: 'X1234567', issuingCountry: 'IT' },
      { documentNumber: 'X1234567', issuingCountry: 'FR' },
    );
    expect(feature(result.features, 'country')).toMatchObject({ outcome: 'MISMATCH', score: 0 });
    // (0.15 × 1 + 0.05 × 0) / 0.2 − 0.05
    expect(result.score).toBe(0.7);
  });

  it('compares nationality with nationality and issuing country with issuing country', () => {
    const { features } = compareSubjects(
      { nationality: 'DE', issuingCountry: 'AT' },
      { nationality: 'de', issuingCountry: 'CH' },
    );
    expect(features).toEqual([
      { feature: 'country', outcome: 'EXACT', score: 1, left: 'DE', right: 'DE' },
      { feature: 'country', outcome: 'MISMATCH', score: 0, left: 'AT', right: 'CH' },
    ]);
  });

  it('makes an equal IBAN, e-mail, phone or device a strong identifier', () => {
    const iban = compareSubjects(
      { fullName: 'Anna Rossi', iban: 'DE89 3704 0044 0532 0130 00' },
      { fullName: 'Piotr Nowak', iban: 'DE89370400440532013000' },
    );
    expect(feature(iban.features, 'iban')).toMatchObject({
      outcome: 'EXACT',
      left: 'DE89370400440532013000',
      right: 'DE89370400440532013000',
    });
    expect(iban.score).toBe(0.95);
    expect(
      compareSubjects({ email: 'A.Rossi@Mail.com ' }, { email: 'a.rossi@mail.com' }).score,
    ).toBe(0.95);
    expect(compareSubjects({ phone: '+39 06 1234 5678' }, { phone: '+390612345678' }).score).toBe(
      0.95,
    );
    expect(compareSubjects({ deviceId: 'ABC-123' }, { deviceId: 'abc-123' }).score).toBe(0.95);
  });

  it('keeps plus tags and dots apart in e-mails and counts a different identifier for nothing', () => {
    const result = compareSubjects(
      { email: 'anna.rossi+kyc@mail.com' },
      { email: 'annarossi@mail.com' },
    );
    expect(result.features).toEqual([
      {
        feature: 'email',
        outcome: 'MISMATCH',
        score: 0,
        left: 'anna.rossi+kyc@mail.com',
        right: 'annarossi@mail.com',
      },
    ]);
    expect(result.score).toBe(0);
  });

  it('lists only the features present on both sides', () => {
    const result = compareSubjects(
      { fullName: 'Anna Rossi', dateOfBirth: '1990-03-07', email: 'anna@mail.com', phone: '' },
      { fullName: 'Anna Rossi', documentNumber: 'X1', phone: '+39061234', iban: '  ' },
    );
    expect(result.features.map((f) => f.feature)).toEqual(['name']);
    expect(compareSubjects({}, {})).toEqual({ score: 0, features: [] });
  });

  it('covers every outcome with scores in 0..1 of at most 2 decimals', () => {
    const pairs: [FraudSubject, FraudSubject][] = [
      [{ fullName: 'Ivan Petrov' }, { fullName: 'Иван Петров' }],
      [{ fullName: 'Rossi Anna' }, { fullName: 'Anna Rossi' }],
      [{ fullName: 'Jon Smyth' }, { fullName: 'John Smith' }],
      [{ fullName: 'Katarzyna Kowalska' }, { fullName: 'Katarzyna Kowalsca' }],
      [{ dateOfBirth: '1990-03-07' }, { dateOfBirth: '1990-07-03' }],
      [{ dateOfBirth: '1990-03-07' }, { dateOfBirth: '1990-11-23' }],
      [{ fullName: 'Anna Rossi' }, { fullName: 'Marco Rossi' }],
    ];
    const seen = new Set<FeatureOutcome>();
    for (const [left, right] of pairs) {
      const result = compareSubjects(left, right);
      for (const score of [result.score, ...result.features.map((f) => f.score)]) {
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(1);
        expect(Math.round(score * 100) / 100).toBe(score);
      }
      result.features.forEach((f) => seen.add(f.outcome));
    }
    expect([...seen].sort()).toEqual(
      ['EXACT', 'FUZZY', 'MISMATCH', 'PHONETIC', 'TOKEN_ORDER', 'TRANSPOSED', 'YEAR_ONLY'].sort(),
    );
  });
});

describe('sameSubjectKeyOf', () => {
  it('identifies a person by sorted name tokens and date of birth, in any order or script', () => {
    const key = sameSubjectKeyOf({
      kind: 'PERSON',
      fullName: 'Petrov Ivan',
      dateOfBirth: '1985-11-02',
    });
    expect(key).toBe('person:ivan petrov|1985-11-02');
    expect(
      sameSubjectKeyOf({ kind: 'PERSON', fullName: 'Иван Петров', dateOfBirth: '1985-11-02' }),
    ).toBe(key);
    expect(sameSubjectKeyOf({ kind: 'PERSON', fullName: 'Anna Rossi' })).toBe('person:anna rossi|');
    expect(sameSubjectKeyOf({ kind: 'PERSON', dateOfBirth: '1985-11-02' })).toBeNull();
  });

  it('identifies documents and identifiers by their normalised values', () => {
    expect(
      sameSubjectKeyOf({
        kind: 'DOCUMENT',
        documentType: 'PASSPORT',
        documentNumber: 'x 1234-567',
        issuingCountry: 'it',
      }),
    ).toBe('document:PASSPORT|X1234567|IT');
    expect(sameSubjectKeyOf({ kind: 'DOCUMENT', documentType: 'PASSPORT' })).toBeNull();
    expect(sameSubjectKeyOf({ kind: 'EMAIL', email: ' Anna@Mail.com' })).toBe(
      'email:anna@mail.com',
    );
    expect(sameSubjectKeyOf({ kind: 'PHONE', phone: '+39 06 1234' })).toBe('phone:+39061234');
    expect(sameSubjectKeyOf({ kind: 'DEVICE', deviceId: 'ABC-1' })).toBe('device:abc-1');
    expect(sameSubjectKeyOf({ kind: 'IBAN', iban: 'de89 3704 0044 0532 0130 00' })).toBe(
      'iban:DE89370400440532013000',
    );
    expect(sameSubjectKeyOf({ kind: 'IBAN', email: 'anna@mail.com' })).toBeNull();
    expect(sameSubjectKeyOf({ kind: 'EMAIL', email: '  ' })).toBeNull();
    expect(sameSubjectKeyOf({ email: 'anna@mail.com' })).toBeNull();
  });
});

/** mulberry32: a small deterministic generator, so that every run checks the same pairs. */
const generator = (seed: number) => {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[int(0, items.length - 1)];
    if (item === undefined) throw new Error('empty pool');
    return item;
  };
  return { int, pick };
};

const FIRST_NAMES = [
  'Anna',
  'Marco',
  'Giulia',
  'Luca',
  'Sofia',
  'Matteo',
  'Elena',
  'Pierre',
  'Claire',
  'Katarzyna',
  'Piotr',
  'Maria',
  'Ahmed',
  'Fatima',
  'Olga',
  'Thomas',
  'Ingrid',
  'Henrik',
  'Beatriz',
  'Yusuf',
];
const LAST_NAMES = [
  'Rossi',
  'Bianchi',
  'Dubois',
  'Lefebvre',
  'Kowalska',
  'Nowak',
  'Schneider',
  'Fischer',
  'Jansen',
  'Lindqvist',
  'Haddad',
  'Yilmaz',
  'Fernandes',
  'Oliveira',
  'Novotny',
  'Horvat',
  'Papadakis',
  'Andersen',
  'Gallagher',
  'Castillo',
];
const MIDDLE_NAMES = ['Maria', 'Luise', 'Jean', 'Theresa', 'Paul', 'Benedikt'];
/** A name in its own script and as written in Latin letters. */
const SCRIPT_PAIRS: readonly [string, string][] = [
  ['Иван Петров', 'Ivan Petrov'],
  ['Ольга Смирнова', 'Olga Smirnova'],
  ['Сергей Иванов', 'Sergey Ivanov'],
  ['Наталья Попова', 'Natalya Popova'],
  ['Σοφία Παππά', 'Sofia Pappa'],
  ['Νίκος Παππάς', 'Nikos Pappas'],
  ['Jürgen Müller', 'Jurgen Muller'],
  ['Łukasz Wójcik', 'Lukasz Wojcik'],
  ['José Muñoz', 'Jose Munoz'],
  ['Søren Kierkegaard', 'Soren Kierkegaard'],
];
const IBANS = [
  'DE89370400440532013000',
  'GB82WEST12345698765432',
  'NL91ABNA0417164300',
  'FR1420041010050500013M02606',
  'IT60X0542811101000000123456',
];
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const ALNUM = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

type Case = 'reorder' | 'script' | 'typo' | 'transposed' | 'middle' | 'identifier';
const CASES: readonly Case[] = ['reorder', 'script', 'typo', 'transposed', 'middle', 'identifier'];
const PAIRS_PER_CASE = 60;

const nearDuplicates = (
  seed: number,
): { kind: Case; left: FraudSubject; right: FraudSubject }[] => {
  const { int, pick } = generator(seed);
  const pad = (n: number) => String(n).padStart(2, '0');
  const date = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;
  const person = (): FraudSubject => ({
    fullName: `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`,
    dateOfBirth: date(int(1950, 2004), int(1, 12), int(1, 28)),
    nationality: pick(['IT', 'DE', 'FR', 'PL', 'GR']),
  });
  const typo = (token: string): string => {
    const at = int(0, token.length - 1);
    const letter = pick([...LETTERS]);
    switch (int(0, 2)) {
      case 0:
        return token.slice(0, at) + letter + token.slice(at + 1);
      case 1:
        return token.slice(0, at) + letter + token.slice(at);
      default:
        return token.slice(0, at) + token.slice(at + 1);
    }
  };
  const spaced = (value: string, every: number, separator: string) =>
    value.replace(new RegExp(`(.{${every}})(?=.)`, 'g'), `$1${separator}`);

  const pairs: { kind: Case; left: FraudSubject; right: FraudSubject }[] = [];
  for (const kind of CASES) {
    for (let i = 0; i < PAIRS_PER_CASE; i += 1) {
      const left = person();
      const [first = '', last = ''] = (left.fullName ?? '').split(' ');
      let right: FraudSubject;
      switch (kind) {
        case 'reorder':
          right = { ...left, fullName: `${pick(['', 'Mr ', 'Dr. '])}${last}, ${first}` };
          break;
        case 'script': {
          const [native, latin] = pick(SCRIPT_PAIRS);
          left.fullName = latin;
          right = { ...left, fullName: native };
          break;
        }
        case 'typo': {
          const year = (left.dateOfBirth ?? '').slice(0, 4);
          const dateOfBirth = int(0, 1)
            ? left.dateOfBirth
            : date(Number(year), int(1, 12), int(1, 28));
          const fullName = int(0, 1) ? `${typo(first)} ${last}` : `${first} ${typo(last)}`;
          right = { ...left, fullName, dateOfBirth };
          break;
        }
        case 'transposed': {
          const year = int(1950, 2004);
          const month = int(1, 12);
          let day = int(1, 12);
          if (day === month) day = (day % 12) + 1;
          left.dateOfBirth = date(year, month, day);
          right = { ...left, dateOfBirth: date(year, day, month) };
          break;
        }
        case 'middle':
          right = { ...left, fullName: `${first} ${pick(MIDDLE_NAMES)} ${last}` };
          break;
        case 'identifier': {
          const other = person();
          const identifier = int(0, 4);
          if (identifier === 0) {
            const number = Array.from({ length: int(7, 9) }, () => pick([...ALNUM])).join('');
            left.documentNumber = number;
            other.documentNumber = spaced(number.toLowerCase(), 3, pick([' ', '-']));
            // The same document is issued by one country to one nationality.
            left.issuingCountry = left.nationality;
            other.issuingCountry = left.nationality;
            other.nationality = left.nationality;
          } else if (identifier === 1) {
            const email = `${first}.${last}${int(1, 99)}@example.com`;
            left.email = email.toLowerCase();
            other.email = ` ${email.toUpperCase()}`;
          } else if (identifier === 2) {
            const digits = Array.from({ length: 10 }, () => int(0, 9)).join('');
            left.phone = `+39${digits}`;
            other.phone = `+39 ${spaced(digits, 3, pick([' ', '-']))}`;
          } else if (identifier === 3) {
            const device = Array.from({ length: 16 }, () => pick([...ALNUM])).join('');
            left.deviceId = device;
            other.deviceId = ` ${device.toLowerCase()}`;
          } else {
            const iban = pick(IBANS);
            left.iban = iban;
            other.iban = spaced(iban.toLowerCase(), 4, ' ');
          }
          right = other;
          break;
        }
      }
      pairs.push({ kind, left, right });
    }
  }
  return pairs;
};

describe('blockingKeysOf', () => {
  it('indexes identifiers and the phonetic pairs and years of the name, deduplicated and sorted', () => {
    const keys = blockingKeysOf({
      fullName: 'Dr. Anna Maria de Rossi',
      dateOfBirth: '1990-03-07',
      documentNumber: 'x 1234-567',
      email: ' Anna@Mail.com',
      phone: '+39 06 1234 5678',
      deviceId: 'ABC-1',
      iban: 'de89 3704 0044 0532 0130 00',
    });
    const [anna = '', maria = '', rossi = ''] = phoneticCodes(['anna', 'maria', 'rossi']);
    const pair = (a: string, b: string) => `np:${[a, b].sort().join('|')}`;
    expect(keys).toEqual(
      [
        'doc:X1234567',
        'email:anna@mail.com',
        'phone:+390612345678',
        'device:abc-1',
        'iban:DE89370400440532013000',
        pair(anna, maria),
        pair(anna, rossi),
        pair(maria, rossi),
        `ny:${anna}|1990`,
        `ny:${maria}|1990`,
        `ny:${rossi}|1990`,
      ].sort(),
    );
    expect(blockingKeysOf({ fullName: 'Madonna' })).toEqual([
      `n1:${phoneticCodes(['madonna'])[0]}`,
    ]);
    expect(blockingKeysOf({})).toEqual([]);
  });

  it('takes the name pairs from the first four tokens only', () => {
    const keys = blockingKeysOf({ fullName: 'Anna Bianca Carla Dora Elena Franca' });
    expect(keys.filter((key) => key.startsWith('np:'))).toHaveLength(6);
  });

  it('gives different people no common key', () => {
    expect(
      sharesKey(
        { fullName: 'Anna Rossi', dateOfBirth: '1990-03-07', email: 'anna@mail.com' },
        { fullName: 'Piotr Nowak', dateOfBirth: '1985-06-12', email: 'piotr@mail.com' },
      ),
    ).toBe(false);
  });

  it('puts every generated near-duplicate pair scoring at or above the threshold under a common key', () => {
    const pairs = nearDuplicates(20240611);
    expect(pairs).toHaveLength(CASES.length * PAIRS_PER_CASE);
    const missed: string[] = [];
    const matchedPerCase = new Map<Case, number>();
    for (const { kind, left, right } of pairs) {
      const { score } = compareSubjects(left, right);
      if (score < MATCH_THRESHOLD) continue;
      matchedPerCase.set(kind, (matchedPerCase.get(kind) ?? 0) + 1);
      if (!sharesKey(left, right)) missed.push(`${kind}: ${JSON.stringify([left, right])}`);
    }
    expect(missed).toEqual([]);
    // Every case but the typo one is a certain match; a typo in a short token may fall below the threshold.
    for (const kind of CASES) {
      expect(matchedPerCase.get(kind) ?? 0, kind).toBeGreaterThanOrEqual(
        kind === 'typo' ? PAIRS_PER_CASE / 2 : PAIRS_PER_CASE,
      );
    }
  });

  it('keeps unrelated generated people apart in almost every case', () => {
    const { pick, int } = generator(7);
    let shared = 0;
    const total = 300;
    for (let i = 0; i < total; i += 1) {
      const subject = (): FraudSubject => ({
        fullName: `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`,
        dateOfBirth: `${int(1950, 2004)}-01-01`,
      });
      const left = subject();
      const right = subject();
      if (left.fullName === right.fullName) continue;
      if (sharesKey(left, right)) shared += 1;
    }
    expect(shared / total).toBeLessThan(0.05);
  });
});
