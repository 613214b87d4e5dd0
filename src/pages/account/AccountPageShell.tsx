import type { ReactNode } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { AuthLayout } from '../../layout/AuthLayout';

/** The frame of a public account page: the login layout's card with a title and a way back to sign-in. */
export const AccountPageShell = ({
  titleKey,
  children,
}: {
  titleKey: string;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <AuthLayout>
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {translate(titleKey)}
        </Typography>
        {children}
        <Box>
          <Button component={Link} to="/login" size="small">
            {translate('account.backToLogin')}
          </Button>
        </Box>
      </Stack>
    </AuthLayout>
  );
};

export const Checking = () => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <CircularProgress size={20} />
      <Typography>{translate('account.checking')}</Typography>
    </Stack>
  );
};

export const Problem = ({ messageKey }: { messageKey: string }) => {
  const translate = useTranslate();
  return <Alert severity="error">{translate(`account.${messageKey}`)}</Alert>;
};

export const Done = ({
  messageKey,
  args,
}: {
  messageKey: string;
  args?: Record<string, unknown>;
}) => {
  const translate = useTranslate();
  return (
    <Alert severity="success" role="status">
      {translate(messageKey, args)}
    </Alert>
  );
};
