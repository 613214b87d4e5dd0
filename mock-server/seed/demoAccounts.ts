import type { Role } from '../../src/contract/permissions';

/**
 * The demo accounts of the brief. The password and TOTP secrets are fixed and exported so tests and the e2e
 * suite can sign in and compute security codes (`totpCode(secret)` from `mock-server/auth/totp`).
 */
export const DEMO_PASSWORD = 'Demo!2345';

export const TENANT_ACME = { id: 't-acme', name: 'Acme Bank' } as const;
export const TENANT_GLOBEX = { id: 't-globex', name: 'Globex Pay' } as const;

export interface DemoAccount {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  tenantIds: string[];
  totpSecret: string;
  locked?: boolean;
  /** First sign-in: 2FA setup pending and a password change required. */
  firstLogin?: boolean;
}

export const DEMO_ACCOUNTS = {
  admin: {
    id: 'u-admin',
    email: 'admin@demo.test',
    firstName: 'Ada',
    lastName: 'Admin',
    role: 'ROLE_ADMINISTRATOR',
    tenantIds: [TENANT_ACME.id, TENANT_GLOBEX.id],
    totpSecret: 'OO234WECETDW3T2BE22N3ADVQVAYWI3Q',
  },
  agent: {
    id: 'u-agent',
    email: 'agent@demo.test',
    firstName: 'Arthur',
    lastName: 'Agent',
    role: 'ROLE_SUPPORT_AGENT',
    tenantIds: [TENANT_ACME.id],
    totpSecret: '75RZ4FRXIPCGZ3O5UYJJEWGL3NEYU33I',
  },
  manager: {
    id: 'u-manager',
    email: 'manager@demo.test',
    firstName: 'Maria',
    lastName: 'Manager',
    role: 'ROLE_SUPPORT_MANAGER',
    tenantIds: [TENANT_ACME.id],
    totpSecret: 'JCVLSNUZ3SMRV4ONEDLLZ6PFHDY27OYS',
  },
  merchant: {
    id: 'u-merchant',
    email: 'merchant@demo.test',
    firstName: 'Mo',
    lastName: 'Merchant',
    role: 'ROLE_MERCHANT_ADMIN',
    tenantIds: [TENANT_GLOBEX.id],
    totpSecret: 'ZCZP62FJJD7U6A2CRZU4Q22SNGBP47WV',
  },
  analyst: {
    id: 'u-analyst',
    email: 'analyst@demo.test',
    firstName: 'Ana',
    lastName: 'Analyst',
    role: 'ROLE_EXPERIMENT_USER',
    tenantIds: [TENANT_ACME.id],
    totpSecret: 'SGRAVXEIBMLF5PQVV4APQ3M5CYILB5DI',
  },
  lab: {
    id: 'u-lab',
    email: 'lab@demo.test',
    firstName: 'Lea',
    lastName: 'Lab',
    role: 'ROLE_EXPERIMENT_ADMIN',
    tenantIds: [TENANT_ACME.id],
    totpSecret: 'O56PITYOAVTZ5SOO2K6L5ZAEF5BIL325',
  },
  locked: {
    id: 'u-locked',
    email: 'locked@demo.test',
    firstName: 'Lars',
    lastName: 'Locked',
    role: 'ROLE_SUPPORT_AGENT',
    tenantIds: [TENANT_ACME.id],
    totpSecret: 'OWUMH2ZTQMLWECMQAK7PEXGPGPVRCFKR',
    locked: true,
  },
  nobody: {
    id: 'u-nobody',
    email: 'nobody@demo.test',
    firstName: 'Noah',
    lastName: 'Nobody',
    role: 'ROLE_SUPPORT_AGENT',
    tenantIds: [],
    totpSecret: 'SCOE7TBZPQ3W3DPTMDAUIXKU34P7ABSG',
  },
  newbie: {
    id: 'u-newbie',
    email: 'newbie@demo.test',
    firstName: 'Nina',
    lastName: 'Newbie',
    role: 'ROLE_SUPPORT_AGENT',
    tenantIds: [TENANT_ACME.id],
    totpSecret: '6CM4VLL7WZVYZSD75N2UEAAFH3UTFKRQ',
    firstLogin: true,
  },
} as const satisfies Record<string, DemoAccount>;

export type DemoAccountName = keyof typeof DEMO_ACCOUNTS;
