import { useState, type MouseEvent } from 'react';
import {
  Box,
  Chip,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Menu,
  MenuItem,
} from '@mui/material';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import CheckIcon from '@mui/icons-material/Check';
import { useQuery } from '@tanstack/react-query';
import { useGetIdentity, useTranslate } from 'react-admin';
import type { PortalIdentity } from '../authProvider';
import { fetchUserTenants, switchTenant } from '../authProvider/switchTenant';
import { httpClient } from '../dataProvider/httpClient';
import { portalErrorReporter } from '../notifications';

const chipSx = {
  bgcolor: 'rgba(255,255,255,0.15)',
  color: 'inherit',
  mr: 1,
  maxWidth: { xs: 160, sm: 280 },
  '& .MuiChip-icon': { color: 'inherit' },
} as const;

/**
 * The tenant the session works in, in the app bar. A user of several tenants opens it to move to another one
 * without signing out (the platform ends this session and starts one in the chosen tenant).
 */
export const TenantSwitcher = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const tenantName = (identity as PortalIdentity | undefined)?.tenantName;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [switching, setSwitching] = useState(false);
  // Once per page: the tenants a user belongs to change rarely, and a switch reloads the page anyway.
  const { data: tenants = [] } = useQuery({
    queryKey: ['portal', 'userTenants'],
    queryFn: () => fetchUserTenants(httpClient),
    staleTime: Infinity,
    enabled: Boolean(tenantName),
  });
  if (!tenantName) return null;
  const label = translate('app.shell.appBar.tenant', { name: tenantName });
  if (tenants.length < 2)
    return <Chip icon={<ApartmentOutlinedIcon />} label={label} size="small" sx={chipSx} />;

  const choose = (tenant: { id: string; name: string }) => {
    setSwitching(true);
    switchTenant(httpClient, tenant).catch((error: unknown) => {
      portalErrorReporter.report(error, { method: 'tenantSwitch' });
      setSwitching(false);
      setAnchor(null);
    });
  };
  return (
    <>
      <Chip
        icon={<ApartmentOutlinedIcon />}
        label={
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center' }}>
            {label}
            <ArrowDropDownIcon fontSize="small" sx={{ mr: -0.75 }} />
          </Box>
        }
        size="small"
        sx={chipSx}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : 'false'}
      />
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': translate('app.shell.tenantSwitch.title') } }}
      >
        <ListSubheader>{translate('app.shell.tenantSwitch.title')}</ListSubheader>
        {tenants.map((tenant) => (
          <MenuItem
            key={tenant.id}
            disabled={tenant.current || switching}
            selected={tenant.current}
            onClick={() => choose(tenant)}
            aria-label={
              tenant.current
                ? `${tenant.name} (${translate('app.shell.tenantSwitch.current')})`
                : tenant.name
            }
          >
            <ListItemIcon>{tenant.current ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText>{tenant.name}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
