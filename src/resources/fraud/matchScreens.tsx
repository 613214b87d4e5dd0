import type { ScreenOverrides } from '../../kit';
import { ScoreValue, verdictValue } from './FraudChips';
import { storedLink } from './links';
import { ComparisonTable } from './ComparisonTable';

/**
 * The fuzzy matches' screen parts: the verdict chip, the score in percent, the two sides linked by their stored
 * names (a list page asks for nothing but its rows), and the per-attribute explanation on the show page.
 */
const screens: ScreenOverrides = {
  fields: {
    status: { Value: verdictValue('fraud-matches') },
    score: { Value: ScoreValue },
    verificationPublicId: {
      Value: storedLink('verifications', 'verificationId', { monospace: true }),
    },
    entryLabel: { Value: storedLink('fraud-entries', 'entryId') },
  },
  showPanel: ComparisonTable,
};
export default screens;
