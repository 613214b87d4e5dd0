import type { ReactElement } from 'react';
import {
  AutocompleteInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
  useCanAccess,
  useResourceDefinitions,
} from 'react-admin';
import { ROLES } from '../../authProvider/permissions';
import { USER_STATUSES } from './schema';

export const statusChoices = USER_STATUSES.map((id) => ({
  id,
  name: `resources.users.status.${id}`,
}));
export const roleChoices = ROLES.map((id) => ({ id, name: `roles.${id}` }));

/**
 * The list filters (kept in the URL by react-admin): search by name or e-mail, status, role; group when the
 * groups resource is there and readable. There is no tenant filter: a session (an admin's too) is bound to the
 * tenant chosen at sign-in, and the platform takes the tenant from the session only.
 */
export const useUserFilters = (): ReactElement[] => {
  const definitions = useResourceDefinitions();
  const { canAccess: canReadGroups } = useCanAccess({ resource: 'groups', action: 'list' });
  const filters: ReactElement[] = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="status" source="status" choices={statusChoices} />,
    <SelectInput key="roles" source="roles" choices={roleChoices} />,
  ];
  if (definitions.groups && canReadGroups)
    filters.push(
      <ReferenceInput key="groupId" source="groupId" reference="groups">
        <AutocompleteInput optionText="name" label="resources.users.fields.groupId" />
      </ReferenceInput>,
    );
  return filters;
};
