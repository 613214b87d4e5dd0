import { hashToken } from '../auth/tokens';
import type { ApiTokenRecord } from '../types';
import type { SeedGenerator } from './context';
import { SEED_REFERENCE_DATE, seedStamp } from './context';
import { DEMO_ACCOUNTS } from './demoAccounts';
import { API_TOKEN_PREFIX_LENGTH } from '../../src/contract/constants';

const DAY_MS = 86_400_000;

const TOKEN_LABELS = [
  'Onboarding backend',
  'Mobile app (iOS)',
  'Mobile app (Android)',
  'Nightly reconciliation job',
  'Partner webhook relay',
  'Staging integration',
] as const;

const STATUSES: readonly ApiTokenRecord['status'][] = [
  'ACTIVE',
  'ACTIVE',
  'ACTIVE',
  'DEACTIVATED',
  'ACTIVE',
  'REVOKED',
];

const at = (offsetDays: number): string =>
  new Date(SEED_REFERENCE_DATE.getTime() + offsetDays * DAY_MS).toISOString();

/**
 * Seeded token values are generated and thrown away at once: the store holds only their hash and prefix, exactly
 * like tokens minted later, so nobody (not even the seed) can use one.
 */
export const apiTokensGenerator: SeedGenerator<'api-tokens'> = {
  collection: 'api-tokens',
  generate: ({ faker, db }) =>
    db.tenants.flatMap((tenant) =>
      TOKEN_LABELS.map((label, i): ApiTokenRecord => {
        const value = `tdk_${faker.string.alphanumeric(40)}`;
        const createdDaysAgo = faker.number.int({ min: 30, max: 360 });
        const status = STATUSES[i] ?? 'ACTIVE';
        return {
          id: `at-${tenant.id.slice(2)}-${i + 1}`,
          tenantId: tenant.id,
          kind: 'API',
          label,
          prefix: value.slice(0, API_TOKEN_PREFIX_LENGTH),
          tokenHash: hashToken(value),
          status,
          createdAt: at(-createdDaysAgo),
          createdBy: DEMO_ACCOUNTS.admin.email,
          lastUsedAt:
            i === 5 ? null : at(-faker.number.int({ min: 0, max: Math.min(29, createdDaysAgo) })),
          // One token expires in the past (shown as expired), one in the future, the rest never.
          expiresAt: i === 2 ? at(-3) : i === 1 ? at(3650) : null,
          revokedAt: status === 'REVOKED' ? at(-10) : null,
          ...seedStamp(),
        };
      }),
    ),
};

export const apiSecretsGenerator: SeedGenerator<'apiSecrets'> = {
  collection: 'apiSecrets',
  generate: ({ faker, db }) =>
    db.tenants.map((tenant) => {
      const value = faker.string.alphanumeric(48);
      return {
        id: `as-${tenant.id.slice(2)}-1`,
        tenantId: tenant.id,
        secretHash: hashToken(value),
        last4: value.slice(-4),
        status: 'ACTIVE' as const,
        createdAt: at(-200),
        activatedAt: at(-200),
        ...seedStamp(),
      };
    }),
};
