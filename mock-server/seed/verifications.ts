import type { Faker } from '@faker-js/faker';
import { authoritiesForRoles } from '../../src/contract/permissions';
import { REVIEW_SLA_HOURS, SLA_AT_RISK_WINDOW_HOURS } from '../../src/contract/constants';
import type {
  CountryRef,
  Credential,
  CredentialCapability,
  CredentialCategory,
  CredentialPart,
  DatabaseShape,
  DecisionType,
  DocumentType,
  ImageSensitivity,
  MatchType,
  PartClassifier,
  TenantRecord,
  VerificationRecord,
  VerificationSource,
  VerificationStatus,
  WorkflowRecord,
} from '../types';
import type { SeedGenerator } from './context';
import { SEED_ACTOR } from './context';

/** Verifications seeded per tenant (the benchmark builds far more through `buildVerifications`). */
export const VERIFICATIONS_PER_TENANT = 3000;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** How far back the seeded transactions go. */
const HISTORY_DAYS = 120;

/**
 * A tiny seeded PRNG (mulberry32). Faker seeds it, so the data stays deterministic from FAKER_SEED, but the
 * thousands of draws per tenant cost nanoseconds instead of faker's per-call overhead (the whole seed must stay
 * well under a second: every mock-server test file seeds a fresh database).
 */
export const createRandom = (seed: number) => {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  /** Picks by weight: `[[value, weight], ...]`. */
  const weighted = <T>(table: readonly (readonly [T, number])[]): T => {
    const total = table.reduce((sum, [, w]) => sum + w, 0);
    let roll = next() * total;
    for (const [value, weight] of table) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return (table[table.length - 1] as readonly [T, number])[0];
  };
  const hex = (length: number): string => {
    let out = '';
    while (out.length < length)
      out += Math.floor(next() * 0x10000)
        .toString(16)
        .padStart(4, '0');
    return out.slice(0, length);
  };
  return { next, int, pick, weighted, hex, chance: (p: number) => next() < p };
};
export type Random = ReturnType<typeof createRandom>;

/** Countries the seeded documents come from, with how often (a European-weighted client base). */
export const SEED_COUNTRIES: readonly (readonly [CountryRef, number])[] = [
  [{ code: 'DEU', alpha2: 'DE', label: 'Germany' }, 18],
  [{ code: 'AUT', alpha2: 'AT', label: 'Austria' }, 8],
  [{ code: 'CHE', alpha2: 'CH', label: 'Switzerland' }, 6],
  [{ code: 'GBR', alpha2: 'GB', label: 'United Kingdom' }, 10],
  [{ code: 'FRA', alpha2: 'FR', label: 'France' }, 8],
  [{ code: 'ITA', alpha2: 'IT', label: 'Italy' }, 6],
  [{ code: 'ESP', alpha2: 'ES', label: 'Spain' }, 6],
  [{ code: 'NLD', alpha2: 'NL', label: 'Netherlands' }, 5],
  [{ code: 'POL', alpha2: 'PL', label: 'Poland' }, 5],
  [{ code: 'ROU', alpha2: 'RO', label: 'Romania' }, 3],
  [{ code: 'SWE', alpha2: 'SE', label: 'Sweden' }, 3],
  [{ code: 'PRT', alpha2: 'PT', label: 'Portugal' }, 3],
  [{ code: 'USA', alpha2: 'US', label: 'United States' }, 6],
  [{ code: 'CAN', alpha2: 'CA', label: 'Canada' }, 2],
  [{ code: 'BRA', alpha2: 'BR', label: 'Brazil' }, 2],
  [{ code: 'TUR', alpha2: 'TR', label: 'Turkey' }, 3],
  [{ code: 'UKR', alpha2: 'UA', label: 'Ukraine' }, 2],
  [{ code: 'IND', alpha2: 'IN', label: 'India' }, 2],
  [{ code: 'NGA', alpha2: 'NG', label: 'Nigeria' }, 1],
  [{ code: 'SGP', alpha2: 'SG', label: 'Singapore' }, 1],
];

const DOCUMENT_TYPES: readonly (readonly [DocumentType, number])[] = [
  ['ID_CARD', 45],
  ['PASSPORT', 35],
  ['DRIVING_LICENSE', 15],
  ['RESIDENCE_PERMIT', 5],
];

/** The document specification the extraction recognised (ICAO 9303 size classes and national licences). */
const ID_SPEC_TYPES: Record<DocumentType, readonly string[]> = {
  PASSPORT: ['TD3'],
  ID_CARD: ['TD1', 'TD1', 'TD2'],
  DRIVING_LICENSE: ['ISO_18013', 'NATIONAL_DL'],
  RESIDENCE_PERMIT: ['TD1'],
};

// In-flight work is a small share of a tenant's history (it all sits in the last hours or days; a larger share
// would read as an incident spike on the dashboard's activity chart).
const STATUSES: readonly (readonly [VerificationStatus, number])[] = [
  ['APPROVED', 560],
  ['REJECTED', 150],
  ['REVIEW_PENDING', 25],
  ['EXPIRED', 90],
  ['INITIATED', 8],
  ['PROCESSING', 4],
];

const SOURCES: readonly (readonly [VerificationSource, number])[] = [
  ['WEB', 35],
  ['SDK_ANDROID', 25],
  ['SDK_IOS', 20],
  ['API', 15],
  ['PORTAL', 5],
];

const REJECTION_DETAILS = [
  'Document expired',
  'Face does not match the document photo',
  'Document data inconsistent',
  'Image too blurry to read',
  'Document appears tampered',
  'Watchlist match confirmed',
];
const REVIEW_DETAILS = [
  'Manual review required: low extraction confidence',
  'Manual review required: possible watchlist match',
  'Manual review required: glare on the document photo',
  'Manual review required: similarity below threshold',
];

/** Shared pools of names drawn once from faker (deterministic), then picked by the fast PRNG. */
const namePools = (faker: Faker) => ({
  first: Array.from({ length: 300 }, () => faker.person.firstName()),
  last: Array.from({ length: 400 }, () => faker.person.lastName()),
});

const iso = (ms: number): string => new Date(ms).toISOString();

const riskFor = (rnd: Random, status: VerificationStatus, match: MatchType): number => {
  // Most customers are low risk (a cube skews towards 0); rejections and watchlist hits sit in the high tail.
  if (match === 'CONFIRMED_MATCH') return rnd.int(85, 100);
  if (status === 'REJECTED') return Math.min(100, 40 + Math.round(60 * rnd.next() ** 0.7));
  if (status === 'REVIEW_PENDING' || match === 'POSSIBLE_MATCH') return rnd.int(35, 90);
  return Math.round(100 * rnd.next() ** 3);
};

const matchFor = (rnd: Random, status: VerificationStatus): MatchType => {
  if (status === 'INITIATED' || status === 'PROCESSING' || status === 'EXPIRED') return 'NO_MATCH';
  if (status === 'REJECTED')
    return rnd.weighted([
      ['NO_MATCH', 70],
      ['POSSIBLE_MATCH', 15],
      ['CONFIRMED_MATCH', 15],
    ]);
  if (status === 'REVIEW_PENDING')
    return rnd.weighted([
      ['NO_MATCH', 65],
      ['POSSIBLE_MATCH', 35],
    ]);
  return rnd.weighted([
    ['NO_MATCH', 96],
    ['POSSIBLE_MATCH', 4],
  ]);
};

const documentNumberFor = (rnd: Random, type: DocumentType): string => {
  const letters = 'CFGHJKLMNPRTVWXYZ';
  const alnum = `${letters}0123456789`;
  const draw = (pool: string, n: number) =>
    Array.from({ length: n }, () => pool[Math.floor(rnd.next() * pool.length)]).join('');
  if (type === 'PASSPORT') return `${draw(letters, 1)}${draw(alnum, 8)}`;
  if (type === 'DRIVING_LICENSE')
    return `${draw(letters, 1)}${draw('0123456789', 3)}${draw(alnum, 7)}`;
  return `${draw(letters, 2)}${draw('0123456789', 7)}`;
};

/**
 * When the transaction happened, relative to the seeding day (UTC midnight of the real clock) so recent
 * activity always exists. Open reviews are placed relative to the seeding instant so that, right after seeding,
 * some are inside the SLA, some at risk (due within SLA_AT_RISK_WINDOW_HOURS) and some breached.
 */
const transactionTime = (
  rnd: Random,
  status: VerificationStatus,
  seedDay: number,
  seedNow: number,
): number => {
  if (status === 'PROCESSING') return seedNow - rnd.int(1, 90) * 60_000;
  if (status === 'INITIATED') return seedNow - rnd.int(5, 48 * 60) * 60_000;
  if (status === 'REVIEW_PENDING') {
    const sla = REVIEW_SLA_HOURS * HOUR;
    const window = SLA_AT_RISK_WINDOW_HOURS * HOUR;
    const bucket = rnd.weighted([
      ['inside', 55],
      ['atRisk', 20],
      ['breached', 25],
    ] as const);
    if (bucket === 'atRisk') return seedNow - sla + window * (0.05 + 0.9 * rnd.next());
    if (bucket === 'breached') return seedNow - sla - rnd.int(10, 96 * 60) * 60_000;
    return seedNow - rnd.int(5, (REVIEW_SLA_HOURS - SLA_AT_RISK_WINDOW_HOURS) * 60 - 10) * 60_000;
  }
  // Finished ones: more recent days are busier (a square root skews the day offset towards today).
  const day = Math.floor(HISTORY_DAYS * rnd.next() ** 1.2);
  let at = seedDay - day * DAY + rnd.int(6 * 3600, 22 * 3600) * 1000;
  if (at > seedNow) at -= DAY;
  return at;
};

type PartSpec = { classifier: PartClassifier; mimeType: CredentialPart['mimeType'] };

const CAPABILITIES: Record<CredentialCategory, CredentialCapability['name'][]> = {
  ID: ['EXTRACTION', 'USABILITY', 'IMAGE_CHECKS', 'DATA_CHECKS', 'WATCHLIST'],
  ID_AND_ADDRESS: ['EXTRACTION', 'USABILITY', 'IMAGE_CHECKS', 'DATA_CHECKS', 'WATCHLIST'],
  IV: ['EXTRACTION', 'USABILITY'],
  DOCUMENT: ['EXTRACTION', 'USABILITY'],
  SELFIE: ['USABILITY', 'SIMILARITY'],
  FACEMAP: ['USABILITY', 'SIMILARITY', 'LIVENESS'],
  LIVENESS: ['LIVENESS'],
};

interface CredentialPlan {
  category: CredentialCategory;
  parts: PartSpec[];
}

const credentialPlans = (rnd: Random, docType: DocumentType): CredentialPlan[] => {
  const idParts: PartSpec[] =
    docType === 'PASSPORT'
      ? [{ classifier: 'FRONT', mimeType: 'image/jpeg' }]
      : [
          { classifier: 'FRONT', mimeType: 'image/jpeg' },
          { classifier: 'BACK', mimeType: 'image/jpeg' },
        ];
  const plans: CredentialPlan[] = [
    { category: rnd.chance(0.06) ? 'ID_AND_ADDRESS' : 'ID', parts: idParts },
    {
      category: rnd.chance(0.3) ? 'FACEMAP' : 'SELFIE',
      parts: [{ classifier: 'FACE', mimeType: 'image/png' }],
    },
  ];
  if (rnd.chance(0.3))
    plans.push({
      category: 'LIVENESS',
      parts: [0, 1, 2].map(() => ({ classifier: 'LIVENESS_FRAME', mimeType: 'image/png' })),
    });
  if (rnd.chance(0.05))
    plans.push({ category: 'DOCUMENT', parts: [{ classifier: 'PAGE', mimeType: 'image/jpeg' }] });
  return plans;
};

/** Which permission the part needs (see ImageSensitivity): it follows the processing state and the content. */
const sensitivityFor = (
  status: VerificationStatus,
  category: CredentialCategory,
  classifier: PartClassifier,
  docType: DocumentType,
): ImageSensitivity => {
  if (status === 'PROCESSING') return 'IN_PROGRESS';
  if (status === 'INITIATED') return 'TEMPORARY';
  // Liveness frames are low-resolution crops used only for motion checks, and a driving licence's back side
  // carries only the vehicle-category table: no personal data, so staff with the insensitive permission see them.
  if (category === 'LIVENESS') return 'INSENSITIVE';
  if (classifier === 'BACK' && docType === 'DRIVING_LICENSE') return 'INSENSITIVE';
  return 'SENSITIVE';
};

const decisionFor = (
  rnd: Random,
  status: VerificationStatus,
  category: CredentialCategory,
  rejectionDetail: string,
  reviewDetail: string,
  isPrimary: boolean,
): Credential['decisionSummary'] => {
  switch (status) {
    case 'APPROVED':
      return rnd.chance(0.08)
        ? { type: 'WARNING', details: 'Minor glare on the image; data still readable' }
        : { type: 'PASSED', details: null };
    case 'REJECTED':
      return isPrimary
        ? { type: 'REJECTED', details: rejectionDetail }
        : { type: rnd.chance(0.7) ? 'PASSED' : 'WARNING', details: null };
    case 'REVIEW_PENDING':
      return isPrimary
        ? { type: 'WARNING', details: reviewDetail }
        : { type: 'PASSED', details: null };
    case 'EXPIRED':
      return {
        type: 'NOT_EXECUTED',
        details:
          category === 'ID' ? 'The verification expired before all data was submitted.' : null,
      };
    default:
      return { type: 'NOT_EXECUTED', details: null };
  }
};

const capabilityDecision = (
  rnd: Random,
  summary: DecisionType,
  name: CredentialCapability['name'],
  match: MatchType,
): DecisionType => {
  if (name === 'WATCHLIST' && summary !== 'NOT_EXECUTED')
    return match === 'CONFIRMED_MATCH'
      ? 'REJECTED'
      : match === 'POSSIBLE_MATCH'
        ? 'WARNING'
        : 'PASSED';
  if (summary === 'PASSED' || summary === 'NOT_EXECUTED') return summary;
  // A WARNING/REJECTED summary comes from one failing check; the rest passed.
  return rnd.chance(0.35) ? summary : 'PASSED';
};

const ensureSummaryReflected = (caps: CredentialCapability[], summary: DecisionType): void => {
  if (summary === 'PASSED' || summary === 'NOT_EXECUTED') return;
  if (!caps.some((c) => c.decision === summary) && caps[0]) caps[0].decision = summary;
};

export interface BuildOptions {
  /** Records per tenant (default VERIFICATIONS_PER_TENANT; the benchmark asks for 100,000). */
  perTenant?: number;
  /** UTC midnight of the seeding day (default: today, real clock). */
  seedDay?: number;
  /** The seeding instant (default: the real clock). */
  seedNow?: number;
}

/** The verifications of one tenant. */
export const buildTenantVerifications = (
  rnd: Random,
  names: ReturnType<typeof namePools>,
  tenant: TenantRecord,
  workflows: readonly WorkflowRecord[],
  decidedBy: readonly string[],
  count: number,
  seedDay: number,
  seedNow: number,
): VerificationRecord[] => {
  const short = tenant.id.replace(/^t-/, '');
  const usable = workflows.filter((w) => w.status !== 'DRAFT');
  const records: VerificationRecord[] = new Array(count);
  for (let i = 0; i < count; i++) {
    const id = `v-${short}-${String(i + 1).padStart(6, '0')}`;
    const status = rnd.weighted(STATUSES);
    const country = rnd.weighted(SEED_COUNTRIES);
    const documentType = rnd.weighted(DOCUMENT_TYPES);
    const matchType = matchFor(rnd, status);
    const riskScore = riskFor(rnd, status, matchType);
    const tx = transactionTime(rnd, status, seedDay, seedNow);
    const createdAt = tx + rnd.int(1, 40) * 1000;
    const finished = status === 'APPROVED' || status === 'REJECTED' || status === 'EXPIRED';
    const completedAt = finished
      ? status === 'EXPIRED'
        ? tx + DAY
        : createdAt + rnd.int(1, rnd.chance(0.2) ? 20 * 60 : 4) * 60_000
      : null;
    const updatedAt = Math.min(seedNow, completedAt ?? createdAt + rnd.int(1, 120) * 1000);
    const manual = (status === 'APPROVED' || status === 'REJECTED') && rnd.chance(0.2);
    const rejectionDetail =
      matchType === 'CONFIRMED_MATCH' ? 'Watchlist match confirmed' : rnd.pick(REJECTION_DETAILS);
    const reviewDetail = rnd.pick(REVIEW_DETAILS);
    const channel: Credential['channel'] =
      status === 'INITIATED' ? 'WEB' : rnd.pick(['WEB', 'SDK', 'API'] as const);
    const plans =
      status === 'INITIATED' && rnd.chance(0.4) ? [] : credentialPlans(rnd, documentType);
    const credentials: Credential[] = plans.map((plan, c) => {
      const credentialId = `${id}-c${c + 1}`;
      const summary = decisionFor(
        rnd,
        status,
        plan.category,
        rejectionDetail,
        reviewDetail,
        c === 0,
      );
      const capabilities = CAPABILITIES[plan.category].map((name) => ({
        name,
        decision: capabilityDecision(rnd, summary.type, name, matchType),
      }));
      ensureSummaryReflected(capabilities, summary.type);
      const parts: CredentialPart[] = plan.parts.map((part, p) => {
        const partId = `${credentialId}-p${p + 1}`;
        return {
          id: partId,
          classifier: part.classifier,
          sensitivity: sensitivityFor(status, plan.category, part.classifier, documentType),
          mimeType: part.mimeType,
          href: `v1/verifications/${id}/images/${partId}`,
          maskedAt: null,
        };
      });
      return {
        id: credentialId,
        category: plan.category,
        channel,
        decisionSummary: summary,
        capabilities,
        parts,
        wipedOutAt: null,
      };
    });
    const result: VerificationRecord['result'] =
      manual && decidedBy.length
        ? {
            decision: status === 'APPROVED' ? 'APPROVED' : 'REJECTED',
            reason:
              status === 'APPROVED'
                ? 'Documents checked manually; data consistent.'
                : `Rejected after manual review: ${rejectionDetail.toLowerCase()}.`,
            decidedBy: rnd.pick(decidedBy),
            decidedAt: iso(completedAt ?? createdAt),
          }
        : null;
    const workflow = usable.length && rnd.chance(0.7) ? rnd.pick(usable) : null;
    const year = 1950 + Math.floor(55 * rnd.next());
    records[i] = {
      id,
      tenantId: tenant.id,
      publicId: `${rnd.hex(8)}-${rnd.hex(4)}-4${rnd.hex(3)}-a${rnd.hex(3)}-${rnd.hex(12)}`,
      status,
      source: rnd.weighted(SOURCES),
      country,
      documentType,
      createdAt: iso(createdAt),
      transactionCreationDate: iso(tx),
      completedAt: completedAt === null ? null : iso(completedAt),
      riskScore,
      matchType,
      documentNumber: documentNumberFor(rnd, documentType),
      issuingCountry: country.alpha2,
      idSpecType: rnd.pick(ID_SPEC_TYPES[documentType]),
      firstName: rnd.pick(names.first),
      lastName: rnd.pick(names.last),
      dateOfBirth: `${year}-${String(rnd.int(1, 12)).padStart(2, '0')}-${String(rnd.int(1, 28)).padStart(2, '0')}`,
      workflowId: workflow?.id ?? null,
      workflowName: workflow?.name ?? null,
      workflowStatus: workflow
        ? finished
          ? status === 'EXPIRED' && rnd.chance(0.5)
            ? 'FAILED'
            : 'COMPLETED'
          : 'RUNNING'
        : null,
      workflowExecutionId: workflow ? `we-${short}-${String(i + 1).padStart(6, '0')}` : null,
      credentials,
      result,
      maskingRequestedAt: null,
      wipedOutAt: null,
      replayCount: finished && rnd.chance(0.03) ? 1 : 0,
      version: 1,
      createdBy: SEED_ACTOR,
      updatedBy: result?.decidedBy ?? SEED_ACTOR,
      updatedAt: iso(updatedAt),
    };
  }
  return records;
};

/** UTC midnight of the day of `now`. */
export const utcMidnight = (now: number): number => now - (now % DAY);

/**
 * Every tenant's verifications (VERIFICATIONS_PER_TENANT each, or `perTenant`). Workflow fields come from the
 * tenant's workflows seeded before (none → null); manual decisions name a user of the tenant.
 */
export const buildVerifications = (
  faker: Faker,
  db: Pick<DatabaseShape, 'tenants' | 'workflows' | 'users'>,
  options: BuildOptions = {},
): VerificationRecord[] => {
  const seedNow = options.seedNow ?? Date.now();
  const seedDay = options.seedDay ?? utcMidnight(seedNow);
  const perTenant = options.perTenant ?? VERIFICATIONS_PER_TENANT;
  const names = namePools(faker);
  return db.tenants.flatMap((tenant) => {
    const rnd = createRandom(faker.number.int({ min: 1, max: 2 ** 31 - 1 }));
    const workflows = db.workflows.filter((w) => w.tenantId === tenant.id);
    // Manual decisions name the tenant's users who may decide (result edit permission).
    const decidedBy = db.users
      .filter(
        (u) =>
          u.tenantIds.includes(tenant.id) &&
          authoritiesForRoles(u.roles).includes('PERM_SCANS_RESULT_EDIT'),
      )
      .map((u) => u.email);
    return buildTenantVerifications(
      rnd,
      names,
      tenant,
      workflows,
      decidedBy,
      perTenant,
      seedDay,
      seedNow,
    );
  });
};

export const verificationsGenerator: SeedGenerator<'verifications'> = {
  collection: 'verifications',
  generate: ({ faker, db, now }) => buildVerifications(faker, db, { seedNow: now }),
};
