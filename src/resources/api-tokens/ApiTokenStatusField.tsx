import { Chip, type ChipProps } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { ApiToken, ApiTokenStatus } from './schema';

const COLOURS: Record<ApiTokenStatus, ChipProps['color']> = {
  ACTIVE: 'success',
  DEACTIVATED: 'default',
  EXPIRED: 'warning',
  REVOKED: 'error',
};

/** The token status as a chip: colour and text, never colour alone. */
// `source` and `label` are read by the Datagrid header (column title and sort field).
export const ApiTokenStatusField = (_props: { source?: 'status'; label?: string }) => {
  const record = useRecordContext<ApiToken>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      variant={record.status === 'ACTIVE' ? 'filled' : 'outlined'}
      color={COLOURS[record.status]}
      label={translate(`resources.api-tokens.status.${record.status}`)}
    />
  );
};
