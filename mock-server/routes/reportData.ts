import Papa from 'papaparse';
import { escapeCsvCell } from '../../src/contract/rules/csv';
import type { ServerContext } from '../context';
import { meetsRestrictions, type Restriction } from '../store/sqlList';
import type {
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

export const settingsOf = (ctx: ServerContext, tenantId: string): ReportSettings => {
  const stored = ctx.store.table('reportConfigurations').first('tenantId', tenantId);
  return stored
    ? { delimiter: stored.delimiter, retentionDays: stored.retentionDays, columns: stored.columns }
    : structuredClone(DEFAULT_REPORT_CONFIGURATION);
};

/**
 * What a report covers, as conditions on the tenant's verifications, as of `asOf` (records created later are
 * not in it): created by then, transaction day within the range, status and country among the chosen (all when
 * none), and for a workflow report only verifications that ran a workflow.
 */
export const reportRestrictions = (
  report: Pick<ReportRecord, 'reportType' | 'criteria'>,
  asOf: string,
): Restriction[] => {
  const { startDate, endDate, statuses, countries } = report.criteria;
  return [
    { field: 'createdAt', max: asOf },
    {
      field: 'transactionCreationDate',
      min: `${startDate}T00:00:00.000Z`,
      max: `${endDate}T23:59:59.999Z`,
    },
    ...(statuses.length ? [{ field: 'status', in: statuses }] : []),
    ...(countries.length
      ? [{ field: 'country.alpha2', in: countries.map((c) => c.toUpperCase()) }]
      : []),
    ...(report.reportType === 'WORKFLOW' ? [{ field: 'workflowExecutionId', present: true }] : []),
  ];
};

/** The verifications a report covers (the download). */
export const reportRows = (
  ctx: ServerContext,
  report: Pick<ReportRecord, 'tenantId' | 'reportType' | 'criteria'>,
  asOf: string,
  window?: { offset: number; limit: number },
): VerificationRecord[] =>
  ctx.store
    .table('verifications')
    .recordsWhere(report.tenantId, reportRestrictions(report, asOf), window);

/** How many verifications a report covers (its row count). */
export const reportRowCount = (
  ctx: ServerContext,
  report: Pick<ReportRecord, 'tenantId' | 'reportType' | 'criteria'>,
  asOf: string,
): number =>
  ctx.store.table('verifications').countWhere(report.tenantId, reportRestrictions(report, asOf));

/** The same count over verifications not yet stored (the seed's reports). */
export const seedReportRowCount = (
  verifications: readonly VerificationRecord[],
  report: Pick<ReportRecord, 'tenantId' | 'reportType' | 'criteria'>,
  asOf: string,
): number => {
  const restrictions = reportRestrictions(report, asOf);
  return verifications.filter(
    (v) => v.tenantId === report.tenantId && meetsRestrictions(v, restrictions),
  ).length;
};

const DELIMITERS: Record<ReportSettings['delimiter'], string> = { ',': ',', ';': ';', TAB: '\t' };

/** The report's columns as configured (ones no longer known are left out). */
export const reportColumnsOf = (type: ReportType, settings: ReportSettings): string[] =>
  settings.columns[type].filter((c) => c in REPORT_COLUMNS[type]);

/**
 * Rows of a report as CSV lines (each ending in CRLF), formula-safe cells (a leading `'` before = + - @ tab CR):
 * the download job writes the header, then a chunk of rows at a time.
 */
export const reportCsvLines = (
  rows: readonly (readonly unknown[])[],
  delimiter: ReportSettings['delimiter'],
): string =>
  rows.length
    ? `${Papa.unparse(rows as unknown[][], { delimiter: DELIMITERS[delimiter] })}\r\n`
    : '';

/** One verification as the cells of a report's columns. */
export const reportCells = (
  row: VerificationRecord,
  type: ReportType,
  columns: readonly string[],
) => columns.map((c) => escapeCsvCell(REPORT_COLUMNS[type][c]?.(row)));

/** The report as CSV: the configured columns, formula-safe cells. */
export const reportCsv = (
  rows: readonly VerificationRecord[],
  type: ReportType,
  settings: ReportSettings,
): string => {
  const columns = reportColumnsOf(type, settings);
  return Papa.unparse(
    { fields: columns, data: rows.map((row) => reportCells(row, type, columns)) },
    { delimiter: DELIMITERS[settings.delimiter] },
  );
};
