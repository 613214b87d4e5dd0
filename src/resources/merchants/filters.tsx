import { SelectInput, TextInput } from 'react-admin';
import { dateFormat, dateOrder } from '../../components';

const RANGE = { start: 'createdFrom', end: 'createdTo' };
/** Both fields carry the order check, so changing either one re-checks the pair. */
/** react-admin hides helper texts in filter forms; a date error must still be read, so show it. */
const SHOW_ERROR = { '& .MuiFormHelperText-root.Mui-error': { display: 'block', maxWidth: 180 } };
const validateDate = [dateFormat(), dateOrder(RANGE)];

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
  <TextInput
    key="createdFrom"
    source="createdFrom"
    type="date"
    alwaysOn
    validate={validateDate}
    InputLabelProps={{ shrink: true }}
    sx={SHOW_ERROR}
  />,
  <TextInput
    key="createdTo"
    source="createdTo"
    type="date"
    alwaysOn
    validate={validateDate}
    InputLabelProps={{ shrink: true }}
    sx={SHOW_ERROR}
  />,
];
