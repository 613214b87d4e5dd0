import type {
  CountryRef,
  TransactionRecord,
  TransactionStatus,
  VerificationSource,
} from '../types';
import type { SeedGenerator } from './context';
import { executionStamp } from './workflowExecutions';

const COUNTRIES: CountryRef[] = [
  { code: 'DEU', label: 'Germany', alpha2: 'DE' },
  { code: 'AUT', label: 'Austria', alpha2: 'AT' },
  { code: 'FRA', label: 'France', alpha2: 'FR' },
  { code: 'GBR', label: 'United Kingdom', alpha2: 'GB' },
  { code: 'ESP', label: 'Spain', alpha2: 'ES' },
  { code: 'USA', label: 'United States', alpha2: 'US' },
];
const SOURCES: VerificationSource[] = ['WEB', 'SDK_IOS', 'SDK_ANDROID', 'API', 'PORTAL'];

const STATUS_OF: Record<TransactionRecord['workflowStatus'], TransactionStatus> = {
  RUNNING: 'PROCESSING',
  COMPLETED: 'COMPLETED',
  FAILED: 'FAILED',
  CANCELLED: 'CANCELLED',
};

/**
 * One transaction per workflow execution (id = the execution's `transactionId`). Transactions of a
 * verification take its public id, country, source and risk score; the others get their own.
 */
export const transactionsGenerator: SeedGenerator<'transactions'> = {
  collection: 'transactions',
  generate: ({ faker, db }) => {
    const verifications = new Map(db.verifications.map((v) => [v.id, v]));
    const references = new Map<string, string[]>();
    for (const c of db.customers)
      references.set(c.tenantId, [...(references.get(c.tenantId) ?? []), c.customerReference]);
    return db['workflow-executions'].map((x): TransactionRecord => {
      const v = x.verificationId ? verifications.get(x.verificationId) : undefined;
      const tenantReferences = references.get(x.tenantId) ?? [];
      return {
        id: x.transactionId,
        tenantId: x.tenantId,
        publicId: v?.publicId ?? faker.string.uuid(),
        status: STATUS_OF[x.status],
        source: v?.source ?? faker.helpers.arrayElement(SOURCES),
        country: v?.country ?? faker.helpers.arrayElement(COUNTRIES),
        ...executionStamp(v?.createdAt ?? x.startedAt, x.completedAt),
        transactionCreationDate: v?.transactionCreationDate ?? x.startedAt,
        completedAt: x.completedAt,
        workflowId: x.workflowId,
        workflowName: x.workflowName,
        workflowStatus: x.status,
        workflowExecutionId: x.id,
        verificationId: x.verificationId,
        riskScore: v?.riskScore ?? faker.number.int({ min: 0, max: 100 }),
        customerReference: tenantReferences.length
          ? faker.helpers.arrayElement(tenantReferences)
          : null,
      };
    });
  },
};
