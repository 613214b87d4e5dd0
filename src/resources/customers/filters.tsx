import { SearchInput, TextInput } from 'react-admin';
import { dateFormat, dateOrder } from '../../components';

/** react-admin hides helper texts in filter forms; a date error must still be read, so show it. */
const SHOW_ERROR = { '& .MuiFormHelperText-root.Mui-error': { display: 'block', maxWidth: 180 } };
const validateDate = [dateFormat(), dateOrder({ start: 'createdFrom', end: 'createdTo' })];

/** Search and filters (POST filter), kept in the URL by react-admin. */
export const customerFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <TextInput key="customerReference" source="customerReference" alwaysOn resettable />,
  <TextInput
    key="createdFrom"
    source="createdFrom"
    type="date"
    validate={validateDate}
    InputLabelProps={{ shrink: true }}
    sx={SHOW_ERROR}
  />,
  <TextInput
    key="createdTo"
    source="createdTo"
    type="date"
    validate={validateDate}
    InputLabelProps={{ shrink: true }}
    sx={SHOW_ERROR}
  />,
];
