import { Chip, type ChipProps } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { AccountStatusCode, User } from './schema';

const COLOURS: Record<AccountStatusCode, ChipProps['color']> = {
  ACTIVE: 'success',
  UNLOCKED: 'info',
  DEACTIVATED: 'default',
  EXPIRED: 'warning',
  LOCKED: 'error',
};

/** The account status (spec section 4 labels) as a chip: colour and text, never colour alone. */
// `source`, `label` and `sortBy` are read by the Datagrid header.
export const UserStatusField = (_props: { source?: string; label?: string; sortBy?: string }) => {
  const record = useRecordContext<User>();
  const translate = useTranslate();
  if (!record) return null;
  const code = record.accountStatus.code;
  return (
    <Chip
      size="small"
      variant={code === 'ACTIVE' || code === 'UNLOCKED' ? 'filled' : 'outlined'}
      color={COLOURS[code]}
      label={translate(`resources.users.status.${code}`)}
    />
  );
};
