import fc from 'fast-check';
import {
  isAllowedNaturalNumberKey,
  NATURAL_NUMBER_ERRORS,
  parseNaturalNumber,
} from '../../../src/components/parseNaturalNumber';

describe('parseNaturalNumber', () => {
  it('parses base-10 digits, keeping leading zeros out of the value', () => {
    expect(parseNaturalNumber('42')).toEqual({ value: 42 });
    expect(parseNaturalNumber('0')).toEqual({ value: 0 });
    expect(parseNaturalNumber('007')).toEqual({ value: 7 });
  });

  it('treats empty text as null, or as required when asked', () => {
    expect(parseNaturalNumber('')).toEqual({ value: null });
    expect(parseNaturalNumber('', { required: true })).toEqual({
      error: 'app.validation.required',
    });
  });

  it.each(['-1', '-0', '-250'])('rejects the negative number %s', (text) => {
    expect(parseNaturalNumber(text)).toEqual({ error: 'app.validation.nonNegative' });
  });

  it.each([
    '1.5',
    '1e3',
    '+5',
    ' 5',
    '5 ',
    '0x10',
    '12a',
    'abc',
    '١٢',
    '1_000',
    '-',
    '--1',
    'Infinity',
  ])('rejects the malformed text %j', (text) => {
    expect(parseNaturalNumber(text)).toEqual({ error: 'app.validation.number' });
  });

  it('checks min, max and maximum length with their arguments', () => {
    expect(parseNaturalNumber('4', { min: 5 })).toEqual({
      error: 'app.validation.min',
      args: { min: 5 },
    });
    expect(parseNaturalNumber('5', { min: 5, max: 10 })).toEqual({ value: 5 });
    expect(parseNaturalNumber('10', { min: 5, max: 10 })).toEqual({ value: 10 });
    expect(parseNaturalNumber('11', { max: 10 })).toEqual({
      error: 'app.validation.max',
      args: { max: 10 },
    });
    expect(parseNaturalNumber('1234', { maxLength: 3 })).toEqual({
      error: 'app.validation.maxLength',
      args: { max: 3 },
    });
    // Leading zeros count towards the length: nothing is dropped silently.
    expect(parseNaturalNumber('0001', { maxLength: 3 })).toEqual({
      error: 'app.validation.maxLength',
      args: { max: 3 },
    });
  });

  it('refuses values that are not safe integers instead of rounding them', () => {
    expect(parseNaturalNumber(String(Number.MAX_SAFE_INTEGER))).toEqual({
      value: Number.MAX_SAFE_INTEGER,
    });
    expect(parseNaturalNumber('9007199254740993')).toEqual({
      error: 'app.validation.max',
      args: { max: Number.MAX_SAFE_INTEGER },
    });
  });

  const errorKeys = Object.values(NATURAL_NUMBER_ERRORS) as string[];
  const optionsArb = fc.record(
    {
      required: fc.boolean(),
      min: fc.nat({ max: 1000 }),
      max: fc.nat({ max: 100000 }),
      maxLength: fc.integer({ min: 1, max: 20 }),
    },
    { requiredKeys: [] },
  );
  const textArb = fc.oneof(
    fc.string(),
    fc.stringMatching(/^-?[0-9]{0,25}$/),
    fc.bigInt({ min: 0n, max: 10n ** 20n }).map(String),
  );

  it('property: any text yields the exact safe integer of its digits or exactly one known error', () => {
    fc.assert(
      fc.property(textArb, optionsArb, (text, options) => {
        const result = parseNaturalNumber(text, options);
        const keys = Object.keys(result).filter((key) => key !== 'args');
        expect(keys).toHaveLength(1);
        if ('error' in result) {
          expect(errorKeys).toContain(result.error);
          return;
        }
        if (result.value === null) {
          expect(text).toBe('');
          expect(options.required).not.toBe(true);
          return;
        }
        expect(Number.isSafeInteger(result.value)).toBe(true);
        expect(Number.isNaN(result.value)).toBe(false);
        // No truncation: the digits are exactly the value (leading zeros aside).
        expect(/^[0-9]+$/.test(text)).toBe(true);
        expect(BigInt(text)).toBe(BigInt(result.value));
        if (options.min !== undefined) expect(result.value).toBeGreaterThanOrEqual(options.min);
        if (options.max !== undefined) expect(result.value).toBeLessThanOrEqual(options.max);
        if (options.maxLength !== undefined)
          expect(text.length).toBeLessThanOrEqual(options.maxLength);
      }),
      { numRuns: 2000 },
    );
  });

  it('property: text with anything but digits is never accepted', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((text) => /[^0-9]/.test(text)),
        (text) => {
          expect('error' in parseNaturalNumber(text)).toBe(true);
        },
      ),
    );
  });
});

describe('isAllowedNaturalNumberKey', () => {
  const key = (value: string, modifiers: Partial<{ ctrlKey: boolean; metaKey: boolean }> = {}) =>
    isAllowedNaturalNumberKey({ key: value, ctrlKey: false, metaKey: false, ...modifiers });

  it('lets digits and control/navigation keys through', () => {
    for (const value of [
      '0',
      '5',
      '9',
      'Backspace',
      'Delete',
      'Tab',
      'ArrowLeft',
      'ArrowRight',
      'Home',
      'End',
    ])
      expect(key(value)).toBe(true);
  });

  it('lets Ctrl and Cmd combinations through (copy, paste, select all)', () => {
    expect(key('v', { ctrlKey: true })).toBe(true);
    expect(key('a', { metaKey: true })).toBe(true);
  });

  it('blocks letters, signs, separators and spaces', () => {
    for (const value of ['a', 'e', 'E', '-', '+', '.', ',', ' ', '²', 'F5'])
      expect(key(value)).toBe(false);
  });
});
