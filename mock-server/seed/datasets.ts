import type { DatasetSummary } from '../datasets/datasetStore';
import type { DatabaseShape, VerificationRecord } from '../types';
import { toVerificationRow } from '../verifications/dto';
import { DATASET_EXPORT_HEADER, datasetExportLines } from '../datasets/exportCsv';
import type { SeedGenerator } from './context';

const DAY = 86_400_000;

interface SeededDataset {
  key: string;
  name: string;
  description: string;
  source: 'FILTER' | 'FILE';
  criteria: string;
  status: 'READY' | 'ARCHIVED' | 'MAINTENANCE';
  /** Which of the tenant's verifications it holds (newest first, as the list orders them). */
  holds: (v: VerificationRecord) => boolean;
  limit?: number;
  ageDays: number;
}

/** What a data team keeps: the sets its experiments compare workflows and risk models on. */
const SEEDED: readonly SeededDataset[] = [
  {
    key: 'rejected',
    name: 'Rejected verifications',
    description: 'Every rejected verification: the cases a new workflow version must still reject.',
    source: 'FILTER',
    criteria: JSON.stringify({ status: ['REJECTED'] }),
    status: 'READY',
    holds: (v) => v.status === 'REJECTED',
    ageDays: 12,
  },
  {
    key: 'de-id',
    name: 'German ID cards',
    description:
      'German identity cards, to check the new document model on the most common document.',
    source: 'FILTER',
    criteria: JSON.stringify({ country: ['DE'], documentType: ['ID_CARD'] }),
    status: 'READY',
    holds: (v) => v.country.alpha2 === 'DE' && v.documentType === 'ID_CARD',
    ageDays: 8,
  },
  {
    key: 'possible-matches',
    name: 'Possible watchlist matches',
    description:
      'Verifications with a possible watchlist match, for the screening threshold experiment.',
    source: 'FILTER',
    criteria: JSON.stringify({ matchType: ['POSSIBLE_MATCH'] }),
    status: 'READY',
    holds: (v) => v.matchType === 'POSSIBLE_MATCH',
    ageDays: 5,
  },
  {
    key: 'partner-sample',
    name: 'Partner sample',
    description: 'Public ids a partner sent for a joint review.',
    source: 'FILE',
    criteria: 'partner-sample.csv',
    status: 'READY',
    holds: (v) => v.status === 'APPROVED',
    limit: 150,
    ageDays: 20,
  },
  {
    key: 'pilot',
    name: 'Pilot, first quarter',
    description: 'The first pilot’s set, kept for reference.',
    source: 'FILTER',
    criteria: JSON.stringify({ riskScoreMin: 70 }),
    status: 'ARCHIVED',
    holds: (v) => v.riskScore >= 70,
    ageDays: 80,
  },
  {
    key: 'nightly',
    name: 'Nightly regression set',
    description: 'Rebuilt every night from the review queue.',
    source: 'FILTER',
    criteria: JSON.stringify({ status: ['REVIEW_PENDING'] }),
    status: 'MAINTENANCE',
    holds: (v) => v.status === 'REVIEW_PENDING',
    ageDays: 1,
  },
];

const add = (counts: Record<string, number>, key: string) => {
  counts[key] = (counts[key] ?? 0) + 1;
};

/** The verifications of each seeded dataset of a tenant, newest transaction first. */
const membersOf = (db: DatabaseShape, tenantId: string, dataset: SeededDataset) =>
  db.verifications
    .filter((v) => v.tenantId === tenantId && dataset.holds(v))
    .sort((a, b) => b.transactionCreationDate.localeCompare(a.transactionCreationDate))
    .slice(0, dataset.limit);

/** Every tenant's datasets, made by its first administrator, summarised as the platform does. */
export const datasetsGenerator: SeedGenerator<'datasets'> = {
  collection: 'datasets',
  generate: ({ db, now }) =>
    db.tenants.flatMap((tenant) => {
      const by =
        db.users.find(
          (u) => u.tenantIds.includes(tenant.id) && u.roles.includes('ROLE_ADMINISTRATOR'),
        )?.email ?? 'system';
      return SEEDED.map((dataset) => {
        const members = membersOf(db, tenant.id, dataset);
        const summary: DatasetSummary = { byStatus: {}, byCountry: {}, byDocumentType: {} };
        for (const v of members) {
          add(summary.byStatus, v.status);
          add(summary.byCountry, v.country.alpha2);
          add(summary.byDocumentType, v.documentType);
        }
        // The size of the dataset's export, as the platform measures it when a dataset is made.
        const sizeBytes =
          Buffer.byteLength(DATASET_EXPORT_HEADER) +
          Buffer.byteLength(
            datasetExportLines(
              members.map((v, position) => ({ position, id: v.id, row: toVerificationRow(v) })),
            ),
          );
        const at = new Date(now - dataset.ageDays * DAY).toISOString();
        return {
          id: `ds-${tenant.id.replace(/^t-/, '')}-${dataset.key}`,
          tenantId: tenant.id,
          name: dataset.name,
          description: dataset.description,
          source: dataset.source,
          criteria: dataset.criteria,
          status: dataset.status,
          itemCount: members.length,
          sizeBytes,
          summary,
          version: 1,
          createdAt: at,
          createdBy: by,
          updatedAt: at,
          updatedBy: by,
        };
      });
    }) as unknown as DatabaseShape['datasets'],
};

/** The items of the seeded datasets, in their order. */
export const datasetItemsGenerator: SeedGenerator<'datasetItems'> = {
  collection: 'datasetItems',
  generate: ({ db }) =>
    db.tenants.flatMap((tenant) =>
      SEEDED.flatMap((dataset) => {
        const id = `ds-${tenant.id.replace(/^t-/, '')}-${dataset.key}`;
        return membersOf(db, tenant.id, dataset).map((v, position) => ({
          id: `${id}-${position}`,
          tenantId: tenant.id,
          datasetId: id,
          verificationId: v.id,
          position,
        }));
      }),
    ),
};

/** The files the seeded file datasets were made of: a `publicId` column, as a partner would send it. */
export const datasetFilesGenerator: SeedGenerator<'datasetFiles'> = {
  collection: 'datasetFiles',
  generate: ({ db }) =>
    db.tenants.flatMap((tenant) =>
      SEEDED.filter((dataset) => dataset.source === 'FILE').map((dataset) => ({
        id: `ds-${tenant.id.replace(/^t-/, '')}-${dataset.key}`,
        tenantId: tenant.id,
        fileName: dataset.criteria,
        content: `publicId\r\n${membersOf(db, tenant.id, dataset)
          .map((v) => `${v.publicId}\r\n`)
          .join('')}`,
      })),
    ),
};
