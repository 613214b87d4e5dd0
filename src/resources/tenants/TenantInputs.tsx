import { BooleanInput, TextInput } from 'react-admin';
import { validateTenantName } from './schema';

/** The fields shared by add and update. */
export const TenantInputs = () => (
  <>
    <TextInput source="name" validate={validateTenantName} sx={{ minWidth: 360 }} />
    <BooleanInput source="enabled" />
  </>
);
