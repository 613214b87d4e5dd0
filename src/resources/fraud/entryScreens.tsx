import type { ScreenOverrides } from '../../kit';
import { CollisionPanel } from './CollisionPanel';
import { FraudCsvButton } from './csv/FraudCsvButton';
import { EntryMatches } from './EntryMatches';
import { verdictValue } from './FraudChips';

/** The fraud database's screen parts, loaded with its first screen: verdict chips, the duplicate check, matches. */
const screens: ScreenOverrides = {
  fields: { status: { Value: verdictValue('fraud-entries') } },
  formPanel: CollisionPanel,
  showPanel: EntryMatches,
  listActions: FraudCsvButton,
};
export default screens;
