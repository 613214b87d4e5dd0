import { useState, type MouseEvent } from 'react';
import {
  Box,
  Chip,
  IconButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Menu,
  MenuItem,
  Tooltip,
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
  maxWidth: 240,
  flexShrink: 0,
  '& .MuiChip-icon': { color: 'inherit' },
} as const;

/**
 * The tenant the session works in, in the app bar; on a phone (`compact`) only its icon, with the name in the
 * tooltip and the accessible name. A user of several tenants opens it to move to another one without signing
 * out (the platform ends this session and starts one in the chosen tenant).
 */
export const TenantSwitcher = ({ compact = false }: { compact?: boolean }) => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const tenantName = (identity as PortalIdentity | undefined)?.tenantName;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [switching, setSwitching] = useState(false);
  // Once per page: the tenants a user belongs to change rarely, and a switch loads a new page anyway.
  const { data: tenants = [] } = useQuery({
    queryKey: ['portal', 'userTenants'],
    queryFn: () => fetchUserTenants(httpClient),
    staleTime: Infinity,
    enabled: Boolean(tenantName),
  });
  if (!tenantName) return null;
  const label = translate('app.shell.appBar.tenant', { name: tenantName });
  const switchable = tenants.length > 1;
  const open = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
  const popup = {
    'aria-haspopup': 'menu',
    'aria-expanded': anchor ? 'true' : 'false',
  } as const;

  let trigger;
  if (compact && switchable)
    trigger = (
      <Tooltip title={label}>
        <IconButton color="inherit" size="small" aria-label={label} onClick={open} {...popup}>
          <ApartmentOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    );
  else if (compact)
    trigger = (
      <Tooltip title={label}>
        <Box
          role="img"
          aria-label={label}
          sx={{ display: 'inline-flex', alignItems: 'center', px: 0.5, flexShrink: 0 }}
        >
          <ApartmentOutlinedIcon fontSize="small" />
        </Box>
      </Tooltip>
    );
  else if (switchable)
    trigger = (
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
        onClick={open}
        {...popup}
      />
    );
  else return <Chip icon={<ApartmentOutlinedIcon />} label={label} size="small" sx={chipSx} />;
  if (!switchable) return trigger;

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
      {trigger}
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
