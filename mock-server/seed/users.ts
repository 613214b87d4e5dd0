import type { Role } from '../../src/contract/permissions';
import { hashPasswordSync } from '../auth/password';
import { base32Encode } from '../auth/totp';
import { hashToken } from '../auth/tokens';
import type { UserRecord, UserStatus, VerificationKeyPurpose } from '../types';
import type { SeedGenerator } from './context';
import { SEED_REFERENCE_DATE, seedStamp } from './context';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './demoAccounts';

/** Other portal users per tenant, with a realistic mix of roles and statuses. */
export const GENERATED_USERS_PER_TENANT = 30;
const ROLE_POOL: Role[] = [
  'ROLE_SUPPORT_AGENT',
  'ROLE_SUPPORT_AGENT',
  'ROLE_SUPPORT_AGENT',
  'ROLE_SUPPORT_MANAGER',
  'ROLE_PRODUCT_MANAGER',
  'ROLE_MERCHANT_ADMIN',
  'ROLE_EXPERIMENT_USER',
  'ROLE_VERIFICATION_BACKOFFICE',
];
const STATUS_POOL: UserStatus[] = [
  'ACTIVE',
  'ACTIVE',
  'ACTIVE',
  'ACTIVE',
  'ACTIVE',
  'DEACTIVATED',
  'LOCKED',
  'EXPIRED',
];
const FAR_FUTURE = '2099-12-31T23:59:59.000Z';

const demoUser = (account: DemoAccount, passwordHash: string): UserRecord => ({
  id: account.id,
  tenantIds: [...account.tenantIds],
  email: account.email,
  userName: account.email,
  firstName: account.firstName,
  lastName: account.lastName,
  roles: [account.role],
  status: account.locked ? 'LOCKED' : 'ACTIVE',
  registrationDate: new Date(SEED_REFERENCE_DATE.getTime() - 200 * 86_400_000).toISOString(),
  intruderLockOutUntil: account.locked ? FAR_FUTURE : null,
  failedLoginAttempts: 0,
  passwordHash,
  twoFactorSecret: account.totpSecret,
  twoFactorEnabled: !account.firstLogin,
  twoFactorSetupRequired: account.firstLogin === true,
  passwordChangeRequired: account.firstLogin === true,
  ...seedStamp(),
});

export const usersGenerator: SeedGenerator<'users'> = {
  collection: 'users',
  generate: ({ faker, db }) => {
    // One hash per demo account (own random salt each); generated users have no password (they cannot sign in).
    const users = Object.values(DEMO_ACCOUNTS).map((a: DemoAccount) =>
      demoUser(a, hashPasswordSync(DEMO_PASSWORD)),
    );
    const emails = new Set(users.map((u) => u.email));
    for (const tenant of db.tenants) {
      const domain = `${tenant.name.toLowerCase().replace(/[^a-z]+/g, '-')}.test`;
      for (let i = 0; i < GENERATED_USERS_PER_TENANT; i++) {
        const firstName = faker.person.firstName();
        const lastName = faker.person.lastName();
        let email = faker.internet.email({ firstName, lastName, provider: domain }).toLowerCase();
        while (emails.has(email)) email = `${i}.${email}`;
        emails.add(email);
        const status = faker.helpers.arrayElement(STATUS_POOL);
        users.push({
          id: `u-${tenant.id.slice(2)}-${String(i + 1).padStart(3, '0')}`,
          tenantIds: [tenant.id],
          email,
          userName: email,
          firstName,
          lastName,
          roles: [faker.helpers.arrayElement(ROLE_POOL)],
          status,
          registrationDate: faker.date
            .past({ years: 3, refDate: SEED_REFERENCE_DATE })
            .toISOString(),
          intruderLockOutUntil:
            status === 'LOCKED'
              ? faker.date.soon({ days: 30, refDate: SEED_REFERENCE_DATE }).toISOString()
              : null,
          failedLoginAttempts: status === 'LOCKED' ? 5 : 0,
          passwordHash: null,
          twoFactorSecret: base32Encode(
            Uint8Array.from(faker.helpers.multiple(() => faker.number.int(255), { count: 20 })),
          ),
          twoFactorEnabled: faker.datatype.boolean({ probability: 0.8 }),
          twoFactorSetupRequired: false,
          passwordChangeRequired: false,
          ...seedStamp(),
        });
      }
    }
    return users;
  },
};

/**
 * Seeded verification keys for the demo and the tests (spec section 7): a valid and an expired key of every
 * purpose. Only their hashes are stored; the plain keys are exported here the way the demo password is.
 */
export const DEMO_VERIFICATION_KEYS = {
  activationValid: { key: 'demo-activation-valid-key-0001', userId: 'u-acme-001' },
  activationExpired: { key: 'demo-activation-expired-key-0001', userId: 'u-acme-001' },
  passwordResetValid: { key: 'demo-password-reset-valid-key-0001', userId: 'u-acme-002' },
  passwordResetExpired: { key: 'demo-password-reset-expired-key-0001', userId: 'u-acme-002' },
  emailVerificationValid: { key: 'demo-email-verification-valid-key-0001', userId: 'u-acme-003' },
  emailVerificationExpired: {
    key: 'demo-email-verification-expired-key-0001',
    userId: 'u-acme-003',
  },
} as const;

const KEY_PURPOSES: Record<keyof typeof DEMO_VERIFICATION_KEYS, VerificationKeyPurpose> = {
  activationValid: 'ACTIVATION',
  activationExpired: 'ACTIVATION',
  passwordResetValid: 'PASSWORD_RESET',
  passwordResetExpired: 'PASSWORD_RESET',
  emailVerificationValid: 'EMAIL_VERIFICATION',
  emailVerificationExpired: 'EMAIL_VERIFICATION',
};

export const verificationKeysGenerator: SeedGenerator<'verificationKeys'> = {
  collection: 'verificationKeys',
  generate: () =>
    (Object.keys(DEMO_VERIFICATION_KEYS) as (keyof typeof DEMO_VERIFICATION_KEYS)[]).map(
      (name, index) => ({
        id: `vk-seed-${index + 1}`,
        keyHash: hashToken(DEMO_VERIFICATION_KEYS[name].key),
        purpose: KEY_PURPOSES[name],
        userId: DEMO_VERIFICATION_KEYS[name].userId,
        createdAt: new Date(SEED_REFERENCE_DATE.getTime() - 10 * 86_400_000).toISOString(),
        // Valid keys must stay valid whenever the demo runs; expired ones expired before the seed date.
        expiresAt: name.endsWith('Expired')
          ? new Date(SEED_REFERENCE_DATE.getTime() - 86_400_000).toISOString()
          : FAR_FUTURE,
        usedAt: null,
      }),
    ),
};
