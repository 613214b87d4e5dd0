import { customers } from '../../contract/resources/customers';
import { resourceFromDeclaration, type DeclarationOverrides } from '../../kit';
import { CreatedDateValue, createdDateCsv, CustomerReferenceInput } from './CustomerOverrides';
import { TransferRecordButton } from '../tenants';

/**
 * Customers of the current tenant, declared in src/contract/resources/customers.ts. Hand-written: the creation
 * shown as a day, the reference input with the platform's message, and the transfer to another tenant on the
 * show page.
 */
export const customersOverrides: DeclarationOverrides = {
  fields: {
    createdAt: { Value: CreatedDateValue, csv: createdDateCsv },
    customerReference: { Input: CustomerReferenceInput },
  },
  showActions: TransferRecordButton,
};

export const customersResource = resourceFromDeclaration(customers, customersOverrides);

export type { Customer } from '../../contract/resources/customers';
