import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AuthLayout } from '../layout/AuthLayout';

/**
 * An unknown address opened by a visitor who is not signed in: the spec's Not Found message in the sign-in
 * shell, with the way to sign in (signing in first would only lead to the same page).
 */
export const PublicNotFoundPage = () => {
  const translate = useTranslate();
  return (
    <AuthLayout>
      <Stack spacing={2} alignItems="flex-start">
        <SearchOffIcon color="action" fontSize="large" />
        <Typography variant="h5" component="h2">
          {translate('app.auth.notFound.title')}
        </Typography>
        <Typography role="alert">{translate('app.messages.notFound')}</Typography>
        <Button variant="contained" href="/login">
          {translate('app.auth.notFound.signIn')}
        </Button>
      </Stack>
    </AuthLayout>
  );
};
