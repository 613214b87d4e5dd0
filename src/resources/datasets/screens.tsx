import { useLocaleState, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { formatBytes } from '../../components';
import type { ScreenOverrides } from '../../kit';
import { Alert } from '@mui/material';
import { CriteriaValue } from './CriteriaValue';
import { DatasetJobsPanel } from './DatasetJobsPanel';
import { DatasetPreviewPanel } from './DatasetPreviewPanel';
import { DatasetShowActions } from './DatasetShowActions';
import { NewDatasetButton } from './NewDatasetButton';

/** A dataset's size as people read it (kB, MB), in the user's locale. */
const SizeValue = ({ record, source }: { record: RaRecord; source: string }) => {
  const [locale] = useLocaleState();
  const bytes = record[source];
  return typeof bytes === 'number' ? <span>{formatBytes(bytes, locale)}</span> : null;
};

/**
 * The show page's panels: a dataset being rebuilt says so first (the spec's "dataset maintenance"), then what it
 * holds, then the user's exports and full previews of it.
 */
const DatasetPanels = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  return (
    <>
      {record?.status === 'MAINTENANCE' ? (
        <Alert severity="warning" sx={{ mx: 2, mt: 2 }}>
          {translate('resources.datasets.maintenance.notice', { name: String(record.name) })}
        </Alert>
      ) : null}
      <DatasetPreviewPanel />
      <DatasetJobsPanel />
    </>
  );
};

/**
 * Datasets' hand-written parts, loaded with their first screen: the creations (from a filter, from a file), the
 * show page's export, full preview and input file, and its panels.
 */
const screens: ScreenOverrides = {
  fields: { sizeBytes: { Value: SizeValue }, criteria: { Value: CriteriaValue } },
  showPanel: DatasetPanels,
  showActions: DatasetShowActions,
  listActions: NewDatasetButton,
};
export default screens;
