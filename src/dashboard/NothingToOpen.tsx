import { Alert, AlertTitle, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Role } from '../contract/permissions';

/**
 * Roles whose areas the portal does not have yet: the dashboard tells their users what they will find, and
 * where. A role leaves this list when its areas arrive (its menu entries then appear under "What you can open").
 */
const UPCOMING: readonly Role[] = ['ROLE_EXPERIMENT_USER', 'ROLE_EXPERIMENT_ADMIN'];

export const upcomingRolesOf = (roles: readonly Role[]): Role[] =>
  UPCOMING.filter((role) => roles.includes(role));

/** What the user's roles will find once their areas exist, and where. */
export const ComingForYourRole = ({ roles }: { roles: readonly Role[] }) => {
  const translate = useTranslate();
  const upcoming = upcomingRolesOf(roles);
  if (upcoming.length === 0) return null;
  return (
    <Alert severity="info" data-testid="dashboard-upcoming" sx={{ mb: 2 }}>
      <AlertTitle>{translate('app.shell.dashboard.upcoming.title')}</AlertTitle>
      <Stack spacing={1}>
        {upcoming.map((role) => (
          <Typography key={role} variant="body2">
            {translate(`app.shell.dashboard.upcoming.${role}`)}
          </Typography>
        ))}
      </Stack>
    </Alert>
  );
};

/** The user's roles open no area and none is coming: say so, and whom to ask. */
export const NothingToOpen = () => {
  const translate = useTranslate();
  return (
    <Stack spacing={1}>
      <Typography color="text.secondary">
        {translate('app.shell.dashboard.nothingAvailable')}
      </Typography>
      <Typography color="text.secondary">
        {translate('app.shell.dashboard.nothingAvailableHelp')}
      </Typography>
    </Stack>
  );
};
