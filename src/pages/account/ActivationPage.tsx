import { useState } from 'react';
import { Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import type { AppDataProvider } from '../../dataProvider';
import { AccountPageShell, Done, Problem } from './AccountPageShell';
import { keyProblemOf } from './keyErrors';
import { KeyGate } from './KeyGate';
import { NewPasswordForm } from './NewPasswordForm';

/** Public: the invitation link. Check the key, set a password (POST register), the account is active. */
export const ActivationPage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [done, setDone] = useState(false);
  const mutation = useMutation({
    mutationFn: ({ key, password }: { key: string; password: string }) =>
      dataProvider.registerWithVerificationKey(key, password),
    onSuccess: () => setDone(true),
  });
  const problem = mutation.isError ? keyProblemOf(mutation.error) : null;
  return (
    <AccountPageShell titleKey="account.activation.title">
      {done ? (
        <Done messageKey="account.activation.done" />
      ) : problem ? (
        <Problem messageKey={problem} />
      ) : (
        <KeyGate purpose="ACTIVATION">
          {(key, info) => (
            <>
              <Typography>
                {translate('account.activation.greeting', {
                  name: info.firstName,
                  email: info.email,
                })}
              </Typography>
              <NewPasswordForm
                submitKey="account.activation.submit"
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
