import type { CsvColumn } from '../../contract/rules/csv';
import { saveFile } from './saveFile';

export type { CsvColumn } from '../../contract/rules/csv';

/**
 * The CSV text of records, formula-safe (the contract's one CSV rule). The CSV writer (papaparse) is fetched on
 * the first export, not with every list page.
 */
export const csvOf = async <T>(
  records: readonly T[],
  columns: readonly CsvColumn<T>[],
): Promise<string> => (await import('../../contract/rules/csv')).toCsv(records, columns);

/** Offers the text as a file download (UTF-8 with BOM so spreadsheets read accents right). */
export const downloadCsv = (csv: string, fileName: string): void => {
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  saveFile(blob, fileName.endsWith('.csv') ? fileName : `${fileName}.csv`);
};
