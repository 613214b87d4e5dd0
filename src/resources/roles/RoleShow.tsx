import { Box, Chip, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import {
  FunctionField,
  Labeled,
  NumberField,
  SimpleShowLayout,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Show } from '../../kit';
import { PERMISSION_AREAS, type PermissionArea } from '../../contract/permissions';
import { permissionAreaKey, permissionNameKey, roleNameKey } from './roleNames';
import type { RoleRecord } from './schema';

/** The role's permissions, grouped by area in the table's order; areas it has nothing in are left out. */
const PermissionsByArea = () => {
  const record = useRecordContext<RoleRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const held = new Set<string>(record.permissions);
  const areas = (Object.keys(PERMISSION_AREAS) as PermissionArea[])
    .map((area) => ({ area, permissions: PERMISSION_AREAS[area].filter((p) => held.has(p)) }))
    .filter((entry) => entry.permissions.length > 0);
  return (
    <Stack spacing={1.5}>
      {areas.map(({ area, permissions }) => (
        <Box key={area}>
          <Typography variant="subtitle2">{translate(permissionAreaKey(area))}</Typography>
          <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
            {permissions.map((permission) => (
              <Chip
                key={permission}
                size="small"
                label={translate(permissionNameKey(permission))}
                title={permission}
              />
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
};

const HoldersLink = () => {
  const record = useRecordContext<RoleRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const filter = encodeURIComponent(JSON.stringify({ roles: record.id }));
  return (
    <Link to={`/users?filter=${filter}`}>
      {translate('resources.roles.holders', { smart_count: record.userCount })}
    </Link>
  );
};

/** One role: readable name, code, holders in this tenant, and every permission it grants by area. */
export const RoleShow = () => {
  const translate = useTranslate();
  return (
    <Show actions={false}>
      <SimpleShowLayout>
        <FunctionField<RoleRecord>
          source="name"
          render={(record) => translate(roleNameKey(record.id))}
        />
        <TextField source="id" />
        <NumberField source="permissionCount" />
        <Labeled source="userCount">
          <HoldersLink />
        </Labeled>
        <Labeled source="permissions" fullWidth>
          <PermissionsByArea />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
};

export default RoleShow;
