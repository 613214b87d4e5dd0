import type { ReactElement } from 'react';
import {
  AutocompleteInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
  useCanAccess,
  useGetList,
  useResourceDefinitions,
} from 'react-admin';
import { MAX_PAGE_SIZE } from '../../contract/constants';
import { ROLES } from '../../contract/permissions';
import { USER_STATUSES } from './schema';

export const statusChoices = USER_STATUSES.map((id) => ({
  id,
  name: `resources.users.status.${id}`,
}));
export const roleChoices = ROLES.map((id) => ({ id, name: `roles.${id}` }));

export interface TenantChoice {
  id: string;
  name: string;
}

/**
 * The tenants an administrator may list users of: their own tenants (the tenants list answers only those). Empty
 * for anyone who cannot read the tenants resource, and then no query is made.
 */
export const useUserTenantChoices = (): { enabled: boolean; choices: TenantChoice[] } => {
  const { canAccess } = useCanAccess({ resource: 'tenants', action: 'list' });
  const enabled = canAccess === true;
  const { data } = useGetList<TenantChoice>(
    'tenants',
    { pagination: { page: 1, perPage: MAX_PAGE_SIZE }, sort: { field: 'name', order: 'ASC' } },
    { enabled },
  );
  return { enabled, choices: (data ?? []).map(({ id, name }) => ({ id, name })) };
};

/**
 * The list filters (kept in the URL by react-admin): search by name or e-mail, status, role; group when the
 * groups resource is there and readable; tenant for those who can read the tenants resource (administrators).
 * A session (an admin's too) stays bound to the tenant chosen at sign-in: another tenant's users are listed
 * read-only, and the platform accepts the tenant filter only for an administrator's own tenants.
 */
export const useUserFilters = (): ReactElement[] => {
  const definitions = useResourceDefinitions();
  const { canAccess: canReadGroups } = useCanAccess({ resource: 'groups', action: 'list' });
  const tenants = useUserTenantChoices();
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
