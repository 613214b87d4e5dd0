import { forwardRef } from 'react';
import { Box, Chip, ListItemIcon, ListItemText, MenuItem, Typography } from '@mui/material';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import { Link } from 'react-router-dom';
import {
  AppBar,
  LoadingIndicator,
  LocalesMenuButton,
  Logout,
  TitlePortal,
  ToggleThemeButton,
  UserMenu,
  useGetIdentity,
  useTranslate,
  useUserMenu,
} from 'react-admin';
import type { PortalIdentity } from '../authProvider';
import { CookiePreferenceMenuItem } from './CookiePreferenceMenuItem';

const MyProfileMenuItem = forwardRef<HTMLAnchorElement>((props, ref) => {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem
      component={Link}
      to="/my-profile"
      ref={ref}
      onClick={() => userMenu?.onClose()}
      {...props}
    >
      <ListItemIcon>
        <PersonOutlineIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.shell.menu.myProfile')}</ListItemText>
    </MenuItem>
  );
});
MyProfileMenuItem.displayName = 'MyProfileMenuItem';

const TenantName = () => {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const tenantName = (identity as PortalIdentity | undefined)?.tenantName;
  if (!tenantName) return null;
  return (
    <Chip
      icon={<ApartmentOutlinedIcon />}
      label={translate('app.shell.appBar.tenant', { name: tenantName })}
      size="small"
      sx={{
        bgcolor: 'rgba(255,255,255,0.15)',
        color: 'inherit',
        mr: 1,
        '& .MuiChip-icon': { color: 'inherit' },
      }}
    />
  );
};

/**
 * App bar: title, current tenant, language switcher, theme toggle, user menu (My profile, Cookie settings,
 * Logout).
 */
export const PortalAppBar = () => {
  const translate = useTranslate();
  return (
    <AppBar
      color="primary"
      userMenu={
        <UserMenu>
          <MyProfileMenuItem />
          <CookiePreferenceMenuItem />
          {/* A deliberate logout is not an ended session: the next sign-in (maybe someone else's) starts
              at the dashboard, not on the page the previous user left. */}
          <Logout redirectTo="/login" />
        </UserMenu>
      }
      toolbar={
        <>
          <TenantName />
          <LocalesMenuButton />
          <ToggleThemeButton />
          <LoadingIndicator />
        </>
      }
    >
      <Typography variant="h6" component="span" sx={{ mr: 2, whiteSpace: 'nowrap' }}>
        {translate('app.name')}
      </Typography>
      <TitlePortal />
      <Box sx={{ flex: 1 }} />
    </AppBar>
  );
};
