import {
  acceptedInput,
  containsChineseCharacters,
  dateFormat,
  dateOrder,
  digitsOnly,
  email,
  isCsvFile,
  isPdfFile,
  isTextFile,
  maxLength,
  maxValue,
  minValue,
  nonNegative,
  notInPast,
  number,
  pattern,
  required,
  requiredFormat,
} from '../../../src/components/validators';
import { en } from '../../../src/i18n/en';

/** Resolves a message key in the English catalogue, so assertions read like the spec. */
const text = (result: { message: string; args: Record<string, string | number> } | undefined) => {
  if (!result) return undefined;
  const template = result.message
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en);
  if (typeof template !== 'string') throw new Error(`no message for ${result.message}`);
  return template.replace(/%\{(\w+)\}/g, (_, name: string) => String(result.args[name]));
};

describe('validators (spec section 5 messages)', () => {
  it('required', () => {
    expect(text(required()(''))).toBe('This field is required!');
    expect(text(required()('   '))).toBe('This field is required!');
    expect(text(required()(null))).toBe('This field is required!');
    expect(text(required()([]))).toBe('This field is required!');
    expect(required()(0)).toBeUndefined();
    expect(required()('x')).toBeUndefined();
    expect(required().isRequired).toBe(true);
  });

  it('email', () => {
    expect(email()('agent@demo.test')).toBeUndefined();
    for (const bad of ['agent', 'agent@', 'a b@demo.test', 'agent@demo', '@demo.test'])
      expect(text(email()(bad))).toBe('Wrong e-mail format!');
    expect(email()('')).toBeUndefined();
  });

  it('number', () => {
    expect(number()('12')).toBeUndefined();
    expect(number()('-1.5')).toBeUndefined();
    expect(number()(3)).toBeUndefined();
    expect(text(number()('12a'))).toBe('The value should be a number');
    expect(text(number()(Number.NaN))).toBe('The value should be a number');
  });

  it('digits only, with the expected count', () => {
    expect(digitsOnly(6)('123456')).toBeUndefined();
    expect(text(digitsOnly(6)('12345'))).toBe('The value may only contain 6 digits');
    expect(text(digitsOnly(6)('12345a'))).toBe('The value may only contain 6 digits');
  });

  it('non-negative, min and max', () => {
    expect(nonNegative()('0')).toBeUndefined();
    expect(text(nonNegative()('-1'))).toBe('The value should be a non-negative number');
    expect(text(minValue(5)(4))).toBe('Minimum allowed value is 5.');
    expect(minValue(5)(5)).toBeUndefined();
    expect(text(maxValue(10)('11'))).toBe('Maximum allowed value is 10.');
    expect(maxValue(10)(10)).toBeUndefined();
    expect(text(maxValue(10)('ten'))).toBe('The value should be a number');
  });

  it('max length counts characters, not UTF-16 units', () => {
    expect(text(maxLength(3)('abcd'))).toBe('The value must not exceed 3 characters.');
    expect(maxLength(3)('abc')).toBeUndefined();
    expect(maxLength(2)('𠀀𠀁')).toBeUndefined();
  });

  it('pattern, accepted input and required format', () => {
    expect(text(pattern(/^[A-Z]{2}$/)('abc'))).toBe('Wrong format!');
    expect(pattern(/^[A-Z]{2}$/)('DE')).toBeUndefined();
    expect(text(acceptedInput((value) => value !== 'forbidden')('forbidden'))).toBe(
      'Incorrect input',
    );
    expect(text(requiredFormat(/^ID-\d+$/)(''))).toBe('Missing value or invalid format');
    expect(text(requiredFormat(/^ID-\d+$/)('ID-x'))).toBe('Missing value or invalid format');
    expect(requiredFormat(/^ID-\d+$/)('ID-7')).toBeUndefined();
  });

  it('date format accepts only real calendar dates', () => {
    expect(dateFormat()('2024-02-29')).toBeUndefined();
    for (const bad of ['2023-02-29', '2024-13-01', '2024-1-01', '01.02.2024', '2024-04-31'])
      expect(text(dateFormat()(bad))).toBe('Dates should be in YYYY-MM-DD format.');
  });

  it('date not in the past (today allowed, UTC)', () => {
    const now = () => new Date('2025-03-10T23:30:00Z');
    expect(notInPast(now)('2025-03-10')).toBeUndefined();
    expect(notInPast(now)('2025-03-11')).toBeUndefined();
    expect(text(notInPast(now)('2025-03-09'))).toBe("The selected date can't be in the past.");
  });

  it('date order: start must not be after end', () => {
    const validate = dateOrder({ start: 'startDate', end: 'endDate' });
    expect(validate(undefined, { startDate: '2025-01-02', endDate: '2025-01-02' })).toBeUndefined();
    expect(validate(undefined, { startDate: '2025-01-01', endDate: '2025-12-31' })).toBeUndefined();
    expect(text(validate(undefined, { startDate: '2025-02-01', endDate: '2025-01-31' }))).toBe(
      'The order of the dates is incorrect.',
    );
    expect(validate(undefined, { startDate: '2025-02-01' })).toBeUndefined();
  });
});

describe('containsChineseCharacters', () => {
  it.each([
    ['CJK Unified Ideographs', '中文'],
    ['Extension A', '\u3400'],
    ['Extension B', '\u{20000}'],
    ['Extension C', '\u{2A700}'],
    ['Extension D', '\u{2B740}'],
    ['Extension E', '\u{2B820}'],
    ['Extension F', '\u{2CEB0}'],
    ['Extension G', '\u{30000}'],
    ['Extension H', '\u{31350}'],
    ['Compatibility Ideographs', '\uF900'],
    ['Compatibility Ideographs Supplement', '\u{2F800}'],
    ['CJK Symbols and Punctuation', '。'],
    ['Full-width forms', '！'],
    ['Bopomofo', 'ㄅ'],
    ['Bopomofo Extended', '\u31A0'],
  ])('finds %s', (_block, sample) => {
    expect(containsChineseCharacters(`name ${sample} here`)).toBe(true);
  });

  it.each([
    'Müller',
    'Łukasz',
    'Ελληνικά',
    'Русский',
    'العربية',
    'かな',
    'カナ',
    '한국어',
    '😀',
    '',
  ])('ignores %j', (sample) => {
    expect(containsChineseCharacters(sample)).toBe(false);
  });
});

describe('file checks', () => {
  const named = (name: string, type = '') => ({ name, type });

  it('text files by extension or text/plain', () => {
    expect(isTextFile(named('notes.TXT'))).toBe(true);
    expect(isTextFile(named('notes', 'text/plain'))).toBe(true);
    expect(isTextFile(named('notes.csv', 'text/csv'))).toBe(false);
  });

  it('CSV by extension or mime type', () => {
    expect(isCsvFile(named('users.csv'))).toBe(true);
    expect(isCsvFile(named('users', 'text/csv'))).toBe(true);
    expect(isCsvFile(named('users', 'application/vnd.ms-excel'))).toBe(true);
    expect(
      isCsvFile(
        named('users.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
      ),
    ).toBe(false);
  });

  it('PDF by extension only', () => {
    expect(isPdfFile(named('report.PDF'))).toBe(true);
    expect(isPdfFile(named('report', 'application/pdf'))).toBe(false);
    expect(isPdfFile(named('report.pdf.exe'))).toBe(false);
  });
});
