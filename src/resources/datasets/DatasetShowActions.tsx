import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import PreviewIcon from '@mui/icons-material/PlaylistAddCheckOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import {
  Button,
  useDataProvider,
  useLocaleState,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { formatNumber, saveFile } from '../../components';
import type { AppDataProvider } from '../../dataProvider';
import { datasetFailureMessage } from './datasetFailure';
import { useRefreshDatasetJobs } from './useDatasetJobs';

const K = 'resources.datasets.work';

/**
 * The dataset's work in its page's toolbar, for whoever may read it: the export (a small dataset's file comes at
 * once, a larger one's through a background job), the full preview (always a job) and, for a dataset made of a
 * file, that file as it was uploaded. A dataset being rebuilt takes neither export nor preview.
 */
export const DatasetShowActions = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const id = record?.id === undefined ? undefined : String(record.id);
  const refresh = useRefreshDatasetJobs(id);
  const [busy, setBusy] = useState<'export' | 'preview' | 'file' | null>(null);
  if (!record || id === undefined) return null;
  const name = String(record.name);
  // Neither export nor preview while it is rebuilt (the platform refuses them) or still being built.
  const rebuilding = record.status === 'MAINTENANCE' || record.status === 'BUILDING';

  const run = async (which: 'export' | 'preview' | 'file', work: () => Promise<void>) => {
    setBusy(which);
    try {
      await work();
    } catch (error) {
      notify(datasetFailureMessage(error, name, translate), { type: 'error' });
    } finally {
      setBusy(null);
      refresh();
    }
  };

  const exportItems = () =>
    run('export', async () => {
      const job = await dataProvider.startDatasetExport(id);
      if (job.state === 'DONE') {
        saveFile(await dataProvider.downloadDataset(id), job.fileName ?? 'dataset.csv');
        notify(`${K}.exported`, {
          type: 'success',
          messageArgs: {
            smart_count: job.rowCount ?? 0,
            count: formatNumber(job.rowCount ?? 0, locale),
          },
        });
      } else notify(`${K}.exportStarted`, { type: 'info' });
    });

  const fullPreview = () =>
    run('preview', async () => {
      await dataProvider.startDatasetFullPreview(id);
      notify(`${K}.previewStarted`, { type: 'info' });
    });

  const inputFile = () =>
    run('file', async () =>
      saveFile(
        await dataProvider.getDatasetInputFile(id),
        String(record.criteria || 'dataset.csv'),
      ),
    );

  return (
    <>
      <Button
        label={`${K}.export`}
        onClick={() => void exportItems()}
        disabled={rebuilding || busy !== null}
      >
        <DownloadIcon />
      </Button>
      <Button
        label={`${K}.fullPreview`}
        onClick={() => void fullPreview()}
        disabled={rebuilding || busy !== null}
      >
        <PreviewIcon />
      </Button>
      {record.source === 'FILE' ? (
        <Button label={`${K}.inputFile`} onClick={() => void inputFile()} disabled={busy !== null}>
          <UploadFileIcon />
        </Button>
      ) : null}
    </>
  );
};
