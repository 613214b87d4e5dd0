import { useState, type FormEvent } from 'react';
import { Button, Stack, TextField, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import { email as emailValidator } from '../../components';
import type { AppDataProvider } from '../../dataProvider';
import { AccountPageShell, Done } from './AccountPageShell';

/** Public: ask for a password-reset link. The answer never says whether the address is known. */
export const ForgotPasswordPage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (value: string) => dataProvider.requestPasswordReset(value),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    const problem = value
      ? emailValidator()(value)
      : { message: 'app.validation.required', args: {} };
    if (problem) return setError(problem.message);
    setError(null);
    mutation.mutate(value);
  };

  return (
    <AccountPageShell titleKey="account.forgotPassword.title">
      {mutation.isSuccess ? (
        <Done messageKey="account.forgotPassword.done" args={{ email: email.trim() }} />
      ) : (
        <Stack component="form" spacing={2} onSubmit={submit} noValidate>
          <Typography>{translate('account.forgotPassword.intro')}</Typography>
          <TextField
            label={translate('account.forgotPassword.email')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={Boolean(error)}
            helperText={error ? translate(error) : ' '}
            required
          />
          <Button type="submit" variant="contained" disabled={mutation.isPending}>
            {translate('account.forgotPassword.submit')}
          </Button>
        </Stack>
      )}
    </AccountPageShell>
  );
};
