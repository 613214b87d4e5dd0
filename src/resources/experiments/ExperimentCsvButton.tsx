import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import {
  Button,
  useCanAccess,
  useDataProvider,
  useListContext,
  useNotify,
  useTranslate,
} from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { useRefreshJobs } from '../../jobs';

/**
 * The spec's CSV search in the list's toolbar: the list's current filter downloaded as CSV, made by a background
 * job (the tray shows its progress and offers the file when it is done).
 */
export const ExperimentCsvButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { filterValues, sort } = useListContext();
  const refreshJobs = useRefreshJobs();
  const { canAccess } = useCanAccess({ resource: 'experiments', action: 'csvSearch' });
  const [busy, setBusy] = useState(false);
  if (!canAccess) return null;
  const start = async () => {
    setBusy(true);
    try {
      await dataProvider.startExperimentCsvSearch({
        ...filterValues,
        ...(sort ? { sort: { field: sort.field, direction: sort.order } } : {}),
      });
      notify('resources.experiments.csv.started', { type: 'info' });
      refreshJobs();
    } catch {
      // The one error path has said what went wrong.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      label={translate('resources.experiments.csv.button')}
      onClick={() => void start()}
      disabled={busy}
    >
      <DownloadIcon />
    </Button>
  );
};
