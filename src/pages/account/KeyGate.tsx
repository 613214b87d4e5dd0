import type { ReactNode } from 'react';
import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { VerificationKeyPurpose } from '../../contract/schemas/users';
import { Checking, Problem } from './AccountPageShell';
import { useVerificationKey } from './useVerificationKey';
import type { VerificationKeyInfo } from '../../contract/schemas/users';

/** Renders its children only for a valid key of the purpose; otherwise a clear message. */
export const KeyGate = ({
  purpose,
  children,
}: {
  purpose: VerificationKeyPurpose;
  children: (key: string, info: VerificationKeyInfo) => ReactNode;
}) => {
  const translate = useTranslate();
  const state = useVerificationKey(purpose);
  if (state.state === 'checking') return <Checking />;
  if (state.state === 'problem') return <Problem messageKey={state.problem} />;
  if (state.state === 'failed')
    return (
      <Alert severity="error">
        {translate(
          state.error instanceof Error ? state.error.message : 'app.messages.genericError',
          {
            _: translate('app.messages.genericError'),
          },
        )}
      </Alert>
    );
  return <>{children(state.key, state.info)}</>;
};
