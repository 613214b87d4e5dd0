import type { Faker } from '@faker-js/faker';
import type { AuditEntry, DatabaseShape, TenantRecord, UserRecord } from '../types';
import { seedingDayOf, type SeedGenerator } from './context';

/** How far back the seeded history reaches, and roughly how many entries of each kind per tenant. */
export const AUDIT_HISTORY_DAYS = 60;
const DAY_MS = 24 * 60 * 60 * 1000;
const CLASSIFICATIONS = ['CUSTOMER_REQUEST', 'REGULATORY', 'INCIDENT', 'MAINTENANCE', 'OTHER'];
const OFFICE_IPS = ['10.20.1.14', '10.20.1.37', '10.20.4.102', '192.168.12.8', '172.16.30.5'];

type Draft = Omit<AuditEntry, 'id' | 'tenantId' | 'clientIp'>;

const REASONS = [
  'Requested by the customer by e-mail',
  'Quarterly access review',
  'Compliance finding follow-up',
  'Correction after a support ticket',
  'Onboarding of a new team member',
];

/** The operators of a tenant who leave a trail: active staff, administrators first. */
const actorsOf = (db: DatabaseShape, tenant: TenantRecord): UserRecord[] =>
  db.users
    .filter((u) => u.tenantIds.includes(tenant.id) && u.status === 'ACTIVE')
    .filter((u) =>
      u.roles.some((r) =>
        [
          'ROLE_ADMINISTRATOR',
          'ROLE_SUPPORT_MANAGER',
          'ROLE_MERCHANT_ADMIN',
          'ROLE_BACKOFFICE',
        ].includes(r),
      ),
    );

const at = (faker: Faker, today: number): string =>
  new Date(
    today -
      faker.number.int({ min: 1, max: AUDIT_HISTORY_DAYS }) * DAY_MS +
      faker.number.int({ min: 7 * 3600, max: 19 * 3600 }) * 1000,
  ).toISOString();

const userEntries = (
  faker: Faker,
  db: DatabaseShape,
  tenant: TenantRecord,
  actor: () => UserRecord,
  today: number,
): Draft[] =>
  db.users
    .filter((u) => u.tenantIds.includes(tenant.id))
    .slice(0, 12)
    .flatMap((user): Draft[] => {
      const who = actor();
      const base = {
        actorId: who.id,
        actorEmail: who.email,
        entityType: 'user',
        entityId: user.id,
        result: 'SUCCESS' as const,
        timestamp: at(faker, today),
      };
      const kind = faker.number.int(3);
      if (kind === 0)
        return [
          {
            ...base,
            action: 'USER_UPDATE',
            before: { firstName: user.firstName, lastName: faker.person.lastName() },
            after: { firstName: user.firstName, lastName: user.lastName },
            reason: null,
            classification: null,
          },
        ];
      if (kind === 1)
        return [
          {
            ...base,
            action: 'USER_EDIT_ROLES',
            before: {
              roles: user.roles.length > 1 ? user.roles.slice(0, 1) : ['ROLE_SUPPORT_AGENT'],
            },
            after: { roles: user.roles },
            reason: faker.helpers.arrayElement(REASONS),
            classification: faker.helpers.arrayElement(CLASSIFICATIONS),
          },
        ];
      if (kind === 2)
        return [
          {
            ...base,
            action: 'USER_DEACTIVATE',
            before: { status: 'ACTIVE' },
            after: { status: 'DEACTIVATED' },
            reason: null,
            classification: null,
          },
          {
            ...base,
            action: 'USER_ACTIVATE',
            timestamp: new Date(Date.parse(base.timestamp) + 3 * 3600_000).toISOString(),
            before: { status: 'DEACTIVATED' },
            after: { status: user.status },
            reason: null,
            classification: null,
          },
        ];
      return [
        {
          ...base,
          action: 'USER_UNLOCK',
          before: { status: 'LOCKED', intruderLockOutUntil: base.timestamp },
          after: { status: 'ACTIVE', intruderLockOutUntil: null },
          reason: null,
          classification: null,
        },
      ];
    });

const merchantEntries = (
  faker: Faker,
  db: DatabaseShape,
  tenant: TenantRecord,
  actor: () => UserRecord,
  today: number,
): Draft[] =>
  db.merchants
    .filter((m) => m.tenantId === tenant.id)
    .map((merchant): Draft => {
      const who = actor();
      const renamed = faker.datatype.boolean();
      return {
        actorId: who.id,
        actorEmail: who.email,
        action: 'MERCHANT_DETAILS_UPDATE',
        entityType: 'merchant',
        entityId: merchant.id,
        result: 'SUCCESS',
        before: {
          name: renamed ? `${merchant.name} Ltd` : merchant.name,
          enabled: renamed ? merchant.enabled : !merchant.enabled,
          contact: { email: faker.internet.email().toLowerCase(), phone: faker.phone.number() },
        },
        after: {
          name: merchant.name,
          enabled: merchant.enabled,
          contact: { email: faker.internet.email().toLowerCase(), phone: faker.phone.number() },
        },
        reason: faker.helpers.arrayElement(REASONS),
        classification: faker.helpers.arrayElement(CLASSIFICATIONS),
        timestamp: at(faker, today),
      };
    });

const customerEntries = (
  faker: Faker,
  db: DatabaseShape,
  tenant: TenantRecord,
  actor: () => UserRecord,
  today: number,
): Draft[] =>
  db.customers
    .filter((c) => c.tenantId === tenant.id)
    .slice(0, 8)
    .map((customer, i): Draft => {
      const who = actor();
      const editable = {
        customerName: customer.customerName,
        customerReference: customer.customerReference,
        name: customer.name,
      };
      return {
        actorId: who.id,
        actorEmail: who.email,
        action: i % 2 ? 'CUSTOMER_UPDATE' : 'CUSTOMER_CREATE',
        entityType: 'customer',
        entityId: customer.id,
        result: 'SUCCESS',
        before: i % 2 ? { ...editable, name: faker.company.buzzNoun() } : null,
        after: editable,
        reason: null,
        classification: null,
        timestamp: at(faker, today),
      };
    });

/** Operators' decisions on verifications that went through review (the records carry the decision). */
const verificationEntries = (
  faker: Faker,
  db: DatabaseShape,
  tenant: TenantRecord,
  actors: UserRecord[],
): Draft[] =>
  db.verifications
    .filter((v) => v.tenantId === tenant.id && v.result !== null)
    .slice(0, 40)
    .flatMap((v): Draft[] => {
      const result = v.result;
      if (!result) return [];
      const who = db.users.find((u) => u.email === result.decidedBy) ?? actors[0];
      if (!who) return [];
      const entry: Draft = {
        actorId: who.id,
        actorEmail: who.email,
        action: 'VERIFICATION_RESULT_UPDATE',
        entityType: 'verification',
        entityId: v.id,
        result: 'SUCCESS',
        before: { status: 'REVIEW_PENDING', result: null },
        after: { status: v.status, result },
        reason: result.reason,
        classification: faker.helpers.arrayElement(CLASSIFICATIONS),
        timestamp: result.decidedAt,
      };
      // Now and then the second factor was mistyped first: a refused attempt a minute earlier.
      if (!faker.datatype.boolean(0.15)) return [entry];
      return [
        {
          ...entry,
          result: 'FAILURE',
          errorCode: 'WRONG_SECURITYPASS_ERROR',
          before: null,
          after: null,
          timestamp: new Date(Date.parse(result.decidedAt) - 60_000).toISOString(),
        },
        entry,
      ];
    });

const workflowEntries = (
  faker: Faker,
  db: DatabaseShape,
  tenant: TenantRecord,
  actor: () => UserRecord,
  today: number,
): Draft[] =>
  db.workflows
    .filter((w) => w.tenantId === tenant.id)
    .map((workflow): Draft => {
      const who = actor();
      return {
        actorId: who.id,
        actorEmail: who.email,
        action: 'WORKFLOW_UPDATE',
        entityType: 'workflow',
        entityId: workflow.id,
        result: 'SUCCESS',
        before: {
          name: workflow.name,
          description: faker.lorem.sentence(),
          status: workflow.status === 'ACTIVE' ? 'DRAFT' : workflow.status,
          steps: ['document', 'selfie'],
        },
        after: {
          name: workflow.name,
          description: workflow.description,
          status: workflow.status,
          steps: ['document', 'selfie', 'liveness'],
        },
        reason: faker.helpers.arrayElement(REASONS),
        classification: faker.helpers.arrayElement(CLASSIFICATIONS),
        timestamp: at(faker, today),
      };
    });

/**
 * A realistic history per tenant (users, merchants, customers, review decisions, workflow edits) with
 * before/after values, over the last AUDIT_HISTORY_DAYS days. Runs LAST, so every entity it names exists.
 */
export const auditLogGenerator: SeedGenerator<'auditLog'> = {
  collection: 'auditLog',
  generate: ({ faker, db, now }) => {
    const today = seedingDayOf(now);
    const entries = db.tenants.flatMap((tenant) => {
      const actors = actorsOf(db, tenant);
      if (!actors.length) return [];
      const actor = () => faker.helpers.arrayElement(actors);
      const drafts = [
        ...userEntries(faker, db, tenant, actor, today),
        ...merchantEntries(faker, db, tenant, actor, today),
        ...customerEntries(faker, db, tenant, actor, today),
        ...verificationEntries(faker, db, tenant, actors),
        ...workflowEntries(faker, db, tenant, actor, today),
      ];
      return drafts.map((draft, i): AuditEntry => ({
        ...draft,
        id: `al-${tenant.id.slice(2)}-${String(i + 1).padStart(4, '0')}`,
        tenantId: tenant.id,
        clientIp: faker.helpers.arrayElement(OFFICE_IPS),
      }));
    });
    return [...db.auditLog, ...entries].sort((a, b) => a.timestamp.localeCompare(b.timestamp));
  },
};
