import { Typography } from '@mui/material';
import { TextInput, useCanAccess, useInput, usePermissions, useTranslate } from 'react-admin';
import type { Role } from '../../contract/permissions';
import { email, maxLength, required } from '../../components';
import { grantableRoles } from '../../contract/rules/grantableRoles';
import { RoleCheckboxes } from './RoleCheckboxes';

const atLeastOneRole = (value: unknown) =>
  Array.isArray(value) && value.length > 0
    ? undefined
    : { message: 'resources.users.operations.editRoles.atLeastOne', args: {} };

const RolesInput = ({ disabled }: { disabled: boolean }) => {
  const translate = useTranslate();
  const { permissions } = usePermissions<string[]>();
  const { field, fieldState } = useInput<Role[]>({
    source: 'roles',
    defaultValue: [],
    validate: atLeastOneRole,
  });
  return (
    <>
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        {translate('resources.users.fields.roles')}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {translate('resources.users.invite.rolesHint')}
      </Typography>
      <RoleCheckboxes
        choices={grantableRoles(Array.isArray(permissions) ? permissions : [])}
        value={field.value ?? []}
        onChange={field.onChange}
        disabled={disabled}
        error={
          fieldState.error?.message
            ? translate(fieldState.error.message, { _: fieldState.error.message })
            : undefined
        }
      />
    </>
  );
};

/**
 * Shared by invite (create) and edit. On edit, details need the edit permission and roles the role
 * permission (spec section 6); what the user may not change is shown disabled.
 */
export const UserInputs = ({ mode }: { mode: 'create' | 'edit' }) => {
  const { canAccess: canEditDetails } = useCanAccess({ resource: 'users', action: 'editDetails' });
  const { canAccess: canEditRoles } = useCanAccess({ resource: 'users', action: 'editRoles' });
  const detailsAllowed = mode === 'create' || canEditDetails === true;
  return (
    <>
      <TextInput
        source="email"
        validate={[required(), email(), maxLength(254)]}
        disabled={!detailsAllowed}
        fullWidth
      />
      <TextInput
        source="firstName"
        validate={[required(), maxLength(100)]}
        disabled={!detailsAllowed}
        fullWidth
      />
      <TextInput
        source="lastName"
        validate={[required(), maxLength(100)]}
        disabled={!detailsAllowed}
        fullWidth
      />
      <RolesInput disabled={mode === 'edit' && !canEditRoles} />
    </>
  );
};
