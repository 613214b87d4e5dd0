import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AccountStatusCode } from '../contract/schemas/users';

const COLOURS: Record<AccountStatusCode, ChipProps['color']> = {
  ACTIVE: 'success',
  UNLOCKED: 'info',
  DEACTIVATED: 'default',
  EXPIRED: 'warning',
  LOCKED: 'error',
};

const isKnown = (status: string): status is AccountStatusCode => Object.hasOwn(COLOURS, status);

/** The i18n key of a user status: one vocabulary (spec section 4 labels) wherever a person's status shows. */
export const userStatusKey = (status: string): string => `resources.users.status.${status}`;

/**
 * A person's account status as one translated chip (colour and text, never colour alone): the users list and
 * page, a group's members and a tenant's users. The code itself never shows; an unknown one reads as sent.
 */
export const UserStatusChip = ({ status }: { status: string }) => {
  const translate = useTranslate();
  const known = isKnown(status);
  return (
    <Chip
      size="small"
      variant={status === 'ACTIVE' || status === 'UNLOCKED' ? 'filled' : 'outlined'}
      color={known ? COLOURS[status] : 'default'}
      label={translate(userStatusKey(status), { _: status })}
      // As wide as its word, also where a column layout would stretch it (a show page's field).
      sx={{ alignSelf: 'flex-start' }}
    />
  );
};
