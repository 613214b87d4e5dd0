import type { Role } from '../../src/contract/permissions';
import type { SeedGenerator } from './context';
import { SEED_ACTOR, SEED_REFERENCE_DATE, seedStamp } from './context';

/** Roles per seeded group (same index as GROUP_NAMES); fixed, so no extra faker draw shifts later seed data. */
const GROUP_ROLES: readonly Role[][] = [
  ['ROLE_SUPPORT_MANAGER', 'ROLE_VERIFICATION_BACKOFFICE'],
  ['ROLE_SUPPORT_MANAGER'],
  ['ROLE_SUPPORT_AGENT', 'ROLE_VERIFICATION_BACKOFFICE'],
  ['ROLE_SUPPORT_AGENT'],
];

const GROUP_NAMES = [
  ['Compliance reviewers', 'Second-line review of flagged verifications'],
  ['Fraud analysts', 'Investigates fraud alerts and maintains the fraud database'],
  ['Onboarding team', 'First-line checks of new customer verifications'],
  ['Escalations', 'Handles cases escalated by the support team'],
] as const;

export const groupsGenerator: SeedGenerator<'groups'> = {
  collection: 'groups',
  generate: ({ faker, db }) =>
    db.tenants.flatMap((tenant) => {
      const members = db.users.filter((u) => u.tenantIds.includes(tenant.id)).map((u) => u.id);
      const admin = db.users.find(
        (u) => u.tenantIds.includes(tenant.id) && u.roles.includes('ROLE_ADMINISTRATOR'),
      );
      return GROUP_NAMES.map(([name, description], i) => ({
        id: `g-${tenant.id.slice(2)}-${i + 1}`,
        tenantId: tenant.id,
        name,
        description,
        memberIds: faker.helpers.arrayElements(members, { min: 3, max: 8 }).sort(),
        roles: [...(GROUP_ROLES[i] ?? [])],
        createdAt: faker.date.past({ years: 2, refDate: SEED_REFERENCE_DATE }).toISOString(),
        createdBy: admin?.email ?? SEED_ACTOR,
        ...seedStamp(),
      }));
    }),
};
