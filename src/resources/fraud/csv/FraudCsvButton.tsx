import { lazy, Suspense, useState } from 'react';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, useCanAccess, useRefresh, useTranslate } from 'react-admin';
import { csvOf, downloadCsv } from '../../../components';
import { FRAUD_CSV_COLUMNS, type FraudCsvColumn } from '../../../contract/schemas/fraudCsv';
import { FRAUD_CSV_TEMPLATE_ROWS } from './template';

/** The file tooling (reading, the report) arrives when the dialog is first opened. */
const FraudCsvDialog = lazy(() =>
  import('./FraudCsvDialog').then((module) => ({ default: module.FraudCsvDialog })),
);

/** The template: every column the update reads, and one example row per kind of entry. */
const downloadTemplate = async (fileName: string) => {
  const columns = FRAUD_CSV_COLUMNS.map((column) => ({
    header: column,
    value: (row: Partial<Record<FraudCsvColumn, string>>) => row[column] ?? '',
  }));
  downloadCsv(await csvOf(FRAUD_CSV_TEMPLATE_ROWS, columns), fileName);
};

/**
 * "Update from CSV" and "CSV template" in the fraud database's list toolbar, for users who may change the
 * database (the platform checks again, and guards the update). After an update that changed entries the list
 * is refreshed.
 */
export const FraudCsvButton = () => {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'fraud-entries', action: 'csvUpdate' });
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so the dialog can close with its transition.
  const [opened, setOpened] = useState(false);
  if (!canAccess) return null;
  return (
    <>
      <Button
        label="resources.fraud-entries.csv.template"
        onClick={() => void downloadTemplate(translate('resources.fraud-entries.csv.templateFile'))}
      >
        <DownloadIcon />
      </Button>
      <Button
        label="resources.fraud-entries.csv.open"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <UploadFileIcon />
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <FraudCsvDialog
            open={open}
            onClose={(changedAny) => {
              setOpen(false);
              if (changedAny) refresh();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
};
