import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { escapeCsvCell } from '../../src/contract/rules/csv';

/**
 * Property tests of the one CSV cell rule against a model of a spreadsheet written here independently: it
 * trims the white space a spreadsheet trims (every Unicode space, listed by hand) and runs the cell as a
 * formula when the next character starts one, or when the cell opens with a tab, CR or LF.
 */
const SPACES = [
  ' ',
  '\u00a0', // no-break space
  '\u1680',
  '\u2000',
  '\u2001',
  '\u2002',
  '\u2003',
  '\u2004',
  '\u2005',
  '\u2006',
  '\u2007', // figure space
  '\u2008',
  '\u2009',
  '\u200a',
  '\u2028',
  '\u2029',
  '\u202f', // narrow no-break space
  '\u205f',
  '\u3000', // ideographic space
  '\ufeff',
  '\v',
  '\f',
];
const CONTROL_STARTS = ['\t', '\r', '\n'];
const FORMULA_CHARS = ['=', '+', '-', '@', '\uff1d', '\uff0b', '\uff0d', '\uff20'];
const PLAIN_NUMBER = /^-?(?:\d+(?:\.\d+)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/** The model: would a spreadsheet read this cell as (the start of) a formula? */
const readsAsFormula = (cell: string): boolean => {
  if (PLAIN_NUMBER.test(cell)) return false;
  let rest = cell;
  while (rest.length > 0 && [...SPACES, ...CONTROL_STARTS].includes(rest[0]!)) {
    if (CONTROL_STARTS.includes(rest[0]!)) return true;
    rest = rest.slice(1);
  }
  return rest.length > 0 && FORMULA_CHARS.includes(rest[0]!);
};

const space = fc.constantFrom(...SPACES);
const dangerous = fc.constantFrom(...FORMULA_CHARS, ...CONTROL_STARTS);
/** Any text, leaning on the characters that matter here. */
const anyText = fc.oneof(
  fc.string({ unit: 'grapheme' }),
  fc
    .tuple(
      fc.array(space, { maxLength: 4 }),
      fc.option(dangerous, { nil: '' }),
      fc.string({ unit: 'grapheme', maxLength: 12 }),
    )
    .map(([spaces, start, tail]) => `${spaces.join('')}${start}${tail}`),
);
const dangerousText = fc
  .tuple(fc.array(space, { maxLength: 4 }), dangerous, fc.string({ unit: 'grapheme' }))
  .map(([spaces, start, tail]) => `${spaces.join('')}${start}${tail}`)
  .filter((text) => !PLAIN_NUMBER.test(text));
const plainNumber = fc.oneof(
  fc.integer().map(String),
  fc
    .double({ noNaN: true, noDefaultInfinity: true })
    .map(String)
    .filter((t) => PLAIN_NUMBER.test(t)),
  fc
    .tuple(fc.nat(), fc.nat({ max: 999 }))
    .map(([whole, fraction]) => `-${whole}.${String(fraction).padStart(3, '0')}`),
);

describe('CSV cell rule (properties)', () => {
  it('prefixes every cell whose first non-space character starts a formula', () => {
    fc.assert(
      fc.property(dangerousText, (text) => {
        expect(escapeCsvCell(text)).toBe(`'${text}`);
      }),
      { numRuns: 2000 },
    );
  });

  it('never writes a cell a spreadsheet reads as a formula, and changes nothing but the prefix', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const cell = escapeCsvCell(text);
        expect(readsAsFormula(cell)).toBe(false);
        expect(cell === text || cell === `'${text}`).toBe(true);
        // Only what needs it is changed.
        expect(cell === text).toBe(!readsAsFormula(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps plain numbers byte-identical, negative ones included', () => {
    fc.assert(
      fc.property(plainNumber, (text) => {
        expect(escapeCsvCell(text)).toBe(text);
      }),
      { numRuns: 1000 },
    );
    expect(escapeCsvCell(-1)).toBe('-1');
    expect(escapeCsvCell(-3.5)).toBe('-3.5');
  });

  it('is idempotent: an escaped cell is not escaped again', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const once = escapeCsvCell(text);
        expect(escapeCsvCell(once)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });

  it('round-trips through papaparse: what is written is what a CSV reader reads back', () => {
    fc.assert(
      fc.property(fc.array(anyText, { minLength: 1, maxLength: 4 }), (texts) => {
        const row = ['id', ...texts.map(escapeCsvCell)];
        const csv = Papa.unparse([row, row], { newline: '\r\n' });
        const parsed = Papa.parse<string[]>(csv, { newline: '\r\n' });
        expect(parsed.errors).toEqual([]);
        expect(parsed.data).toEqual([row, row]);
      }),
      { numRuns: 1000 },
    );
  });
});
