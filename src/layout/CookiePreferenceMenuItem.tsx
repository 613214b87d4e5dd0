import { forwardRef } from 'react';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import CookieOutlinedIcon from '@mui/icons-material/CookieOutlined';
import { useTranslate, useUserMenu } from 'react-admin';
import { useCookiePreference } from '../components/cookiePreference';

/** User-menu entry that forgets the cookie choice, so the consent bar asks again (spec section 4). */
export const CookiePreferenceMenuItem = forwardRef<HTMLLIElement>((props, ref) => {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  const { reopen } = useCookiePreference();
  return (
    <MenuItem
      ref={ref}
      onClick={() => {
        reopen();
        userMenu?.onClose();
      }}
      {...props}
    >
      <ListItemIcon>
        <CookieOutlinedIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('notifications.cookies.change')}</ListItemText>
    </MenuItem>
  );
});
CookiePreferenceMenuItem.displayName = 'CookiePreferenceMenuItem';
