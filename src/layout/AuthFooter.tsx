import { Box, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** © current year plus Terms and Privacy links, under the login and setup screens. */
export const AuthFooter = () => {
  const translate = useTranslate();
  return (
    <Box
      component="footer"
      sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap', py: 2 }}
    >
      <Typography variant="body2" color="text.secondary">
        {translate('app.auth.footer.copyright', { year: new Date().getFullYear() })}
      </Typography>
      <Link href="/terms" variant="body2" underline="hover">
        {translate('app.auth.footer.terms')}
      </Link>
      <Link href="/privacy" variant="body2" underline="hover">
        {translate('app.auth.footer.privacy')}
      </Link>
    </Box>
  );
};
