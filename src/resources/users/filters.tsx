import type { ReactElement } from 'react';
import {
  AutocompleteInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
  useCanAccess,
  useResourceDefinitions,
} from 'react-admin';
import { useOwnTenantChoices } from '../../kit';
import { ROLES } from '../../contract/permissions';
import { USER_STATUSES } from './schema';

export const statusChoices = USER_STATUSES.map((id) => ({
  id,
  name: `resources.users.status.${id}`,
}));
export const roleChoices = ROLES.map((id) => ({ id, name: `roles.${id}` }));

/**
 * The list filters (kept in the URL by react-admin): search by name or e-mail, status, role; group when the
 * groups resource is there and readable; tenant for those who can read the tenants resource (administrators).
 * A session (an admin's too) stays bound to the tenant chosen at sign-in: another tenant's users are listed
 * read-only, and the platform accepts the tenant filter only for an administrator's own tenants.
 */
export const useUserFilters = (): ReactElement[] => {
  const definitions = useResourceDefinitions();
  const { canAccess: canReadGroups } = useCanAccess({ resource: 'groups', action: 'list' });
  const tenants = useOwnTenantChoices();
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
  if (tenants.enabled)
    filters.push(
      <SelectInput
        key="tenantId"
        source="tenantId"
        label="resources.users.fields.tenantId"
        choices={tenants.choices}
        translateChoice={false}
      />,
    );
  return filters;
};
