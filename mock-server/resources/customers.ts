import { randomUUID } from 'node:crypto';
import { recordSchemaOf } from '../../src/contract/declare';
import { customers } from '../../src/contract/resources/customers';
import type { ServerContext } from '../context';
import type { ResourceBehaviour } from '../kit/behaviour';
import { collectionRepository } from '../kit/repository';
import type { CustomerRecord } from '../types';

/**
 * Customers beyond the generic handler: the platform gives each new customer its public `customerId` (kept on
 * every change); the stored record carries it and its tenant, which the answer shows.
 */
export const customersBehaviour: ResourceBehaviour = {
  prepare: (input, { current }) => (current ? input : { ...input, customerId: randomUUID() }),
};

const customerRecordSchema = recordSchemaOf(customers);

/** The answer for one customer (the tenants' transfer returns the moved customer). */
export const toCustomerDto = (customer: CustomerRecord) => customerRecordSchema.parse(customer);

/** True when the tenant already has a customer with this reference (case-insensitive). */
export const customerReferenceTaken = (
  ctx: ServerContext,
  tenantId: string,
  reference: string,
): boolean =>
  collectionRepository<CustomerRecord>(ctx, customers.name).exists(
    tenantId,
    'customerReference',
    reference,
  );
