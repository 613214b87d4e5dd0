import type { RaRecord } from 'react-admin';
import { EnabledChip } from '../tenants';

/** The status as the tenants show it: a chip with colour and words. */
export const EnabledValue = ({ source }: { record: RaRecord; source: string }) => (
  <EnabledChip source={source} />
);

/** The status in the export: 'Enabled' or 'Disabled', in the user's language. */
export const enabledCsv = (record: RaRecord, translate: (key: string) => string): string =>
  translate(`resources.merchants.status.${record.enabled === true ? 'enabled' : 'disabled'}`);
