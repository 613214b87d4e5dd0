import { useEffect } from 'react';
import { Alert, AlertTitle, Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AuthLayout } from '../../layout/AuthLayout';
import { browser } from '../../authProvider/browser';
import { DASHBOARD_PATH } from '../../authProvider/signIn';

/**
 * Where a re-sign-in in another window ends (SIGNED_IN_AGAIN_PATH): the window with the unsaved edits has the new
 * session already (the tabs share it), so this window says so and closes itself. Opened any other way it cannot
 * close, and offers the way into the portal instead.
 */
export const SignedInAgainPage = () => {
  const translate = useTranslate();
  useEffect(() => {
    browser.closeWindow();
  }, []);
  return (
    <AuthLayout>
      <Stack spacing={2}>
        <Alert severity="success" role="status">
          <AlertTitle>{translate('app.auth.signedInAgain.title')}</AlertTitle>
          <Typography variant="body2">{translate('app.auth.signedInAgain.message')}</Typography>
        </Alert>
        <Stack direction="row" spacing={1}>
          <Button variant="contained" onClick={() => browser.closeWindow()}>
            {translate('app.auth.signedInAgain.close')}
          </Button>
          <Button variant="outlined" href={DASHBOARD_PATH}>
            {translate('app.auth.signedInAgain.open')}
          </Button>
        </Stack>
      </Stack>
    </AuthLayout>
  );
};
