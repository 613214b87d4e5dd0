import { TextInput } from 'react-admin';
import { validateCustomerName, validateCustomerReference } from './schema';

/** The fields shared by create and update. */
export const CustomerInputs = () => (
  <>
    <TextInput source="customerName" validate={validateCustomerName} sx={{ minWidth: 360 }} />
    <TextInput source="customerReference" validate={validateCustomerReference} />
    <TextInput source="name" validate={validateCustomerName} sx={{ minWidth: 360 }} />
  </>
);
