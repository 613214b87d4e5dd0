import { useState } from 'react';
import { Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import type { AppDataProvider } from '../../dataProvider';
import { AccountPageShell, Done, Problem } from './AccountPageShell';
import { keyProblemOf } from './keyErrors';
import { KeyGate } from './KeyGate';
import { NewPasswordForm } from './NewPasswordForm';

/** Public: the link of a "forgot password" mail. Check the key, set the new password. */
export const ResetPasswordPage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [done, setDone] = useState(false);
  const mutation = useMutation({
    mutationFn: ({ key, password }: { key: string; password: string }) =>
      dataProvider.resetPassword(key, password),
    onSuccess: () => setDone(true),
  });
  const problem = mutation.isError ? keyProblemOf(mutation.error) : null;
  return (
    <AccountPageShell titleKey="account.resetPassword.title">
      {done ? (
        <Done messageKey="account.resetPassword.done" />
      ) : problem ? (
        <Problem messageKey={problem} />
      ) : (
        <KeyGate purpose="PASSWORD_RESET">
          {(key, info) => (
            <>
              <Typography>
                {translate('account.resetPassword.greeting', { email: info.email })}
              </Typography>
              <NewPasswordForm
                submitKey="account.resetPassword.submit"
                busy={mutation.isPending}
                serverError={mutation.isError ? translate('account.passwordWeak') : null}
                onSubmit={(password) => mutation.mutate({ key, password })}
              />
            </>
          )}
        </KeyGate>
      )}
    </AccountPageShell>
  );
};
