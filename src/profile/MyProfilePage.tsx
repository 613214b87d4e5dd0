import { useCallback, useState } from 'react';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  Grid,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { Title, useCanAccess, useTranslate } from 'react-admin';
import { formatDateTime } from '../components';
import { PendingChangesPrompt } from '../session';
import { EmailSection } from './EmailSection';
import { NameSection } from './NameSection';
import { PasswordSection } from './PasswordSection';
import { useProfile } from './useProfile';

type SectionName = 'name' | 'email' | 'password';

const useProfileAccess = (action: string) => {
  const { canAccess, isPending } = useCanAccess({ resource: 'my-profile', action });
  return { allowed: canAccess === true, isPending };
};

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');

/**
 * `/my-profile`: the signed-in user's own name, e-mail address and password. Each section follows its own
 * permission; unsaved edits in any section hold navigation, reloads and the version watcher.
 */
export const MyProfilePage = () => {
  const translate = useTranslate();
  const viewName = useProfileAccess('viewName');
  const editName = useProfileAccess('editName');
  const viewEmail = useProfileAccess('viewEmail');
  const editEmail = useProfileAccess('editEmail');
  const changePassword = useProfileAccess('changePassword');
  const accessPending = [viewName, editName, viewEmail, editEmail, changePassword].some(
    (access) => access.isPending,
  );
  const needsProfile = viewName.allowed || viewEmail.allowed;
  const profile = useProfile(needsProfile);

  const [dirty, setDirty] = useState<Record<SectionName, boolean>>({
    name: false,
    email: false,
    password: false,
  });
  const dirtyHandler = useCallback(
    (section: SectionName) => (value: boolean) =>
      setDirty((current) =>
        current[section] === value ? current : { ...current, [section]: value },
      ),
    [],
  );
  const [onNameDirty] = useState(() => dirtyHandler('name'));
  const [onEmailDirty] = useState(() => dirtyHandler('email'));
  const [onPasswordDirty] = useState(() => dirtyHandler('password'));
  const reload = useCallback(() => void profile.refetch(), [profile]);

  const anyDirty = dirty.name || dirty.email || dirty.password;

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', py: 3, px: { xs: 1, sm: 2 } }}>
      <Title title={translate('profile.title')} />
      <PendingChangesPrompt isDirty={anyDirty} />
      <Card variant="outlined" sx={{ mb: 3 }}>
        <CardContent>
          <Stack direction="row" spacing={2} alignItems="center">
            <Avatar sx={{ bgcolor: 'primary.main', width: 56, height: 56 }} aria-hidden>
              {profile.data ? initials(profile.data.name) : null}
            </Avatar>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="h5" component="h1">
                {translate('profile.title')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {translate('profile.subtitle')}
              </Typography>
            </Box>
            {profile.data && (
              <Typography
                variant="caption"
                color="text.secondary"
                sx={{ display: { xs: 'none', md: 'block' }, textAlign: 'right' }}
              >
                {translate('profile.lastChange', {
                  by: profile.data.updatedBy,
                  at: formatDateTime(profile.data.updatedAt),
                })}
              </Typography>
            )}
          </Stack>
        </CardContent>
      </Card>

      {profile.isError && (
        <Alert
          severity="error"
          sx={{ mb: 3 }}
          action={
            <Button color="inherit" size="small" onClick={reload}>
              {translate('profile.retry')}
            </Button>
          }
        >
          {translate('profile.loadFailed')}
        </Alert>
      )}

      <Grid container spacing={3}>
        {(accessPending || (needsProfile && profile.isPending)) && (
          <Grid size={12}>
            <Skeleton variant="rounded" height={160} />
          </Grid>
        )}
        {viewName.allowed && profile.data && (
          <Grid size={{ xs: 12, md: 6 }}>
            <NameSection
              profile={profile.data}
              canEdit={editName.allowed}
              onDirtyChange={onNameDirty}
              onReload={reload}
            />
          </Grid>
        )}
        {viewEmail.allowed && profile.data && (
          <Grid size={{ xs: 12, md: 6 }}>
            <EmailSection
              profile={profile.data}
              canEdit={editEmail.allowed}
              onDirtyChange={onEmailDirty}
              onReload={reload}
            />
          </Grid>
        )}
        {changePassword.allowed && (
          <Grid size={12}>
            <PasswordSection onDirtyChange={onPasswordDirty} />
          </Grid>
        )}
      </Grid>
    </Box>
  );
};
