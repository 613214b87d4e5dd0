import type { Faker } from '@faker-js/faker';
import type { AnyResourceDeclaration } from '../../src/contract/declare';
import type { DatabaseShape } from '../types';
import type { StoredRecord } from './repository';

const DAY_MS = 86_400_000;

/**
 * A declared resource's demo data: its seed runs once per tenant and every record is parsed with the declared
 * fields, so a seed that breaks the contract fails at start, not in a screen. Records are stamped as created by
 * the tenant's first administrator over the 90 days before the seeding instant.
 */
export const seedDeclaredResource = (
  declaration: AnyResourceDeclaration,
  faker: Faker,
  db: DatabaseShape,
  now: number,
): StoredRecord[] => {
  if (!declaration.seed) return [];
  return db.tenants.flatMap((tenant) => {
    const admin = db.users.find(
      (user) => user.tenantIds.includes(tenant.id) && user.roles.includes('ROLE_ADMINISTRATOR'),
    );
    const actor = admin?.email ?? 'system';
    const values = declaration.seed!({
      faker,
      tenant: { id: tenant.id, name: tenant.name },
      actor,
      now,
      record: (value) => value,
    });
    return values.map((value, index) => {
      const fields = declaration.fields.parse(value) as Record<string, unknown>;
      const created = new Date(now - (90 - index) * DAY_MS).toISOString();
      return {
        ...fields,
        id: `${declaration.idPrefix}-${tenant.id}-${String(index + 1).padStart(4, '0')}`,
        tenantId: tenant.id,
        version: 1,
        createdAt: created,
        createdBy: actor,
        updatedAt: created,
        updatedBy: actor,
      };
    });
  });
};
