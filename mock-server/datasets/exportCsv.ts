import { escapeCsvCell } from '../../src/contract/rules/csv';
import type { VerificationRow } from '../verifications/dto';
import { csvLines, VERIFICATION_CSV_COLUMNS } from '../verifications/csvJobs';

/** The export's header: the item's position, then the verification's columns as the list export has them. */
export const DATASET_EXPORT_HEADER = csvLines([
  ['position', ...VERIFICATION_CSV_COLUMNS.map(([header]) => header)],
]);

/** One item of a dataset in its order, with its verification's row as it is now (null: deleted since). */
export interface ExportEntry {
  position: number;
  id: string;
  row: VerificationRow | null;
}

/**
 * Items as export lines (formula-safe): position (from 1) and the verification's columns; an item whose
 * verification was deleted since keeps its position and id. The dataset's size is these lines' bytes.
 */
export const datasetExportLines = (entries: readonly ExportEntry[]): string =>
  entries.length
    ? csvLines(
        entries.map(({ position, id, row }) => [
          String(position + 1),
          ...(row
            ? VERIFICATION_CSV_COLUMNS.map(([, value]) => escapeCsvCell(value(row)))
            : [escapeCsvCell(id), ...VERIFICATION_CSV_COLUMNS.slice(1).map(() => '')]),
        ]),
      )
    : '';
