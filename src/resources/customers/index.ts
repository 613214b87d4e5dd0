import { customers } from '../../contract/resources/customers';
import { resourceFromDeclaration } from '../../kit';

/**
 * Customers of the current tenant, declared in src/contract/resources/customers.ts. Hand-written (./screens,
 * loaded with the first customers screen): the creation shown as a day, the reference input with the platform's
 * message, and the transfer to another tenant on the show page.
 */
export const customersResource = resourceFromDeclaration(customers, {
  screens: () => import('./screens'),
});

export type { Customer } from '../../contract/resources/customers';
