import type { ScreenOverrides } from '../../kit';
import { TransferRecordButton } from '../tenants';
import { enabledCsv, EnabledValue } from './fields';

/** The merchants' hand-written parts, loaded with their first screen. */
const screens: ScreenOverrides = {
  views: { show: () => import('./MerchantShow') },
  fields: { enabled: { Value: EnabledValue, csv: enabledCsv } },
  showActions: TransferRecordButton,
};

export default screens;
