import { useState } from 'react';
import { Button, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import type { AppDataProvider } from '../../dataProvider';
import { AccountPageShell, Done, Problem } from './AccountPageShell';
import { keyProblemOf } from './keyErrors';
import { KeyGate } from './KeyGate';

/** Public: the e-mail verification link. Check the key, then confirm it with one click. */
export const VerifyEmailPage = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [done, setDone] = useState(false);
  const mutation = useMutation({
    mutationFn: (key: string) => dataProvider.confirmVerificationKey(key),
    onSuccess: () => setDone(true),
  });
  const problem = mutation.isError ? (keyProblemOf(mutation.error) ?? 'unknownKey') : null;
  return (
    <AccountPageShell titleKey="account.verifyEmail.title">
      {done ? (
        <Done messageKey="account.verifyEmail.done" />
      ) : problem ? (
        <Problem messageKey={problem} />
      ) : (
        <KeyGate purpose="EMAIL_VERIFICATION">
          {(key, info) => (
            <>
              <Typography>
                {translate('account.verifyEmail.greeting', { email: info.email })}
              </Typography>
              <Button
                variant="contained"
                disabled={mutation.isPending}
                onClick={() => mutation.mutate(key)}
              >
                {translate('account.verifyEmail.submit')}
              </Button>
            </>
          )}
        </KeyGate>
      )}
    </AccountPageShell>
  );
};
