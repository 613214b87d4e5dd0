import { useState, type FormEvent } from 'react';
import { Navigate } from 'react-router-dom';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { HttpError, useDataProvider, useTranslate } from 'react-admin';
import { AuthLayout } from '../../layout/AuthLayout';
import type { AppDataProvider } from '../../dataProvider';
import { describeError } from '../../dataProvider/errors';
import { writeCurrentUser } from '../../session/auth/sessionStore';
import { nextRouteFor } from '../../authProvider/signIn';
import { browser } from '../../authProvider/browser';
import { setupUserOrRedirect } from './useSetupUser';

/** The platform's rule: at least 10 characters with upper- and lower-case letters, a digit and a symbol. */
export const isStrongPassword = (value: string): boolean =>
  value.length >= 10 &&
  /[A-Z]/.test(value) &&
  /[a-z]/.test(value) &&
  /\d/.test(value) &&
  /[^A-Za-z0-9]/.test(value);

interface FieldErrors {
  newPassword?: string;
  confirmation?: string;
  form?: string;
}

/** `/setup/password`: the forced password change of a first login. */
export const PasswordSetupPage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const current = setupUserOrRedirect();
  if ('redirect' in current) return <Navigate to={current.redirect} replace />;
  if (current.user.twoFactorSetupRequired || !current.user.passwordChangeRequired)
    return <Navigate to={nextRouteFor(current.user)} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {};
    if (!newPassword) found.newPassword = translate('app.validation.required');
    else if (!isStrongPassword(newPassword))
      found.newPassword = translate('app.auth.password.rule');
    if (!confirmation) found.confirmation = translate('app.validation.required');
    else if (confirmation !== newPassword)
      found.confirmation = translate('app.auth.password.mismatch');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const updated = await dataProvider.changeInitialPassword(newPassword);
      writeCurrentUser(updated);
      browser.assign(nextRouteFor(updated));
    } catch (cause) {
      const described = describeError(cause);
      const weak = described.details.find((detail) => detail.field === 'newPassword');
      setErrors(
        weak
          ? {
              newPassword:
                weak.code === 'WEAK_PASSWORD' ? translate('app.auth.password.rule') : weak.message,
            }
          : { form: translate(described.messageKey, described.messageArgs) },
      );
      if (!(cause instanceof HttpError)) console.error(cause);
      setBusy(false);
    }
  };

  return (
    <AuthLayout>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        <Typography variant="h6" component="h2">
          {translate('app.auth.password.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('app.auth.password.intro')}
        </Typography>
        <Alert severity="info">{translate('app.auth.password.rule')}</Alert>
        {errors.form ? <Alert severity="error">{errors.form}</Alert> : null}
        <TextField
          type="password"
          label={translate('app.auth.password.newPassword')}
          value={newPassword}
          onChange={(event) => setNewPassword(event.target.value)}
          error={Boolean(errors.newPassword)}
          helperText={errors.newPassword ?? ' '}
          autoComplete="new-password"
          required
        />
        <TextField
          type="password"
          label={translate('app.auth.password.confirmPassword')}
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          error={Boolean(errors.confirmation)}
          helperText={errors.confirmation ?? ' '}
          autoComplete="new-password"
          required
        />
        <Button type="submit" variant="contained" disabled={busy}>
          {translate('app.auth.password.submit')}
        </Button>
      </Stack>
    </AuthLayout>
  );
};
