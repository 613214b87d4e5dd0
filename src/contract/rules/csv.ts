import Papa from 'papaparse';

/**
 * The one CSV cell rule of the portal and the platform emulator. Cells that a spreadsheet would run as a formula
 * (starting with `=`, `+`, `-`, `@`, a tab or a carriage return) are prefixed with `'`, so an exported value can
 * never execute; quoting and separators are papaparse's.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export const escapeCsvCell = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
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
