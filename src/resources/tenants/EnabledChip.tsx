import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

/** Enabled/disabled as a chip with colour and text (never colour alone). */
export const EnabledChip = ({ source = 'enabled' }: { source?: string; label?: string }) => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const enabled = record[source] === true;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={enabled ? 'success' : 'default'}
      label={translate(
        enabled ? 'resources.tenants.status.enabled' : 'resources.tenants.status.disabled',
      )}
    />
  );
};
