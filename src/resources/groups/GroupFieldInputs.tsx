import {
  AutocompleteArrayInput,
  CheckboxGroupInput,
  ReferenceArrayInput,
  usePermissions,
  type RaRecord,
} from 'react-admin';
import { RoleChips, roleChoices, rolesGrantableBy } from '../roles';

/** Roles offered are the ones the editor may grant (the platform refuses others with 403). */
export const GroupRolesInput = ({ source }: { source: string }) => {
  const { permissions } = usePermissions<string[]>();
  const grantable = rolesGrantableBy(Array.isArray(permissions) ? permissions : []);
  return <CheckboxGroupInput source={source} choices={roleChoices(grantable)} row={false} />;
};

/** One member choice: "First Last <email>", so people with the same name stay apart. */
const memberText = (user: { firstName?: string; lastName?: string; email?: string }) =>
  `${user.firstName ?? ''} ${user.lastName ?? ''} <${user.email ?? ''}>`.trim();

/** Members are picked from the tenant's users with a server-side search. */
export const GroupMembersInput = ({ source }: { source: string }) => (
  <ReferenceArrayInput
    source={source}
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
);

export const GroupRolesValue = ({ record }: { record: RaRecord }) => (
  <RoleChips roles={(record.roles as string[] | undefined) ?? []} />
);
