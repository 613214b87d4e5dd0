import { useState, type FormEvent } from 'react';
import { Navigate } from 'react-router-dom';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { QrCode } from '../../components';
import { useDataProvider, useTranslate } from 'react-admin';
import { AuthLayout } from '../../layout/AuthLayout';
import type { AppDataProvider } from '../../dataProvider';
import { describeError } from '../../dataProvider/errors';
import { writeCurrentUser } from '../../session/auth/sessionStore';
import { nextRouteFor } from '../../authProvider/signIn';
import { browser } from '../../authProvider/browser';
import { setupUserOrRedirect } from './useSetupUser';

const CODE_PATTERN = /^\d{6}$/;

/** The secret of an otpauth URI, shown for manual entry. */
export const secretOf = (otpauthUri: string): string | null => {
  try {
    return new URL(otpauthUri).searchParams.get('secret');
  } catch {
    return null;
  }
};

/** `/setup/two-factor`: QR code + secret + 6-digit code, then onwards. */
export const TwoFactorSetupPage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const current = setupUserOrRedirect();
  if ('redirect' in current) return <Navigate to={current.redirect} replace />;
  const { user } = current;
  if (!user.twoFactorSetupRequired || !user.twoFactorQrData)
    return <Navigate to={nextRouteFor(user)} replace />;
  const qrData = user.twoFactorQrData;
  const secret = secretOf(qrData);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!CODE_PATTERN.test(code)) {
      setError(translate('app.auth.twoFactor.codeInvalid'));
      return;
    }
    setBusy(true);
    try {
      const updated = await dataProvider.confirmTwoFactorSetup(code);
      writeCurrentUser(updated);
      browser.assign(nextRouteFor(updated));
    } catch (cause) {
      const described = describeError(cause);
      setError(translate(described.messageKey, described.messageArgs));
      setCode('');
      setBusy(false);
    }
  };

  return (
    <AuthLayout>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        <Typography variant="h6" component="h2">
          {translate('app.auth.twoFactor.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('app.auth.twoFactor.intro')}
        </Typography>
        <Box sx={{ alignSelf: 'center', p: 1.5, bgcolor: '#fff', borderRadius: 1 }}>
          <QrCode
            value={qrData}
            size={176}
            role="img"
            aria-label={translate('app.auth.twoFactor.qrLabel')}
          />
        </Box>
        {secret ? (
          <Box>
            <Typography variant="body2">{translate('app.auth.twoFactor.secretLabel')}</Typography>
            <Typography
              data-testid="two-factor-secret"
              sx={{ fontFamily: 'monospace', wordBreak: 'break-all', fontSize: '1rem' }}
            >
              {secret}
            </Typography>
          </Box>
        ) : null}
        <TextField
          label={translate('app.auth.twoFactor.codeLabel')}
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
          error={error !== null}
          helperText={error ?? ' '}
          autoComplete="one-time-code"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          required
        />
        <Button type="submit" variant="contained" disabled={busy || code.length !== 6}>
          {translate('app.auth.twoFactor.confirm')}
        </Button>
      </Stack>
    </AuthLayout>
  );
};
