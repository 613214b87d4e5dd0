import Papa from 'papaparse';
import { escapeCsvCell } from '../../src/contract/rules/csv';
import type {
  DatabaseShape,
  ReportConfigurationRecord,
  ReportRecord,
  ReportType,
  VerificationRecord,
} from '../types';

/**
 * What a data report contains: each report type is a view over the tenant's verifications (the platform's
 * transactions). VERIFICATION = outcome per verification; KYX = the know-your-customer screening view (names,
 * watchlist match, risk); WORKFLOW = the verifications that ran through a workflow, with its execution.
 */
type Column = (v: VerificationRecord) => unknown;

export const REPORT_COLUMNS: Record<ReportType, Record<string, Column>> = {
  VERIFICATION: {
    publicId: (v) => v.publicId,
    status: (v) => v.status,
    country: (v) => v.country.alpha2,
    documentType: (v) => v.documentType,
    source: (v) => v.source,
    riskScore: (v) => v.riskScore,
    matchType: (v) => v.matchType,
    transactionCreationDate: (v) => v.transactionCreationDate,
    completedAt: (v) => v.completedAt,
    decision: (v) => v.result?.decision ?? '',
    decidedBy: (v) => v.result?.decidedBy ?? '',
  },
  KYX: {
    publicId: (v) => v.publicId,
    firstName: (v) => v.firstName,
    lastName: (v) => v.lastName,
    country: (v) => v.country.alpha2,
    matchType: (v) => v.matchType,
    riskScore: (v) => v.riskScore,
    status: (v) => v.status,
    transactionCreationDate: (v) => v.transactionCreationDate,
  },
  WORKFLOW: {
    workflowExecutionId: (v) => v.workflowExecutionId,
    workflowName: (v) => v.workflowName,
    workflowStatus: (v) => v.workflowStatus,
    publicId: (v) => v.publicId,
    status: (v) => v.status,
    transactionCreationDate: (v) => v.transactionCreationDate,
    completedAt: (v) => v.completedAt,
  },
};

export const REPORT_TYPES: readonly ReportType[] = ['VERIFICATION', 'KYX', 'WORKFLOW'];

export const availableColumns = (): Record<ReportType, string[]> => ({
  VERIFICATION: Object.keys(REPORT_COLUMNS.VERIFICATION),
  KYX: Object.keys(REPORT_COLUMNS.KYX),
  WORKFLOW: Object.keys(REPORT_COLUMNS.WORKFLOW),
});

export const DEFAULT_REPORT_CONFIGURATION = {
  delimiter: ',' as const,
  retentionDays: 90,
  columns: {
    VERIFICATION: [
      'publicId',
      'status',
      'country',
      'documentType',
      'riskScore',
      'transactionCreationDate',
      'decision',
    ],
    KYX: ['publicId', 'firstName', 'lastName', 'country', 'matchType', 'riskScore'],
    WORKFLOW: ['workflowExecutionId', 'workflowName', 'workflowStatus', 'publicId', 'status'],
  },
};

export type ReportSettings = Pick<
  ReportConfigurationRecord,
  'delimiter' | 'retentionDays' | 'columns'
>;

export const settingsOf = (db: DatabaseShape, tenantId: string): ReportSettings => {
  const stored = db.reportConfigurations.find((c) => c.tenantId === tenantId);
  return stored
    ? { delimiter: stored.delimiter, retentionDays: stored.retentionDays, columns: stored.columns }
    : structuredClone(DEFAULT_REPORT_CONFIGURATION);
};

/** The verifications a report covers, as of `asOf` (records created later are not in it). */
export const reportRows = (
  db: DatabaseShape,
  report: Pick<ReportRecord, 'tenantId' | 'reportType' | 'criteria'>,
  asOf: string,
): VerificationRecord[] => {
  const { startDate, endDate, statuses, countries } = report.criteria;
  const from = `${startDate}T00:00:00.000Z`;
  const to = `${endDate}T23:59:59.999Z`;
  const wantedCountries = new Set(countries.map((c) => c.toUpperCase()));
  return db.verifications.filter(
    (v) =>
      v.tenantId === report.tenantId &&
      v.createdAt <= asOf &&
      v.transactionCreationDate >= from &&
      v.transactionCreationDate <= to &&
      (!statuses.length || statuses.includes(v.status)) &&
      (!wantedCountries.size || wantedCountries.has(v.country.alpha2.toUpperCase())) &&
      (report.reportType !== 'WORKFLOW' || v.workflowExecutionId !== null),
  );
};

const DELIMITERS: Record<ReportSettings['delimiter'], string> = { ',': ',', ';': ';', TAB: '\t' };

/** The report as CSV: the configured columns, formula-safe cells (a leading `'` before = + - @ tab CR). */
export const reportCsv = (
  rows: readonly VerificationRecord[],
  type: ReportType,
  settings: ReportSettings,
): string => {
  const columns = settings.columns[type].filter((c) => c in REPORT_COLUMNS[type]);
  const read = REPORT_COLUMNS[type];
  return Papa.unparse(
    {
      fields: columns,
      data: rows.map((row) => columns.map((c) => escapeCsvCell(read[c]?.(row)))),
    },
    { delimiter: DELIMITERS[settings.delimiter] },
  );
};
