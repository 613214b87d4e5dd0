import type { ScreenOverrides } from '../../kit';
import { ComparisonTable } from './ComparisonTable';
import { ScoreValue, verdictValue } from './FraudChips';
import { storedLink } from './links';

const HitComparison = () => <ComparisonTable resource="screening-hits" />;

/**
 * The screening hits' screen parts: the decision chip, the score in percent, the verification linked by its
 * stored public id, and the subject and the list entry side by side on the review page.
 */
const screens: ScreenOverrides = {
  fields: {
    status: { Value: verdictValue('screening-hits') },
    score: { Value: ScoreValue },
    verificationPublicId: {
      Value: storedLink('verifications', 'verificationId', { monospace: true }),
    },
  },
  showPanel: HitComparison,
};
export default screens;
