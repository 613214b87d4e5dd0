import type { CustomerRecord } from '../types';
import type { SeedGenerator } from './context';
import { SEED_ACTOR, SEED_REFERENCE_DATE, seedStamp } from './context';

export const CUSTOMERS_PER_TENANT = 40;

/**
 * ~40 customers per tenant. References are `<TENANT>-<number>`, unique per tenant by construction; the same
 * number may occur in two tenants (uniqueness is per tenant, as on the platform).
 */
export const customersGenerator: SeedGenerator<'customers'> = {
  collection: 'customers',
  generate: ({ faker, db }) =>
    db.tenants.flatMap((tenant) => {
      const admin = db.users.find(
        (u) => u.tenantIds.includes(tenant.id) && u.roles.includes('ROLE_ADMINISTRATOR'),
      );
      const prefix = tenant.id.slice(2).toUpperCase();
      return Array.from({ length: CUSTOMERS_PER_TENANT }, (_, i): CustomerRecord => {
        const customerName = faker.company.name();
        return {
          id: `c-${tenant.id.slice(2)}-${i + 1}`,
          tenantId: tenant.id,
          customerId: faker.string.uuid(),
          customerName,
          customerReference: `${prefix}-${String(1000 + i * 7).padStart(5, '0')}`,
          name: faker.helpers.slugify(customerName).toLowerCase().replace(/-+/g, '-').slice(0, 40),
          createdAt: faker.date.past({ years: 3, refDate: SEED_REFERENCE_DATE }).toISOString(),
          createdBy: admin?.email ?? SEED_ACTOR,
          ...seedStamp(),
        };
      });
    }),
};
