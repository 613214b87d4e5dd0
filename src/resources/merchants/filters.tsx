import { SelectInput, TextInput } from 'react-admin';
import { dateRangeFilterInputs } from '../../components';

/**
 * Search and filters, kept in the URL by react-admin. An invalid filter form (e.g. the start date after the end
 * date) is not applied: react-admin's filter form only sets filters when every input is valid.
 */
export const merchantFilters = [
  <TextInput key="name" source="name" alwaysOn resettable />,
  <SelectInput
    key="enabled"
    source="enabled"
    alwaysOn
    choices={[
      { id: true, name: 'resources.merchants.status.enabled' },
      { id: false, name: 'resources.merchants.status.disabled' },
    ]}
  />,
  ...dateRangeFilterInputs({ start: 'createdFrom', end: 'createdTo', alwaysOn: true }),
];
