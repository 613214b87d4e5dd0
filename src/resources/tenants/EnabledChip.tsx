import { Chip } from '@mui/material';
import { BooleanInput, useRecordContext, useTranslate, type RaRecord } from 'react-admin';

/** Enabled/disabled as a chip with colour and text (never colour alone). */
export const EnabledChip = ({
  source = 'enabled',
  record: given,
}: {
  source?: string;
  label?: string;
  record?: RaRecord;
}) => {
  const fromContext = useRecordContext();
  const translate = useTranslate();
  const record = given ?? fromContext;
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

/** The status switch; a new tenant starts enabled, as the platform's add does. */
export const EnabledInput = ({ source }: { source: string }) => (
  <BooleanInput source={source} defaultValue={true} />
);
