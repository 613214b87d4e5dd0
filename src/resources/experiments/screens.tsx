import type { ScreenOverrides } from '../../kit';
import { ExperimentCsvButton } from './ExperimentCsvButton';
import { ExperimentShowActions } from './ExperimentShowActions';
import { ExperimentStatisticsPanel } from './ExperimentStatisticsPanel';
import { SampleValue } from './SampleValue';

/**
 * Experiments' hand-written parts, loaded with their first screen: the statistics on the show page, the way to
 * the tagging view, the CSV search in the list's toolbar, and the sample in words.
 */
const screens: ScreenOverrides = {
  fields: { samplePercentage: { Value: SampleValue } },
  showPanel: ExperimentStatisticsPanel,
  showActions: ExperimentShowActions,
  listActions: ExperimentCsvButton,
};
export default screens;
