import { SearchInput, SelectInput } from 'react-admin';
import { API_TOKEN_KINDS, API_TOKEN_STATUSES } from './schema';

const choices = (values: readonly string[], prefix: string) =>
  values.map((id) => ({ id, name: `resources.api-tokens.${prefix}.${id}` }));

/** List filters, kept in the URL by react-admin. */
export const apiTokenFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={choices(API_TOKEN_STATUSES, 'status')} />,
  <SelectInput key="kind" source="kind" choices={choices(API_TOKEN_KINDS, 'kind')} />,
];
