import { useEffect, useRef, useState } from 'react';
import { CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AuthLayout } from '../layout/AuthLayout';
import { signInHttpClient } from '../authProvider/signInClient';
import { describeError } from '../dataProvider/errors';
import { exchangeCode, LOGIN_PATH, nextRouteFor, storedLoginAddress } from '../authProvider/signIn';
import { browser } from '../authProvider/browser';
import { clearSignInState, isOwnSignIn } from '../authProvider/signInState';
import { FailurePanel } from './login/FailurePanel';

/**
 * `/dashboard/init?code=…`: exchanges the one-time code for tokens, loads the current user and moves on with a
 * full page load, so the admin starts with the new session.
 */
export const InitPage = ({ search }: { search: string }) => {
  const translate = useTranslate();
  const [searchParams] = useState(() => new URLSearchParams(search));
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = searchParams.get('code');
    if (!code) {
      setFailure(translate('app.errors.TOKEN_INVALID'));
      return;
    }
    // A tenant code this tab's sign-in did not lead to (a link from elsewhere) is never exchanged.
    if (!isOwnSignIn(searchParams)) {
      setFailure(translate('app.auth.login.stateMismatch'));
      return;
    }
    exchangeCode(signInHttpClient, code)
      .then((user) => {
        clearSignInState();
        browser.assign(nextRouteFor(user));
      })
      .catch((cause: unknown) => {
        const described = describeError(cause);
        setFailure(translate(described.messageKey, described.messageArgs));
      });
    // The code is single-use: one exchange per page load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <AuthLayout>
      {failure !== null ? (
        <FailurePanel description={failure} backHref={storedLoginAddress() ?? LOGIN_PATH} />
      ) : (
        <Stack direction="row" spacing={2} alignItems="center" role="status">
          <CircularProgress size={24} />
          <Typography>{translate('app.auth.init.busy')}</Typography>
        </Stack>
      )}
    </AuthLayout>
  );
};
