import { SearchInput, SelectInput } from 'react-admin';
import { roleChoices } from '../roles';

/** List filters, kept in the URL by react-admin. */
export const groupFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="roles" source="roles" choices={roleChoices()} />,
];
