import { saveFile } from './saveFile';

export { escapeCsvCell, toCsv, type CsvColumn } from '../../contract/rules/csv';

/** Offers the text as a file download (UTF-8 with BOM so spreadsheets read accents right). */
export const downloadCsv = (csv: string, fileName: string): void => {
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  saveFile(blob, fileName.endsWith('.csv') ? fileName : `${fileName}.csv`);
};
