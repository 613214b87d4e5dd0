import type { ScreenOverrides } from '../../kit';
import { DatasetPreviewPanel } from './DatasetPreviewPanel';
import { NewDatasetButton } from './NewDatasetButton';

/** Datasets' hand-written parts, loaded with their first screen: the creation from a filter and the preview. */
const screens: ScreenOverrides = {
  showPanel: DatasetPreviewPanel,
  listActions: NewDatasetButton,
};
export default screens;
