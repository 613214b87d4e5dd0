import Papa from 'papaparse';
import { DATASET_FILE_MAX_ROWS } from '../../src/contract/resources/datasets';
import type { DatasetFileRowError } from '../../src/contract/schemas/datasets';
import type { ServerContext } from '../context';
import { validationError } from '../http/errors';

export interface DatasetFileCheckResult {
  rows: number;
  /** The verification ids of the usable rows, in the file's order. */
  verificationIds: string[];
  errors: DatasetFileRowError[];
}

/** A header cell that names the public id column, however it is written (publicId, public_id, "Public ID"). */
const isPublicIdHeader = (cell: string) => cell.toLowerCase().replace(/[^a-z]/g, '') === 'publicid';

const fileError = (message: string) =>
  validationError([{ field: 'file', code: 'INVALID_FILE', message }], message);

/**
 * Reads a CSV of public ids: a `publicId` column (any other columns are ignored), or one column of ids without a
 * header. Each row must name a verification of the tenant once: an empty cell, a repeated id or an id the
 * tenant does not have is a row error (another tenant's id reads as unknown, so nothing about it shows).
 */
export const checkDatasetFile = (
  ctx: ServerContext,
  tenantId: string,
  content: string,
): DatasetFileCheckResult => {
  const parsed = Papa.parse<string[]>(content.replace(/^\uFEFF/, ''), {
    skipEmptyLines: 'greedy',
  });
  const table = parsed.data;
  if (!table.length) throw fileError('The file is empty.');
  const header = table[0]!;
  let column = header.findIndex((cell) => isPublicIdHeader(cell));
  const hasHeader = column >= 0;
  if (!hasHeader) {
    if (table.some((row) => row.length > 1))
      throw fileError(
        'The file needs a column named publicId, or a single column of public ids without a header.',
      );
    column = 0;
  }
  const dataRows = hasHeader ? table.slice(1) : table;
  if (dataRows.length > DATASET_FILE_MAX_ROWS)
    throw fileError(
      `The file has ${dataRows.length} rows; a dataset file holds at most ${DATASET_FILE_MAX_ROWS}.`,
    );
  if (!dataRows.length) throw fileError('The file has a header but no public ids.');

  const verifications = ctx.store.table('verifications');
  const seen = new Map<string, number>();
  const verificationIds: string[] = [];
  const errors: DatasetFileRowError[] = [];
  // Lines as the user's editor numbers them (empty lines are skipped by the parser, which is rare in practice).
  const offset = hasHeader ? 2 : 1;
  dataRows.forEach((row, index) => {
    const line = index + offset;
    const value = (row[column] ?? '').trim();
    if (!value) return errors.push({ line, value, code: 'MISSING_PUBLIC_ID' });
    const key = value.toLowerCase();
    const firstLine = seen.get(key);
    if (firstLine !== undefined) return errors.push({ line, value, code: 'DUPLICATE', firstLine });
    seen.set(key, line);
    const found = verifications.first('publicId', key) as
      { id: string; tenantId: string } | undefined;
    if (!found || found.tenantId !== tenantId)
      return errors.push({ line, value, code: 'NOT_FOUND' });
    verificationIds.push(found.id);
  });
  return { rows: dataRows.length, verificationIds, errors };
};
