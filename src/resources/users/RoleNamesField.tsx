import { Chip, Stack } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { User } from './schema';

/** Roles by their readable names (i18n `roles.<ROLE>`), one small chip each. */
export const RoleNamesField = (_props: { source?: string; label?: string; sortable?: boolean }) => {
  const record = useRecordContext<User>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
      {record.roles.map((role) => (
        <Chip key={role} size="small" variant="outlined" label={translate(`roles.${role}`)} />
      ))}
    </Stack>
  );
};
