import { Faker, en } from '@faker-js/faker';
import { DECLARED_RESOURCES, type DeclaredResourceName } from '../../src/contract/resources';
import { seedDeclaredResource } from '../kit/seed';
import type { DatabaseShape } from '../types';
import type { SeedContext, SeedGenerator } from './context';
import { groupsGenerator } from './groups';
import { merchantsGenerator } from './merchants';
import { tenantsGenerator } from './tenants';
import { customersGenerator } from './customers';
import { merchantNotesGenerator } from './merchantNotes';
import { usersGenerator, verificationKeysGenerator } from './users';
import { apiSecretsGenerator, apiTokensGenerator } from './apiTokens';
import { buildVerifications, verificationsGenerator } from './verifications';
import { workflowsGenerator } from './workflows';
import { workflowExecutionsGenerator } from './workflowExecutions';
import { transactionsGenerator } from './transactions';
import { reportsGenerator } from './reports';
import { auditLogGenerator } from './auditLog';
import { fraudEntriesGenerator, fraudKeysGenerator, fraudMatchesGenerator } from './fraud';
import {
  screeningHitsGenerator,
  screeningSettingsGenerator,
  watchlistGenerator,
  watchlistKeysGenerator,
} from './screening';
import { riskModelsGenerator } from './riskModels';
import { verificationRiskGenerator } from './verificationRisk';
import { datasetFilesGenerator, datasetItemsGenerator, datasetsGenerator } from './datasets';
import { addSeededExperiments } from './experiments';
import { seededMailTemplates } from './mailTemplates';
import { seededDeadLetters } from './deadLetters';
import { seededOutbox } from './mailOutbox';

/** The fixed faker seed: every seeding gives the same data. */
export const FAKER_SEED = 20250601;

/**
 * Generators in dependency order. Each gets its own faker seeded from FAKER_SEED and its position, so adding a
 * generator at the end never changes the data of the ones before it.
 */
export const SEED_GENERATORS: readonly SeedGenerator[] = [
  tenantsGenerator,
  usersGenerator,
  merchantsGenerator,
  groupsGenerator,
  apiTokensGenerator,
  apiSecretsGenerator,
  verificationKeysGenerator,
  customersGenerator,
  merchantNotesGenerator,
  workflowsGenerator,
  verificationsGenerator,
  workflowExecutionsGenerator,
  transactionsGenerator,
  reportsGenerator,
  // The audit history names records of every collection above: it stays last.
  auditLogGenerator,
  // After the audit history, so adding them changed no earlier generator's data.
  fraudEntriesGenerator,
  fraudKeysGenerator,
  fraudMatchesGenerator,
  watchlistGenerator,
  watchlistKeysGenerator,
  screeningSettingsGenerator,
  screeningHitsGenerator,
  riskModelsGenerator,
  // Scores the verifications with the models above, once their findings exist.
  verificationRiskGenerator,
  // After the verifications are final: the datasets freeze some of them.
  datasetsGenerator,
  datasetItemsGenerator,
  datasetFilesGenerator,
] as SeedGenerator[];

export const emptyDatabase = (): DatabaseShape => ({
  // Declared resources first: the named collections below keep their own types.
  ...(Object.fromEntries(
    DECLARED_RESOURCES.map((declaration) => [declaration.name, []]),
  ) as unknown as Pick<DatabaseShape, DeclaredResourceName>),
  customers: [],
  merchantNotes: [],
  merchantIpWhitelists: [],
  tenants: [],
  users: [],
  merchants: [],
  groups: [],
  oneTimeCodes: [],
  idempotencyKeys: [],
  guardStates: [],
  guardApprovals: [],
  sessions: [],
  auditLog: [],
  invitations: [],
  verificationKeys: [],
  'api-tokens': [],
  apiSecrets: [],
  workflows: [],
  verifications: [],
  reports: [],
  reportConfigurations: [],
  'workflow-executions': [],
  transactions: [],
  fraudKeys: [],
  watchlist: [],
  watchlistKeys: [],
  riskModels: [],
  datasetItems: [],
  datasetFiles: [],
  experimentResults: [],
  experimentTags: [],
  jobs: [],
  mailTemplateVersions: [],
  deliveries: [],
  deadLetterTraces: [],
  deadLetterSignatures: [],
  merchantCallbacks: [],
});

export interface SeedOptions {
  /**
   * Verifications of Acme Bank (the demo tenant of most accounts) instead of the demo's few thousand, for
   * benchmarks at scale (MOCK_SCALE): the other collections keep the demo's records.
   */
  scale?: number;
}

/** The tenant a scaled seed fills. */
export const SCALED_TENANT_ID = 't-acme';

export const seedDatabase = (
  now: number = Date.now(),
  options: SeedOptions = {},
): DatabaseShape => {
  const db = emptyDatabase();
  SEED_GENERATORS.forEach((generator, index) => {
    const faker = new Faker({ locale: [en] });
    faker.seed(FAKER_SEED + index);
    const ctx: SeedContext = { faker, db, now };
    (db as unknown as Record<string, unknown>)[generator.collection] = generator.generate(ctx);
  });
  // Declared resources seed after the generators, each with its own faker, in registry order.
  DECLARED_RESOURCES.forEach((declaration, index) => {
    if (!declaration.seed) return;
    const faker = new Faker({ locale: [en] });
    faker.seed(FAKER_SEED + SEED_GENERATORS.length + index);
    (db as unknown as Record<string, unknown>)[declaration.name] = seedDeclaredResource(
      declaration,
      faker,
      db,
      now,
    );
  });
  // After the declared seeds: an experiment names a tagging template (declared) and a dataset.
  addSeededExperiments(db, now);
  // Without a faker: adding them changed no generator's or declared seed's data.
  db['mail-templates'] = seededMailTemplates(db);
  Object.assign(db, seededDeadLetters(db, now));
  db['mail-outbox'] = seededOutbox(db, now);
  if (options.scale) {
    const faker = new Faker({ locale: [en] });
    faker.seed(FAKER_SEED - 1);
    const tenants = db.tenants.filter((tenant) => tenant.id === SCALED_TENANT_ID);
    db.verifications = [
      ...buildVerifications(faker, { ...db, tenants }, { perTenant: options.scale, seedNow: now }),
      ...db.verifications.filter((v) => v.tenantId !== SCALED_TENANT_ID),
    ];
  }
  return db;
};
