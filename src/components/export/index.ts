/** The shared CSV export: formula-escaped cells, every page fetched through the dataProvider. */
export * from './csv';
export * from './saveFile';
export * from './fetchAll';
export * from './ExportCsvButton';
