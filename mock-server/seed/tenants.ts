import type { SeedGenerator } from './context';
import { SEED_ACTOR, SEED_REFERENCE_DATE, seedStamp } from './context';
import { TENANT_ACME, TENANT_GLOBEX } from './demoAccounts';

export const tenantsGenerator: SeedGenerator<'tenants'> = {
  collection: 'tenants',
  generate: () =>
    [TENANT_ACME, TENANT_GLOBEX].map((tenant, index) => ({
      id: tenant.id,
      name: tenant.name,
      enabled: true,
      createdAt: new Date(
        SEED_REFERENCE_DATE.getTime() - (400 - index * 30) * 86_400_000,
      ).toISOString(),
      createdBy: SEED_ACTOR,
      ...seedStamp(),
    })),
};
