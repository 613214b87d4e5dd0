import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert, CircularProgress, Stack, Typography } from '@mui/material';
import { useAuthProvider, useTranslate } from 'react-admin';
import { AuthLayout } from '../../layout/AuthLayout';
import { describeError } from '../../dataProvider/errors';
import type { AuthResponse, TenantChoice } from '../../contract/schemas/auth';
import { chooseTenant, LOGIN_PATH, storedLoginAddress } from '../../authProvider/signIn';
import { FailurePanel } from './FailurePanel';
import { TenantStep } from './TenantStep';

type Step =
  | { kind: 'busy'; messageKey: string }
  | { kind: 'failure'; description: string | null }
  | { kind: 'noTenant' }
  | { kind: 'tenants'; response: AuthResponse };

/**
 * `/` and `/login`: with `error` in the query the failure panel; with `id` the login call and the tenant step;
 * otherwise the way to the external sign-in page.
 */
export const LoginPage = () => {
  const translate = useTranslate();
  const authProvider = useAuthProvider();
  const [searchParams] = useSearchParams();
  const error = searchParams.get('error');
  const id = searchParams.get('id');
  const returnUrl = searchParams.get('returnUrl');
  const [step, setStep] = useState<Step>(
    error
      ? { kind: 'failure', description: searchParams.get('error_description') ?? error }
      : { kind: 'busy', messageKey: id ? 'app.auth.login.busy' : 'app.auth.login.redirecting' },
  );
  const [formKey, setFormKey] = useState(0);
  // A one-time id must be used once even when effects run twice (development strict mode).
  const started = useRef(false);

  const fail = (cause: unknown) => {
    const described = describeError(cause);
    setStep({
      kind: 'failure',
      description: translate(described.messageKey, described.messageArgs),
    });
  };

  useEffect(() => {
    if (error || started.current || !authProvider) return;
    started.current = true;
    authProvider
      .login({ id, returnUrl })
      .then((result: Partial<AuthResponse> | undefined) => {
        if (!id) return; // the browser is on its way to the sign-in page
        const response = result as AuthResponse;
        const [first] = response.tenants;
        if (response.tenants.length === 0 || !first) setStep({ kind: 'noTenant' });
        else if (response.tenants.length === 1) chooseTenant(first);
        else setStep({ kind: 'tenants', response });
      })
      .catch(fail);
    // The query is read once: this page starts one sign-in attempt per load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onChoose = (tenant: TenantChoice) => {
    try {
      chooseTenant(tenant);
      setStep({ kind: 'busy', messageKey: 'app.auth.login.busy' });
    } catch (cause) {
      // Errors reset the form.
      setFormKey((key) => key + 1);
      const messageKey = cause instanceof Error ? cause.message : 'app.errors.generic';
      setStep({ kind: 'failure', description: translate(messageKey) });
    }
  };

  return (
    <AuthLayout>
      <Stack spacing={2} aria-busy={step.kind === 'busy'}>
        <Typography variant="h6" component="h2">
          {translate('app.auth.login.title')}
        </Typography>
        {step.kind === 'busy' ? (
          <Stack direction="row" spacing={2} alignItems="center" role="status">
            <CircularProgress size={24} />
            <Typography>{translate(step.messageKey)}</Typography>
          </Stack>
        ) : null}
        {step.kind === 'failure' ? (
          <FailurePanel
            description={step.description}
            backHref={storedLoginAddress() ?? LOGIN_PATH}
          />
        ) : null}
        {step.kind === 'noTenant' ? (
          <Alert severity="warning" role="alert">
            {translate('app.messages.noTenant')}
          </Alert>
        ) : null}
        {step.kind === 'tenants' ? (
          <TenantStep
            key={formKey}
            email={step.response.email}
            tenants={step.response.tenants}
            busy={false}
            onChoose={onChoose}
          />
        ) : null}
      </Stack>
    </AuthLayout>
  );
};
