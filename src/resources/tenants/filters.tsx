import { SearchInput, SelectInput } from 'react-admin';

/** List filters, kept in the URL by react-admin. */
export const tenantFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="enabled"
    source="enabled"
    alwaysOn
    choices={[
      { id: true, name: 'resources.tenants.status.enabled' },
      { id: false, name: 'resources.tenants.status.disabled' },
    ]}
  />,
];
