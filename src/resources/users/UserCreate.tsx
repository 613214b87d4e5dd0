import { Alert } from '@mui/material';
import { Create, useNotify, useRedirect, useTranslate } from 'react-admin';
import { SimpleForm } from '../../kit';
import type { User, UserDraft } from './schema';
import { UserInputs } from './UserInputs';

/** Invite a user (POST users/register): the platform records an invitation with an activation link. */
export const UserCreate = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      title={translate('resources.users.invite.title')}
      mutationOptions={{
        onSuccess: (data: User) => {
          notify('resources.users.invite.done', {
            type: 'success',
            messageArgs: { email: data.email },
          });
          redirect('show', 'users', data.id);
        },
      }}
      transform={(data: UserDraft): UserDraft => ({
        email: data.email.trim(),
        firstName: data.firstName.trim(),
        lastName: data.lastName.trim(),
        roles: data.roles,
      })}
    >
      <SimpleForm sx={{ maxWidth: 560 }}>
        <Alert severity="info" sx={{ mb: 2, width: '100%' }}>
          {translate('resources.users.invite.hint')}
        </Alert>
        <UserInputs mode="create" />
      </SimpleForm>
    </Create>
  );
};
