import type { SeedGenerator } from './context';
import { SEED_ACTOR, SEED_REFERENCE_DATE, seedStamp } from './context';

export const MERCHANTS_PER_TENANT = 4;

export const merchantsGenerator: SeedGenerator<'merchants'> = {
  collection: 'merchants',
  generate: ({ faker, db }) =>
    db.tenants.flatMap((tenant) =>
      Array.from({ length: MERCHANTS_PER_TENANT }, (_, i) => {
        const name = faker.company.name();
        return {
          id: `m-${tenant.id.slice(2)}-${i + 1}`,
          tenantId: tenant.id,
          tenantName: tenant.name,
          name,
          merchantName: name,
          merchantInfoId: `MI-${faker.string.numeric(6)}`,
          merchantPublicGuid: faker.string.uuid(),
          enabled: faker.datatype.boolean({ probability: 0.85 }),
          createdAt: faker.date.past({ years: 2, refDate: SEED_REFERENCE_DATE }).toISOString(),
          createdBy: SEED_ACTOR,
          ...seedStamp(),
        };
      }),
    ),
};
