import { maxLength, required, requiredFormat } from '../../components';

/** The customers record and answer schemas live at the dataProvider boundary; this is the resource's view. */
export { customerSchema, type Customer } from '../../contract/schemas/customers';

/** The rules of the platform: reference 1–40 of letters, digits, '.', '_' and '-'; unique per tenant. */
export const validateCustomerReference = [requiredFormat(/^[A-Za-z0-9._-]{1,40}$/)];
export const validateCustomerName = [required(), maxLength(100)];
