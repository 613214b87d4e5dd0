import type { HttpClient } from '../httpClient';
import { parseResponse } from '../parse';
import {
  customerFilterInitSchema,
  type CustomerFilterInit,
} from '../../contract/schemas/customers';

/** Typed custom methods of the customers resource (spec section 7: Customers, "GET filter init"). */
export const createCustomerActions = (httpClient: HttpClient) => ({
  getCustomerFilterInit: async (): Promise<CustomerFilterInit> =>
    parseResponse(
      customerFilterInitSchema,
      (await httpClient.call('customersInit')).body,
      'customersInit',
    ),
});
export type CustomerActions = ReturnType<typeof createCustomerActions>;
