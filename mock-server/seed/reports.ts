import { authoritiesForRoles, holdsAnyOf } from '../../src/contract/permissions';
import type { ReportRecord, ReportStatus, ReportType, VerificationStatus } from '../types';
import { seedReportRowCount } from '../routes/reportData';
import { SEED_ACTOR, seedingDayOf, type SeedGenerator } from './context';

export const REPORTS_PER_TENANT = 14;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Only people who may request reports appear as their authors. */
const REPORT_CREATORS = [
  'PERM_VERIFICATION_REPORTS_CREATE',
  'PERM_KYX_REPORTS_CREATE',
  'PERM_WORKFLOW_REPORTS_CREATE',
] as const;

const TYPES: readonly ReportType[] = ['VERIFICATION', 'VERIFICATION', 'KYX', 'WORKFLOW'];
const TYPE_NAMES: Record<ReportType, readonly string[]> = {
  VERIFICATION: [
    'Monthly verification export',
    'Rejected IDs for QA',
    'Weekly onboarding outcomes',
    'Regulator sample',
  ],
  KYX: ['Watchlist matches review', 'KYC refresh batch', 'High-risk customers'],
  WORKFLOW: ['Workflow throughput', 'Failed workflow runs', 'Workflow audit sample'],
};
const STATUS_SETS: readonly VerificationStatus[][] = [
  [],
  ['APPROVED', 'REJECTED'],
  ['REVIEW_PENDING'],
  ['REJECTED'],
];
const COUNTRY_SETS: readonly string[][] = [[], [], ['DE', 'AT', 'CH'], ['GB'], ['FR', 'ES']];

/**
 * The declared record's stamp of a report: created by who asked for it; a job that ended was last changed then,
 * by the platform (version 2).
 */
export const reportStamp = (
  report: Pick<ReportRecord, 'createdAt' | 'createdBy' | 'completedAt'>,
): Pick<ReportRecord, 'version' | 'updatedAt' | 'updatedBy'> =>
  report.completedAt
    ? { version: 2, updatedAt: report.completedAt, updatedBy: SEED_ACTOR }
    : { version: 1, updatedAt: report.createdAt, updatedBy: report.createdBy };

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * A realistic job history per tenant over the last four weeks (relative to the seeding day, like the
 * verifications): mostly DONE, a few FAILED, the newest one still PENDING. Row counts of DONE reports are real
 * counts over the tenant's verifications, so a download of a seeded report matches its list row.
 */
export const reportsGenerator: SeedGenerator<'reports'> = {
  collection: 'reports',
  generate: ({ faker, db, now }) => {
    const today = seedingDayOf(now);
    return db.tenants.flatMap((tenant) => {
      const authors = db.users
        .filter(
          (u) =>
            u.tenantIds.includes(tenant.id) &&
            u.status === 'ACTIVE' &&
            !u.twoFactorSetupRequired &&
            holdsAnyOf(authoritiesForRoles(u.roles), REPORT_CREATORS),
        )
        .map((u) => u.email);
      return Array.from({ length: REPORTS_PER_TENANT }, (_, i): ReportRecord => {
        const reportType = faker.helpers.arrayElement(TYPES);
        const createdMs =
          today - (REPORTS_PER_TENANT - i) * 2 * DAY_MS + faker.number.int(20) * 3600_000;
        const span = faker.helpers.arrayElement([7, 14, 30, 60]);
        const criteria = {
          startDate: day(createdMs - span * DAY_MS),
          endDate: day(createdMs),
          statuses: [...faker.helpers.arrayElement(STATUS_SETS)],
          countries: [...faker.helpers.arrayElement(COUNTRY_SETS)],
        };
        const status: ReportStatus =
          i === REPORTS_PER_TENANT - 1
            ? 'PENDING'
            : faker.datatype.boolean(0.12)
              ? 'FAILED'
              : 'DONE';
        const createdAt = new Date(createdMs).toISOString();
        const completedAt =
          status === 'DONE'
            ? new Date(createdMs + faker.number.int({ min: 20, max: 600 }) * 1000).toISOString()
            : null;
        const base = {
          id: `rep-${tenant.id.slice(2)}-${String(i + 1).padStart(3, '0')}`,
          tenantId: tenant.id,
          name: faker.helpers.arrayElement(TYPE_NAMES[reportType]),
          reportType,
          status,
          criteria,
          createdAt,
          createdBy: authors.length ? faker.helpers.arrayElement(authors) : 'system',
          // The seeded PENDING job stays pending for a day, so the status icon can be seen.
          readyAt: status === 'PENDING' ? new Date(today + 2 * DAY_MS).toISOString() : createdAt,
          completedAt,
          rowCount: null,
          errorMessage: status === 'FAILED' ? 'The data source did not answer in time.' : null,
        };
        return {
          ...base,
          ...reportStamp(base),
          rowCount: completedAt ? seedReportRowCount(db.verifications, base, completedAt) : null,
        };
      });
    });
  },
};
