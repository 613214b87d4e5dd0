import { Box, Chip, type ChipProps } from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';
import type { FieldOverrides } from '../../kit';
import type { ApiTokenStatus } from './schema';

const COLOURS: Record<ApiTokenStatus, ChipProps['color']> = {
  ACTIVE: 'success',
  DEACTIVATED: 'default',
  EXPIRED: 'warning',
  REVOKED: 'error',
};

/** The token status as a chip: colour and text, never colour alone. */
export const ApiTokenStatusChip = ({ record }: { record: RaRecord }) => {
  const translate = useTranslate();
  const status = record.status as ApiTokenStatus;
  return (
    <Chip
      size="small"
      variant={status === 'ACTIVE' ? 'filled' : 'outlined'}
      color={COLOURS[status]}
      label={translate(`resources.api-tokens.status.${status}`)}
    />
  );
};

/** The first characters of the value, so a user recognises a token they hold; never more. */
export const ApiTokenPrefix = ({ record }: { record: RaRecord }) => (
  <Box component="span" sx={{ fontFamily: 'monospace' }}>
    {String(record.prefix)}…
  </Box>
);

/** The token's own words for its status and kind, its prefix and its status chip on the generated screens. */
export const apiTokenFields: FieldOverrides = {
  status: {
    Value: ApiTokenStatusChip,
    choiceKey: (value) => `resources.api-tokens.status.${value}`,
  },
  kind: { choiceKey: (value) => `resources.api-tokens.kind.${value}` },
  prefix: { Value: ApiTokenPrefix, csv: (record) => `${String(record.prefix)}…` },
};
