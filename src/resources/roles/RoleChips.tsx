import { Chip, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { EMPTY_VALUE_PLACEHOLDER } from '../../contract/constants';
import { roleNameKey } from './roleNames';

/** Roles as small chips with their readable names (the raw code as a tooltip for support conversations). */
export const RoleChips = ({ roles }: { roles: readonly string[] }) => {
  const translate = useTranslate();
  if (roles.length === 0) return <span>{EMPTY_VALUE_PLACEHOLDER}</span>;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {roles.map((role) => (
        <Chip
          key={role}
          size="small"
          variant="outlined"
          label={translate(roleNameKey(role), { _: role })}
          title={role}
        />
      ))}
    </Stack>
  );
};
