import {
  AutocompleteArrayInput,
  CheckboxGroupInput,
  ReferenceArrayInput,
  TextInput,
  usePermissions,
} from 'react-admin';
import { maxLength, required } from '../../components';
import { GROUP_DESCRIPTION_MAX_LENGTH, GROUP_NAME_MAX_LENGTH } from '../../contract/constants';
import { roleChoices, rolesGrantableBy } from '../roles';

/** One member choice: "First Last <email>", so people with the same name stay apart. */
const memberText = (user: { firstName?: string; lastName?: string; email?: string }) =>
  `${user.firstName ?? ''} ${user.lastName ?? ''} <${user.email ?? ''}>`.trim();

/**
 * Shared by create and edit. Roles offered are the ones the editor may grant (the platform refuses others);
 * members are picked from the tenant's users with a server-side search.
 */
export const GroupInputs = () => {
  const { permissions } = usePermissions<string[]>();
  const grantable = rolesGrantableBy(Array.isArray(permissions) ? permissions : []);
  return (
    <>
      <TextInput
        source="name"
        validate={[required(), maxLength(GROUP_NAME_MAX_LENGTH)]}
        fullWidth
      />
      <TextInput
        source="description"
        validate={maxLength(GROUP_DESCRIPTION_MAX_LENGTH)}
        multiline
        minRows={2}
        fullWidth
      />
      <CheckboxGroupInput source="roles" choices={roleChoices(grantable)} row={false} />
      <ReferenceArrayInput
        source="memberIds"
        reference="users"
        perPage={20}
        // The platform sorts users by the fields it lists (not by id).
        sort={{ field: 'email', order: 'ASC' }}
      >
        <AutocompleteArrayInput
          optionText={memberText}
          filterToQuery={(q: string) => ({ q })}
          fullWidth
        />
      </ReferenceArrayInput>
    </>
  );
};
