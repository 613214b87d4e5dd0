import { forwardRef, useState, type MouseEvent } from 'react';
import {
  CircularProgress,
  Divider,
  IconButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Menu,
  MenuItem,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import CheckIcon from '@mui/icons-material/Check';
import Brightness4Icon from '@mui/icons-material/Brightness4';
import Brightness7Icon from '@mui/icons-material/Brightness7';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Link } from 'react-router-dom';
import {
  AppBar,
  LoadingIndicator,
  LocalesMenuButton,
  Logout,
  TitlePortal,
  ToggleThemeButton,
  UserMenu,
  useLoading,
  useLocales,
  useLocaleState,
  useRefresh,
  useTheme,
  useThemesContext,
  useGetIdentity,
  useTranslate,
  useUserMenu,
} from 'react-admin';
import { JobsButton } from '../jobs';
import { TenantSwitcher } from './TenantSwitcher';
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

/**
 * Below the md breakpoint the language, theme and refresh controls do not fit beside the title: they move into
 * one "More options" menu, so the user menu (with Logout) always stays on screen.
 */
const AppBarMoreMenu = () => {
  const translate = useTranslate();
  const languages = useLocales();
  const [locale, setLocale] = useLocaleState();
  const { defaultTheme } = useThemesContext();
  const [mode, setMode] = useTheme(defaultTheme ?? 'light');
  const refresh = useRefresh();
  const loading = useLoading();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const dark = mode === 'dark';
  return (
    <>
      {/* The refresh button's spinner, while something loads. */}
      {loading ? (
        <CircularProgress
          color="inherit"
          size={16}
          thickness={6}
          sx={{ mx: 0.5 }}
          aria-label={translate('ra.page.loading')}
        />
      ) : null}
      <IconButton
        color="inherit"
        aria-label={translate('app.shell.appBar.more')}
        aria-haspopup="menu"
        aria-controls={anchor ? 'app-bar-more' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu
        id="app-bar-more"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        disableScrollLock
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <ListSubheader>{translate('app.shell.appBar.language')}</ListSubheader>
        {languages.map((language) => (
          <MenuItem
            key={language.locale}
            role="menuitemradio"
            aria-checked={language.locale === locale}
            selected={language.locale === locale}
            onClick={() => {
              close();
              setLocale(language.locale);
            }}
          >
            <ListItemIcon>
              {language.locale === locale ? <CheckIcon fontSize="small" /> : null}
            </ListItemIcon>
            <ListItemText>{language.name}</ListItemText>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            setMode(dark ? 'light' : 'dark');
          }}
        >
          <ListItemIcon>
            {dark ? <Brightness7Icon fontSize="small" /> : <Brightness4Icon fontSize="small" />}
          </ListItemIcon>
          <ListItemText>
            {translate(dark ? 'app.shell.appBar.lightTheme' : 'app.shell.appBar.darkTheme')}
          </ListItemText>
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            refresh();
          }}
        >
          <ListItemIcon>
            <RefreshIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{translate('ra.action.refresh')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
};

/**
 * App bar: title, current tenant (a switch for users of several tenants), the background jobs' tray, language switcher, theme toggle, refresh, user menu (My profile, Cookie
 * settings, Logout). Narrower than md, the language, theme and refresh controls fold into "More options"; on a
 * phone the app's name gives way to the page title and the tenant shows as an icon. The sidebar is then a
 * drawer behind the menu button (react-admin's layout).
 */
export const PortalAppBar = () => {
  const translate = useTranslate();
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const { identity } = useGetIdentity();
  // The user menu's button shows the user's name: its accessible name must contain that visible text (WCAG 2.5.3),
  // so it says both, where react-admin's would say 'Profile' alone.
  const userMenuLabel = identity?.fullName
    ? translate('app.shell.appBar.userMenu', { name: identity.fullName })
    : 'ra.auth.user_menu';
  return (
    <AppBar
      color="primary"
      userMenu={
        <UserMenu label={userMenuLabel}>
          <MyProfileMenuItem />
          <CookiePreferenceMenuItem />
          {/* A deliberate logout is not an ended session: the next sign-in (maybe someone else's) starts
              at the dashboard, not on the page the previous user left. */}
          <Logout redirectTo="/login" />
        </UserMenu>
      }
      toolbar={
        narrow ? (
          <>
            <TenantSwitcher compact={phone} />
            <JobsButton />
            <AppBarMoreMenu />
          </>
        ) : (
          <>
            <TenantSwitcher compact={false} />
            <JobsButton />
            <LocalesMenuButton />
            <ToggleThemeButton />
            {/* Its spinner is a progress bar, which needs a name (it passes the props on to it). */}
            <LoadingIndicator aria-label={translate('ra.page.loading')} />
          </>
        )
      }
    >
      {phone ? null : (
        <Typography variant="h6" component="span" sx={{ mr: 2, whiteSpace: 'nowrap' }}>
          {translate('app.name')}
        </Typography>
      )}
      {/* Takes the free width and gives it up first, ending in an ellipsis: the page title's wrapper must flow
          inline for that (react-admin makes it an inline block, which is cut off whole instead). */}
      <TitlePortal sx={{ '& .RaConfigurable-root': { display: 'inline' } }} />
    </AppBar>
  );
};
