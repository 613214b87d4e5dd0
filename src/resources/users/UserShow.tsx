import { Box, Card, CardContent, Chip, Grid, Stack, Typography } from '@mui/material';
import { FunctionField, Labeled, TextField, useRecordContext, useTranslate } from 'react-admin';
import { Show } from '../../kit';
import { PERMISSION_AREAS, type PermissionArea } from '../../contract/permissions';
import { DateTimeField, formatDateTime } from '../../components';
import { OwnAccountHint, UserOperations } from './actions/UserOperations';
import { RoleNamesField } from './RoleNamesField';
import type { User } from './schema';
import { UserStatusField } from './UserStatusField';

const Section = ({ title, children }: { title: string; children: React.ReactNode }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ mb: 1.5, fontWeight: 600 }}>
          {translate(title)}
        </Typography>
        <Stack spacing={1.5}>{children}</Stack>
      </CardContent>
    </Card>
  );
};

/** 'Locked until <time>' while a lockout runs, else a calm 'Not locked'. */
const LockoutField = () => {
  const translate = useTranslate();
  return (
    <FunctionField<User>
      source="intruderLockOutUntil"
      render={(user) =>
        user.intruderLockOutUntil ? (
          <Typography variant="body2" color="error">
            {translate('resources.users.lockedUntil', {
              time: formatDateTime(user.intruderLockOutUntil),
            })}
          </Typography>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate('resources.users.notLocked')}
          </Typography>
        )
      }
    />
  );
};

/** Permissions by readable name, grouped by area in the order of the permissions table. */
const PermissionsByArea = () => {
  const record = useRecordContext<User>();
  const translate = useTranslate();
  if (!record) return null;
  if (record.permissions.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('resources.users.noPermissions')}
      </Typography>
    );
  const held = new Set<string>(record.permissions);
  return (
    <Stack spacing={1}>
      {(Object.keys(PERMISSION_AREAS) as PermissionArea[]).map((area) => {
        const inArea = PERMISSION_AREAS[area].filter((p) => held.has(p));
        if (inArea.length === 0) return null;
        return (
          <Box key={area}>
            <Typography variant="caption" color="text.secondary" component="h3">
              {translate(`permissionAreas.${area}`)}
            </Typography>
            <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
              {inArea.map((permission) => (
                <Chip
                  key={permission}
                  size="small"
                  variant="outlined"
                  label={translate(`permissions.${permission}`)}
                  title={permission}
                  // Long names (German ones above all) wrap rather than end in an ellipsis.
                  sx={{ height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
                />
              ))}
            </Stack>
          </Box>
        );
      })}
    </Stack>
  );
};

const TwoFactor = () => {
  const translate = useTranslate();
  return (
    <FunctionField<User>
      source="twoFactorEnabled"
      render={(user) =>
        translate(
          user.twoFactorEnabled ? 'resources.users.twoFactor.on' : 'resources.users.twoFactor.off',
        )
      }
    />
  );
};

const Invitation = () => {
  const translate = useTranslate();
  return (
    <FunctionField<User>
      source="invitationPending"
      render={(user) =>
        translate(
          user.invitationPending
            ? 'resources.users.invitationPending'
            : 'resources.users.invitationAccepted',
        )
      }
    />
  );
};

/** A portal user: identity, account state, roles and permissions; operations in the toolbar. */
export const UserShow = () => (
  <Show actions={<UserOperations />}>
    <Box sx={{ p: 2 }}>
      <OwnAccountHint />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title="resources.users.sections.identity">
            <Labeled source="userName">
              <TextField source="userName" />
            </Labeled>
            <Labeled source="firstName">
              <TextField source="firstName" />
            </Labeled>
            <Labeled source="lastName">
              <TextField source="lastName" />
            </Labeled>
            <Labeled source="email">
              <TextField source="email" />
            </Labeled>
            <Labeled source="id">
              <TextField source="id" />
            </Labeled>
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title="resources.users.sections.account">
            <Labeled source="status" label="resources.users.fields.accountStatus">
              <UserStatusField />
            </Labeled>
            <Labeled source="intruderLockOutUntil">
              <LockoutField />
            </Labeled>
            <Labeled source="twoFactorEnabled">
              <TwoFactor />
            </Labeled>
            <Labeled source="invitationPending">
              <Invitation />
            </Labeled>
            <Labeled source="registrationDate">
              <DateTimeField source="registrationDate" />
            </Labeled>
            <Labeled source="updatedAt">
              <DateTimeField source="updatedAt" />
            </Labeled>
          </Section>
        </Grid>
        <Grid size={{ xs: 12 }}>
          <Section title="resources.users.sections.access">
            <Labeled source="roles">
              <RoleNamesField />
            </Labeled>
            <Labeled source="permissions">
              <PermissionsByArea />
            </Labeled>
          </Section>
        </Grid>
      </Grid>
    </Box>
  </Show>
);
