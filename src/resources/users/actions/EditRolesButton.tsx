import { useState } from 'react';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import {
  Button,
  useCanAccess,
  useDataProvider,
  useNotify,
  usePermissions,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import type { Role } from '../../../contract/permissions';
import { ConfirmDialog } from '../../../components';
import type { AppDataProvider } from '../../../dataProvider';
import { grantableRoles } from '../../../contract/rules/grantableRoles';
import { isGuardCancelledError, useGuardedAction } from '../../../guard';
import { RoleCheckboxes } from '../RoleCheckboxes';
import type { User } from '../schema';

/**
 * "Edit roles" (its own permission): a dialog with the roles the editor may grant, saved with the version through
 * the guard (roles are a protected change); cancelling the guard keeps the chosen roles in the dialog.
 */
export const EditRolesButton = ({ record }: { record: User }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { permissions } = usePermissions<string[]>();
  const { canAccess } = useCanAccess({ resource: 'users', action: 'editRoles' });
  const [roles, setRoles] = useState<Role[] | null>(null);
  const name = `${record.firstName} ${record.lastName}`.trim() || record.email;
  const prefix = 'resources.users.operations.editRoles';
  const { runGuarded, guardDialog } = useGuardedAction();

  const mutation = useMutation({
    mutationFn: (next: Role[]) =>
      runGuarded({
        title: 'resources.users.guard.rolesTitle',
        description: translate('resources.users.guard.rolesDescription', { name }),
        action: (guard) => dataProvider.editUserRoles(record.id, next, record.version, guard),
      }),
    onSuccess: () => {
      setRoles(null);
      notify(`${prefix}.done`, { type: 'success', messageArgs: { name } });
      refresh();
    },
    onError: (error: unknown) => {
      if (isGuardCancelledError(error)) return;
      notify(error instanceof Error ? error.message : 'app.messages.genericError', {
        type: 'error',
      });
      refresh();
    },
  });

  if (!canAccess) return null;
  const choices = grantableRoles(Array.isArray(permissions) ? permissions : []);

  return (
    <>
      <Button label={translate(`${prefix}.button`)} onClick={() => setRoles([...record.roles])}>
        <ManageAccountsIcon />
      </Button>
      <ConfirmDialog
        open={roles !== null}
        title={translate(`${prefix}.title`, { name })}
        content={
          <RoleCheckboxes
            choices={choices}
            value={roles ?? []}
            onChange={setRoles}
            error={roles?.length === 0 ? translate(`${prefix}.atLeastOne`) : undefined}
          />
        }
        confirmLabel={`${prefix}.confirm`}
        confirmDisabled={!roles || roles.length === 0 || mutation.isPending}
        onCancel={() => setRoles(null)}
        onConfirm={() => roles && mutation.mutate(roles)}
      />
      {guardDialog}
    </>
  );
};
