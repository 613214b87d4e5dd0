import Papa from 'papaparse';
import { FRAUD_CSV_MAX_ROWS } from '../../../contract/constants';
import {
  FRAUD_CSV_COLUMNS,
  FRAUD_CSV_REQUIRED_COLUMNS,
  type FraudCsvColumn,
} from '../../../contract/rules/fraudCsvColumns';
import type { FraudCsvRow } from '../../../contract/schemas/fraudCsv';

/**
 * The parse step of the fraud database's CSV update, as a pure function the Web Worker runs off the main thread
 * (tests call it directly): the header mapped to the known columns in any common spelling, every data row as
 * its cells with the spreadsheet's row number, progress by rows and bytes. The checks are the platform's dry
 * run, which knows the database.
 */
export interface FraudCsvParse {
  columns: FraudCsvColumn[];
  missingColumns: FraudCsvColumn[];
  unknownColumns: string[];
  rows: FraudCsvRow[];
  /** The file holds more than FRAUD_CSV_MAX_ROWS data rows; the rest was not read. */
  truncated: boolean;
}

export interface FraudCsvProgress {
  rows: number;
  bytes: number;
  totalBytes: number;
}

const PROGRESS_EVERY_ROWS = 500;

/** Case, spaces, '-' and '_' do not matter; a few other names people give the columns are understood. */
const headerKey = (cell: string): string =>
  cell
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');

const ALIASES: Readonly<Record<string, FraudCsvColumn>> = {
  ...Object.fromEntries(FRAUD_CSV_COLUMNS.map((column) => [headerKey(column), column])),
  entryid: 'id',
  type: 'kind',
  name: 'fullName',
  dob: 'dateOfBirth',
  birthdate: 'dateOfBirth',
  country: 'nationality',
  documentno: 'documentNumber',
  emailaddress: 'email',
  mail: 'email',
  phonenumber: 'phone',
  device: 'deviceId',
  verdict: 'status',
};

export const parseFraudCsv = (
  text: string,
  onProgress?: (progress: FraudCsvProgress) => void,
  maxRows = FRAUD_CSV_MAX_ROWS,
): FraudCsvParse => {
  let indexOf: Partial<Record<FraudCsvColumn, number>> | null = null;
  const unknownColumns: string[] = [];
  const rows: FraudCsvRow[] = [];
  let truncated = false;
  Papa.parse<string[]>(text, {
    header: false,
    skipEmptyLines: 'greedy',
    step: (result, parser) => {
      const cells = result.data;
      if (!indexOf) {
        const found: Partial<Record<FraudCsvColumn, number>> = {};
        cells.forEach((cell, index) => {
          const column = ALIASES[headerKey(cell)];
          if (column && found[column] === undefined) found[column] = index;
          else if (cell.trim()) unknownColumns.push(cell.trim());
        });
        indexOf = found;
        return;
      }
      if (rows.length >= maxRows) {
        truncated = true;
        parser.abort();
        return;
      }
      const row: FraudCsvRow = { rowNumber: rows.length + 2 };
      for (const [column, index] of Object.entries(indexOf) as [FraudCsvColumn, number][]) {
        const cell = cells[index];
        if (cell !== undefined && cell !== '') row[column] = cell;
      }
      rows.push(row);
      if (rows.length % PROGRESS_EVERY_ROWS === 0)
        onProgress?.({ rows: rows.length, bytes: result.meta.cursor, totalBytes: text.length });
    },
  });
  const found: Partial<Record<FraudCsvColumn, number>> = indexOf ?? {};
  onProgress?.({ rows: rows.length, bytes: text.length, totalBytes: text.length });
  const columns = FRAUD_CSV_COLUMNS.filter((column) => found[column] !== undefined);
  return {
    columns,
    missingColumns: FRAUD_CSV_REQUIRED_COLUMNS.filter((column) => !columns.includes(column)),
    unknownColumns,
    rows,
    truncated,
  };
};
