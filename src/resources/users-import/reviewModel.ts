import type { CsvColumn } from '../../components';
import type { ImportRow, ImportRowError } from '../../contract/schemas/usersImport';
import type { ParsedRow } from './parseCsv';

/** One row under review: its cells and every problem found by the file check and the server's dry run. */
export interface ReviewedRow {
  row: ImportRow;
  errors: ImportRowError[];
}

const errorKey = (e: ImportRowError) => `${e.field}|${e.code}|${e.value ?? ''}`;

/** Merges the server's per-row errors into the file check's, without listing one problem twice. */
export const mergeRowErrors = (
  parsed: readonly ParsedRow[],
  server: ReadonlyMap<number, readonly ImportRowError[]>,
): ReviewedRow[] =>
  parsed.map(({ row, errors }) => {
    const seen = new Set(errors.map(errorKey));
    const extra = (server.get(row.rowNumber) ?? []).filter((e) => !seen.has(errorKey(e)));
    return { row, errors: [...errors, ...extra] };
  });

export interface ReviewSummary {
  total: number;
  valid: number;
  invalid: number;
}

export const summarise = (rows: readonly ReviewedRow[]): ReviewSummary => {
  const invalid = rows.filter((r) => r.errors.length > 0).length;
  return { total: rows.length, valid: rows.length - invalid, invalid };
};

/** Rows with errors first (in file order), then the valid ones: the problems are what needs reading. */
export const errorsFirst = (rows: readonly ReviewedRow[]): ReviewedRow[] => [
  ...rows.filter((r) => r.errors.length > 0),
  ...rows.filter((r) => r.errors.length === 0),
];

/**
 * May the import be committed? Never with nothing to import; with rows in error only when the user chose to
 * import the valid rows alone.
 */
export const canCommit = (summary: ReviewSummary, validRowsOnly: boolean): boolean =>
  summary.valid > 0 && (summary.invalid === 0 || validRowsOnly);

/** The error report: one line per rejected row, its cells as typed and the problems in words. */
export const errorReportColumns = (
  header: (key: string) => string,
  describe: (error: ImportRowError) => string,
): CsvColumn<ReviewedRow>[] => [
  { header: header('rowNumber'), value: (r) => r.row.rowNumber },
  { header: header('email'), value: (r) => r.row.email ?? '' },
  { header: header('firstName'), value: (r) => r.row.firstName ?? '' },
  { header: header('lastName'), value: (r) => r.row.lastName ?? '' },
  { header: header('roles'), value: (r) => r.row.roles ?? '' },
  { header: header('groups'), value: (r) => r.row.groups ?? '' },
  { header: header('problems'), value: (r) => r.errors.map(describe).join('; ') },
];
