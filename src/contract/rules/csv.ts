import Papa from 'papaparse';

/**
 * The one CSV cell rule of the portal and the platform emulator. A spreadsheet runs a cell as a formula when,
 * after any leading white space (spaces, no-break spaces and the other Unicode spaces it trims), it starts with
 * `=`, `+`, `-` or `@`, or their full-width forms `＝＋－＠` (which some spreadsheets read like the ASCII ones),
 * and a tab, carriage return or line feed at the start can open one on another column or line. Such a cell is
 * prefixed with `'`, which every spreadsheet shows as text; quoting and separators are papaparse's. A plain
 * number (`-1`, `-3.5`, `2e-3`) is a number, not a formula, and stays as it is, so figures remain figures.
 * The escape is idempotent: an escaped cell starts with `'` and is never escaped again.
 */
const FORMULA_START = /^\s*[=+\-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20]/;
const PLAIN_NUMBER = /^-?(?:\d+(?:\.\d+)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/** The cell's text as written: empty for nothing, `'`-prefixed when a spreadsheet would read a formula. */
export const escapeCsvCell = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
};

export interface CsvColumn<T> {
  /** Header text (already translated). */
  header: string;
  value: (record: T) => unknown;
}

export const toCsv = <T>(records: readonly T[], columns: readonly CsvColumn<T>[]): string =>
  Papa.unparse({
    fields: columns.map((column) => escapeCsvCell(column.header)),
    data: records.map((record) => columns.map((column) => escapeCsvCell(column.value(record)))),
  });
