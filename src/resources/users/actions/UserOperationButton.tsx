import { useState, type ReactElement } from 'react';
import {
  Button,
  useCanAccess,
  useDataProvider,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import { ConfirmDialog } from '../../../components';
import type { AppDataProvider } from '../../../dataProvider';
import { notifyGuardFailure, useGuardedAction } from '../../../guard';
import type { UserOperation } from '../../../dataProvider/actions/users';
import type { User } from '../schema';

/** The access-table action (users.<action>) that gates each operation (spec section 6). */
export const OPERATION_ACCESS: Record<UserOperation, string> = {
  activate: 'activate',
  deactivate: 'deactivate',
  resendInvitation: 'resend',
  unlock: 'unlock',
  resetTwoFactor: 'resetTwoFactor',
  expireSessions: 'expireSessions',
};

/** When an operation makes sense for the record's current state (the platform checks the same). */
export const OPERATION_APPLIES: Record<UserOperation, (user: User) => boolean> = {
  // A locked account is unlocked, not activated.
  activate: (u) => u.status === 'DEACTIVATED' || u.status === 'EXPIRED',
  deactivate: (u) => u.status !== 'DEACTIVATED',
  resendInvitation: (u) => u.invitationPending,
  unlock: (u) => u.accountStatus.code === 'LOCKED',
  resetTwoFactor: () => true,
  expireSessions: () => true,
};

/** Operations that reset a credential: they go through the guard dialog (the platform refuses them without). */
export const GUARDED_OPERATIONS: ReadonlySet<UserOperation> = new Set(['resetTwoFactor']);

const DESTRUCTIVE: ReadonlySet<UserOperation> = new Set([
  'deactivate',
  'resetTwoFactor',
  'expireSessions',
]);

export interface UserOperationButtonProps {
  record: User;
  operation: UserOperation;
  icon: ReactElement;
}

/**
 * One user operation: shown only with its permission and when it applies, confirmed in a dialog, then a typed
 * dataProvider call. The caller hides the whole set on the user's own account.
 */
export const UserOperationButton = ({ record, operation, icon }: UserOperationButtonProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [open, setOpen] = useState(false);
  const { canAccess } = useCanAccess({ resource: 'users', action: OPERATION_ACCESS[operation] });
  const name = `${record.firstName} ${record.lastName}`.trim() || record.email;
  const args = { name, email: record.email };
  const prefix = `resources.users.operations.${operation}`;

  const { runGuarded, guardDialog } = useGuardedAction();
  const guarded = GUARDED_OPERATIONS.has(operation);

  const mutation = useMutation({
    mutationFn: () =>
      guarded
        ? runGuarded({
            title: translate(`${prefix}.guardTitle`, args),
            action: (guard) => dataProvider.runUserOperation(operation, record.id, guard),
          })
        : dataProvider.runUserOperation(operation, record.id),
    onSuccess: () => notify(`${prefix}.done`, { type: 'success', messageArgs: args }),
    onError: (error: unknown) => notifyGuardFailure(notify, error),
    // Also after a failure: a refusal usually means the record changed meanwhile.
    onSettled: () => refresh(),
  });

  if (!canAccess || !OPERATION_APPLIES[operation](record)) return null;

  return (
    <>
      <Button
        label={translate(`${prefix}.button`)}
        onClick={() => setOpen(true)}
        disabled={mutation.isPending}
        color={DESTRUCTIVE.has(operation) ? 'warning' : 'primary'}
      >
        {icon}
      </Button>
      <ConfirmDialog
        open={open}
        title={translate(`${prefix}.confirmTitle`, args)}
        content={translate(`${prefix}.confirmContent`, args)}
        confirmLabel={`${prefix}.button`}
        confirmColor={DESTRUCTIVE.has(operation) ? 'error' : 'primary'}
        confirmDisabled={mutation.isPending}
        onCancel={() => setOpen(false)}
        onConfirm={() => {
          setOpen(false);
          mutation.mutate();
        }}
      />
      {guardDialog}
    </>
  );
};
