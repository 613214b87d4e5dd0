import type { FieldValues } from 'react-hook-form';
import { useNotify, useRecordContext, useRedirect, useTranslate, useUpdate } from 'react-admin';
import type { GuardFields } from '../../contract/schemas/common';
import {
  failureMessageOf,
  formErrorsOf,
  isGuardCancelledError,
  useGuardedAction,
} from '../../guard';
import { SimpleForm, Edit } from '../../kit';
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

const sameRoles = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * The e-mail address is the user's sign-in name and the roles are what they may do: changing either is a
 * protected change (compared as the platform does, trimmed and in lower case).
 */
export const isProtectedUserChange = (record: User, values: Pick<User, 'email' | 'roles'>) =>
  values.email.trim().toLowerCase() !== record.email.trim().toLowerCase() ||
  !sameRoles(values.roles ?? [], record.roles);

/**
 * Saves pessimistically with the record's version (a stale one answers 412). A change of e-mail or roles asks
 * for the guard first; cancelling it, or a failed save, keeps everything typed in the form.
 */
const UserEditForm = () => {
  const record = useRecordContext<User>();
  const [update] = useUpdate<User>();
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  const { runGuarded, guardDialog } = useGuardedAction();
  if (!record) return null;

  const save = async (values: FieldValues) => {
    const data = toUserUpdate(values as User);
    const send = (guard?: GuardFields) =>
      update(
        'users',
        { id: record.id, data, previousData: record, meta: guard ? { guard } : undefined },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
    try {
      await (isProtectedUserChange(record, data)
        ? runGuarded({
            title: 'resources.users.guard.updateTitle',
            description: translate('resources.users.guard.updateDescription', {
              name: `${record.firstName} ${record.lastName}`.trim() || record.email,
            }),
            action: send,
          })
        : send());
      notify('resources.users.edit.done', { type: 'success' });
      redirect('show', 'users', record.id);
      return undefined;
    } catch (error) {
      if (isGuardCancelledError(error)) return undefined;
      const fields = formErrorsOf(error);
      if (fields) return fields;
      notify(failureMessageOf(error), { type: 'error' });
      return undefined;
    }
  };

  return (
    <>
      <SimpleForm onSubmit={save} sx={{ maxWidth: 560 }}>
        <UserInputs mode="edit" />
      </SimpleForm>
      {guardDialog}
    </>
  );
};

/** Edit name, e-mail and roles. */
export const UserEdit = () => (
  <Edit mutationMode="pessimistic">
    <UserEditForm />
  </Edit>
);
