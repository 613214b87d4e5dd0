import { useState, type FormEvent } from 'react';
import { Button, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isStrongPassword } from '../setup/PasswordSetupPage';

/** Password + repeat, checked against the platform's rule before sending (the platform checks again). */
export const NewPasswordForm = ({
  submitKey,
  busy,
  serverError,
  onSubmit,
}: {
  submitKey: string;
  busy: boolean;
  serverError?: string | null;
  onSubmit: (password: string) => void;
}) => {
  const translate = useTranslate();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isStrongPassword(password)) return setError('account.passwordWeak');
    if (password !== repeat) return setError('account.passwordMismatch');
    setError(null);
    onSubmit(password);
  };

  const shown = error ? translate(error) : serverError;
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <Typography variant="body2" color="text.secondary">
        {translate('account.passwordRule')}
      </Typography>
      <TextField
        label={translate('account.password')}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={Boolean(shown)}
        helperText={shown ?? ' '}
        required
      />
      <TextField
        label={translate('account.passwordRepeat')}
        type="password"
        autoComplete="new-password"
        value={repeat}
        onChange={(e) => setRepeat(e.target.value)}
        required
      />
      <Button type="submit" variant="contained" disabled={busy}>
        {translate(submitKey)}
      </Button>
    </Stack>
  );
};
