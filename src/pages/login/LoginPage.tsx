import { useEffect, useRef, useState, type ComponentProps, type ComponentType } from 'react';
import { Alert, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AuthLayout } from '../../layout/AuthLayout';
import { describeError } from '../../dataProvider/errors';
import type { AuthResponse, TenantChoice } from '../../contract/schemas/auth';
import { chooseTenant, LOGIN_PATH, storedLoginAddress } from '../../authProvider/signIn';
import { signInSteps, type SignInSteps } from '../../authProvider/signInClient';
import {
  accountBlockMessageKey,
  asAccountBlock,
  forgetAccountBlock,
  peekAccountBlock,
} from '../../authProvider/accountBlock';
import { isOwnSignIn } from '../../authProvider/signInState';
import { BackToSignIn, FailurePanel } from './FailurePanel';
import type { TenantStep as TenantStepView } from './TenantStep';

type TenantStepComponent = ComponentType<ComponentProps<typeof TenantStepView>>;

type Step =
  | { kind: 'busy'; messageKey: string }
  | { kind: 'failure'; description: string | null }
  | { kind: 'noTenant' }
  | { kind: 'tenants'; response: AuthResponse; TenantStep: TenantStepComponent };

/**
 * The searchable tenant dropdown is only for users of several tenants, and it weighs more than the rest of the
 * sign-in page (MUI's Autocomplete, its popper and text field): it is fetched while the login call runs, not
 * with the page.
 */
const loadTenantStep = (): Promise<TenantStepComponent> =>
  import('./TenantStep').then((module) => module.TenantStep);

/**
 * `/` and `/login`: with `error` in the query the failure panel; with `id` the login call and the tenant step;
 * otherwise the way to the external sign-in page. The query comes in as `search` (the sign-in pages have no
 * router of their own; the admin shell passes its router's); `steps` are the sign-in calls (tests pass fakes).
 */
export const LoginPage = ({
  search,
  steps = signInSteps,
}: {
  search: string;
  steps?: SignInSteps;
}) => {
  const translate = useTranslate();
  const [searchParams] = useState(() => new URLSearchParams(search));
  // A session that ended for a blocked account says so however the tab got here, until the user follows the
  // way back or signs in again (see accountBlock.ts).
  const [endedBy] = useState(peekAccountBlock);
  const error = searchParams.get('error') ?? endedBy;
  const id = searchParams.get('id');
  const returnUrl = searchParams.get('returnUrl');
  const [step, setStep] = useState<Step>(() => {
    // A sign-in id this tab did not ask for (another site's or browser's sign-in) is never used.
    if (!error && id && !isOwnSignIn(searchParams))
      return { kind: 'failure', description: translate('app.auth.login.stateMismatch') };
    if (!error)
      return {
        kind: 'busy',
        messageKey: id ? 'app.auth.login.busy' : 'app.auth.login.redirecting',
      };
    // The platform's own words when it sent any; a session ended for a blocked account (the authProvider sends
    // the code alone) is said in the user's language.
    const blocked = asAccountBlock(error);
    const fallback = blocked ? translate(accountBlockMessageKey(blocked)) : error;
    return { kind: 'failure', description: searchParams.get('error_description') ?? fallback };
  });
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
    if (error || step.kind === 'failure' || started.current) return;
    started.current = true;
    const tenantStep = id ? loadTenantStep() : null;
    // Only awaited for several tenants; a failed fetch is reported there.
    tenantStep?.catch(() => undefined);
    // Without an id the browser is sent on to the platform's sign-in page.
    const attempt: Promise<AuthResponse | undefined> = id
      ? steps.login(id)
      : steps.start(returnUrl).then(() => undefined);
    attempt
      .then(async (response) => {
        if (!response) return;
        const [first] = response.tenants;
        if (response.tenants.length === 0 || !first) setStep({ kind: 'noTenant' });
        else if (response.tenants.length === 1) chooseTenant(first);
        else if (tenantStep) setStep({ kind: 'tenants', response, TenantStep: await tenantStep });
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
            onBack={() => forgetAccountBlock()}
          />
        ) : null}
        {step.kind === 'noTenant' ? (
          <>
            <Alert severity="warning" role="alert">
              {translate('app.messages.noTenant')}
            </Alert>
            <BackToSignIn href={storedLoginAddress() ?? LOGIN_PATH} />
          </>
        ) : null}
        {step.kind === 'tenants' ? (
          <step.TenantStep
            key={formKey}
            email={step.response.email}
            tenants={step.response.tenants}
            busy={false}
            onChoose={onChoose}
            translate={translate}
          />
        ) : null}
      </Stack>
    </AuthLayout>
  );
};
