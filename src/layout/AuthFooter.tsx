import { Box, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useCookiePreference } from '../components/cookiePreference';
import { PRIVACY_HREF, TERMS_HREF } from './legalLinks';

/**
 * © current year plus Terms and Privacy links, under the login and setup screens; once a cookie choice is
 * stored, a link to change it (clears the choice so the consent bar asks again).
 */
export const AuthFooter = () => {
  const translate = useTranslate();
  const { preference, reopen } = useCookiePreference();
  return (
    <Box
      component="footer"
      sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap', py: 2 }}
    >
      <Typography variant="body2" color="text.secondary">
        {translate('app.auth.footer.copyright', { year: new Date().getFullYear() })}
      </Typography>
      <Link href={TERMS_HREF} variant="body2" underline="hover">
        {translate('app.auth.footer.terms')}
      </Link>
      <Link href={PRIVACY_HREF} variant="body2" underline="hover">
        {translate('app.auth.footer.privacy')}
      </Link>
      {preference !== null ? (
        <Link component="button" type="button" variant="body2" underline="hover" onClick={reopen}>
          {translate('notifications.cookies.change')}
        </Link>
      ) : null}
    </Box>
  );
};
