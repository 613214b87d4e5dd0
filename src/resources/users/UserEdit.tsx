import { Edit, useNotify, useRedirect } from 'react-admin';
import { SimpleForm } from '../../kit';
import type { User } from './schema';
import { UserInputs } from './UserInputs';

/** Only what the platform's update takes: details, roles and the version the edit was based on. */
export const toUserUpdate = (data: User) => ({
  firstName: data.firstName,
  lastName: data.lastName,
  email: data.email,
  roles: data.roles,
  version: data.version,
});

/** Edit name, e-mail and roles; pessimistic, with the record's version (a stale one answers 412). */
export const UserEdit = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: (data: User) => {
          notify('resources.users.edit.done', { type: 'success' });
          redirect('show', 'users', data.id);
        },
      }}
      transform={toUserUpdate}
    >
      <SimpleForm sx={{ maxWidth: 560 }}>
        <UserInputs mode="edit" />
      </SimpleForm>
    </Edit>
  );
};
