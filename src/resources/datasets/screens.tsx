import { useLocaleState, type RaRecord } from 'react-admin';
import { formatBytes } from '../../components';
import type { ScreenOverrides } from '../../kit';
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

/** The show page's panels: what the dataset holds, then the user's exports and full previews of it. */
const DatasetPanels = () => (
  <>
    <DatasetPreviewPanel />
    <DatasetJobsPanel />
  </>
);

/**
 * Datasets' hand-written parts, loaded with their first screen: the creations (from a filter, from a file), the
 * show page's export, full preview and input file, and its panels.
 */
const screens: ScreenOverrides = {
  fields: { sizeBytes: { Value: SizeValue } },
  showPanel: DatasetPanels,
  showActions: DatasetShowActions,
  listActions: NewDatasetButton,
};
export default screens;
