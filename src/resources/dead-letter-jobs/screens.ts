import type { ScreenOverrides } from '../../kit';
import { AttemptsValue, PayloadValue } from './DeliveryValues';
import { MerchantValue } from './MerchantValue';
import { QueuePanel } from './QueuePanel';
import { StacktracePanel } from './StacktracePanel';
import { StatusValue } from './StatusValue';

/**
 * The dead-letter queue's hand-written parts, loaded with its first screen: the status icons, the figures and
 * error groups above the list (with the retry of a group or of everything the filter matches), the payload and
 * the attempts on the job's page, and its stack trace. List, filters, the job's page and the retry of one job or a
 * selection stay generated.
 */
const screens: ScreenOverrides = {
  fields: {
    status: { Value: StatusValue },
    payload: { Value: PayloadValue },
    attemptHistory: { Value: AttemptsValue },
    merchantId: { Value: MerchantValue },
  },
  listPanel: QueuePanel,
  showPanel: StacktracePanel,
};
export default screens;
