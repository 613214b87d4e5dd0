import { createElement } from 'react';
import { Box, Card, CardActionArea, CardContent, Chip, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { Loading, Title, useCanAccess, useGetIdentity, useTranslate } from 'react-admin';
import type { PortalIdentity } from '../authProvider';
import { isRole } from '../contract/permissions';
import { useMenuEntries } from '../layout/menuEntries';
import { KycOverview } from './kyc/KycOverview';
import { NothingToOpen } from './NothingToOpen';

/**
 * After sign-in: greets the user, names tenant and roles, shows the KYC figures of the tenant (with the
 * dashboard permission; linked to the verifications list when the user may list verifications), and lists what
 * they may open.
 */
export const Dashboard = () => {
  const translate = useTranslate();
  const { identity, isPending } = useGetIdentity();
  const { entries } = useMenuEntries();
  const stats = useCanAccess({ resource: 'dashboard', action: 'stats' });
  const listVerifications = useCanAccess({ resource: 'verifications', action: 'list' });
  const review = useCanAccess({ resource: 'verifications', action: 'review' });
  if (isPending || !identity || stats.isPending || listVerifications.isPending || review.isPending)
    return <Loading />;
  const user = identity as PortalIdentity;
  const roles = user.authorities.filter(isRole);
  const openable = entries.filter((entry) => entry.to !== '/dashboard');
  return (
    <Box sx={{ p: { xs: 1, md: 3 } }}>
      <Title title={translate('app.shell.menu.dashboard')} />
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('app.shell.dashboard.greeting', { name: user.fullName })}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4} sx={{ mb: 3 }}>
        <Box>
          <Typography variant="overline" color="text.secondary">
            {translate('app.shell.dashboard.tenant')}
          </Typography>
          <Typography data-testid="dashboard-tenant">{user.tenantName}</Typography>
        </Box>
        <Box>
          <Typography variant="overline" color="text.secondary">
            {translate('app.shell.dashboard.roles')}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
            {roles.map((role) => (
              <Chip key={role} label={translate(`roles.${role}`)} size="small" />
            ))}
          </Stack>
        </Box>
      </Stack>
      {stats.canAccess && (
        <KycOverview
          linkable={listVerifications.canAccess === true}
          canReview={review.canAccess === true}
        />
      )}
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('app.shell.dashboard.available')}
      </Typography>
      {openable.length === 0 ? (
        <NothingToOpen />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
          }}
        >
          {openable.map((entry) => (
            <Card key={entry.to}>
              <CardActionArea component={Link} to={entry.to}>
                <CardContent>
                  <Stack direction="row" spacing={1.5} alignItems="center">
                    {createElement(entry.icon)}
                    <Typography>{translate(entry.labelKey, { smart_count: 2 })}</Typography>
                  </Stack>
                </CardContent>
              </CardActionArea>
            </Card>
          ))}
        </Box>
      )}
    </Box>
  );
};
