import { useEffect, useRef, useState } from 'react';
import CloudDownloadIcon from '@mui/icons-material/CloudDownloadOutlined';
import { Alert, Box, Button as MuiButton, LinearProgress, Typography } from '@mui/material';
import { Button, useDataProvider, useListContext, useLocaleState, useTranslate } from 'react-admin';
import { ModalDialog, saveFile } from '../../components';
import type { AppDataProvider } from '../../dataProvider';
import type { CsvExportStatus } from '../../contract/schemas/verifications';
import { toVerificationFilterBody } from './filterBody';

/** How often the export job is asked for its progress. */
export const CSV_EXPORT_POLL_MS = 500;

type ExportState =
  | { step: 'idle' }
  | { step: 'running'; status: CsvExportStatus | null }
  | { step: 'done'; total: number }
  | { step: 'failed' };

/**
 * 'Export': the list's one export control; the platform builds the file for the current filter (large sets); a dialog shows
 * its progress (processed of total) and the file is saved when it is ready.
 */
export const ServerCsvExportButton = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { filterValues, sort, total } = useListContext();
  const [state, setState] = useState<ExportState>({ step: 'idle' });
  const cancelled = useRef(false);

  useEffect(
    () => () => {
      cancelled.current = true;
    },
    [],
  );

  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  const run = async () => {
    cancelled.current = false;
    setState({ step: 'running', status: null });
    try {
      const job = await dataProvider.startVerificationCsvExport({
        ...toVerificationFilterBody(filterValues),
        ...(sort?.field ? { sort: { field: sort.field, direction: sort.order } } : {}),
      });
      for (;;) {
        if (cancelled.current) return;
        const status = await dataProvider.getVerificationCsvExportStatus(job.jobId);
        if (cancelled.current) return;
        setState({ step: 'running', status });
        if (status.status === 'FAILED') return setState({ step: 'failed' });
        if (status.status === 'DONE') break;
        await wait(CSV_EXPORT_POLL_MS);
      }
      const file = await dataProvider.getVerificationCsvExportFile(job.jobId);
      if (cancelled.current) return;
      saveFile(file, translate('resources.verifications.serverExport.fileName'));
      setState({ step: 'done', total: job.total });
    } catch {
      if (!cancelled.current) setState({ step: 'failed' });
    }
  };

  const close = () => {
    cancelled.current = true;
    setState({ step: 'idle' });
  };

  const status = state.step === 'running' ? state.status : null;
  const percent = status && status.total > 0 ? (status.processed / status.total) * 100 : 0;

  return (
    <>
      <Button
        label={translate('ra.action.export')}
        onClick={() => void run()}
        disabled={state.step === 'running' || total === 0}
      >
        <CloudDownloadIcon />
      </Button>
      <ModalDialog
        open={state.step !== 'idle'}
        title="resources.verifications.serverExport.title"
        onClose={close}
        actions={
          <MuiButton onClick={close}>
            {translate(
              state.step === 'running'
                ? 'app.dialog.cancel'
                : 'resources.verifications.serverExport.close',
            )}
          </MuiButton>
        }
      >
        <Box sx={{ minWidth: 360 }}>
          {state.step === 'running' && (
            <>
              <LinearProgress
                variant={status ? 'determinate' : 'indeterminate'}
                value={percent}
                aria-label={translate('resources.verifications.serverExport.title')}
              />
              <Typography variant="body2" sx={{ mt: 1 }} role="status">
                {status
                  ? translate('resources.verifications.serverExport.progress', {
                      processed: status.processed.toLocaleString(locale),
                      total: status.total.toLocaleString(locale),
                    })
                  : translate('resources.verifications.serverExport.starting')}
              </Typography>
            </>
          )}
          {state.step === 'done' && (
            <Alert severity="success">
              {translate('resources.verifications.serverExport.done')}
            </Alert>
          )}
          {state.step === 'failed' && (
            <Alert severity="error">
              {translate('resources.verifications.serverExport.failed')}
            </Alert>
          )}
        </Box>
      </ModalDialog>
    </>
  );
};
