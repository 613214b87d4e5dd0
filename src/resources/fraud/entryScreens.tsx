import type { ScreenOverrides } from '../../kit';
import { CollisionPanel } from './CollisionPanel';
import { FraudCsvButton } from './csv/FraudCsvButton';
import { EntryHistory } from './EntryHistory';
import { EntryMatches } from './EntryMatches';
import { verdictValue } from './FraudChips';

/** The verifications the entry matched, then its history. */
const EntryPanels = () => (
  <>
    <EntryMatches />
    <EntryHistory />
  </>
);

/** The fraud database's screen parts, loaded with its first screen: verdict chips, the duplicate check, matches. */
const screens: ScreenOverrides = {
  fields: { status: { Value: verdictValue('fraud-entries') } },
  formPanel: CollisionPanel,
  showPanel: EntryPanels,
  listActions: FraudCsvButton,
};
export default screens;
