import { forwardRef } from 'react';
import { Box, ListItemIcon, ListItemText, MenuItem, Typography } from '@mui/material';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import { Link } from 'react-router-dom';
import {
  AppBar,
  LoadingIndicator,
  LocalesMenuButton,
  Logout,
  TitlePortal,
  ToggleThemeButton,
  UserMenu,
  useTranslate,
  useUserMenu,
} from 'react-admin';
import { CookiePreferenceMenuItem } from './CookiePreferenceMenuItem';
import { TenantSwitcher } from './TenantSwitcher';

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

/**
 * App bar: title, current tenant (a switch for users of several tenants), language switcher, theme toggle, user menu (My profile, Cookie settings,
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
          <TenantSwitcher />
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
