import { SearchInput, TextInput } from 'react-admin';
import { dateRangeFilterInputs } from '../../components';

/** Search and filters (POST filter), kept in the URL by react-admin. */
export const customerFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <TextInput key="customerReference" source="customerReference" alwaysOn resettable />,
  ...dateRangeFilterInputs({ start: 'createdFrom', end: 'createdTo' }),
];
