import { declareResource } from '../declare';
import type { Authority } from '../permissions';
import { REPORT_TYPES, reportSchema, type ReportType } from '../schemas/reports';

type ReportOperation = 'VIEW' | 'CREATE' | 'DELETE' | 'DOWNLOAD';

/** `PERM_<TYPE>_REPORTS_<OPERATION>`: every report type has its own four permissions (spec section 6). */
export const reportPermission = (type: ReportType, operation: ReportOperation): Authority =>
  `PERM_${type}_REPORTS_${operation}` as Authority;

/** A report of at most this many rows downloads at once; a larger one through a background job (the tray). */
export const REPORT_SYNC_DOWNLOAD_MAX = 1_000;

/** Any report type's permission for one operation; the platform then checks the record's or the body's type. */
const anyType = (operation: ReportOperation): readonly Authority[] =>
  REPORT_TYPES.map((type) => reportPermission(type, operation));

const TYPE_KEYS: Record<ReportType, string> = {
  VERIFICATION: 'Verification',
  KYX: 'Kyx',
  WORKFLOW: 'Workflow',
};

/** The access entry of one operation per type (`viewKyx`, `downloadWorkflow`…), which the screens check per row. */
const perType = (operation: ReportOperation) =>
  Object.fromEntries(
    REPORT_TYPES.map((type) => [
      `${operation.toLowerCase()}${TYPE_KEYS[type]}`,
      [reportPermission(type, operation)],
    ]),
  );

/**
 * Data reports (spec section 7, "Data report"): jobs the platform runs over the tenant's verifications. The list
 * is the spec's `GET data-report/?page=<offset/10>&size=&reportType=&direction=` answering `{list, total}`, newest
 * first; a user sees only the types they may view (mock-server/resources/reports.ts). The create is the criteria
 * query `POST data-report/criteria` (served by the behaviour: it starts a job). The result download, the bulk
 * delete and the configuration (columns, delimiter, retention) are custom calls with rows of their own. The
 * records are the platform's (seeded by mock-server/seed/reports.ts from the verifications), so no seed here.
 */
export const reports = declareResource({
  name: 'reports',
  entityType: 'Report',
  idPrefix: 'rep',
  icon: 'Assessment',
  paths: { list: 'data-report/', get: 'data-report/:id', create: 'data-report/criteria' },
  fields: reportSchema.omit({ id: true, createdAt: true, createdBy: true }),
  fieldOptions: {
    name: { readOnly: true },
    reportType: { readOnly: true },
    status: { readOnly: true },
    criteria: { readOnly: true },
    completedAt: { kind: 'dateTime', readOnly: true },
    rowCount: { readOnly: true },
    errorMessage: { readOnly: true },
  },
  recordRepresentation: 'name',
  list: {
    request: 'query',
    columns: ['status', 'name', 'reportType', 'criteria', 'createdAt', 'createdBy', 'rowCount'],
    filters: [{ source: 'reportType', kind: 'choice', alwaysOn: true }],
    sort: { field: 'createdAt', order: 'DESC' },
  },
  show: {
    sections: [
      { key: 'report', fields: ['name', 'reportType', 'status', 'errorMessage'] },
      { key: 'result', fields: ['criteria', 'completedAt', 'rowCount'] },
    ],
  },
  access: { list: anyType('VIEW'), show: anyType('VIEW'), create: anyType('CREATE') },
  customAccess: {
    delete: anyType('DELETE'),
    download: anyType('DOWNLOAD'),
    configuration: anyType('VIEW'),
    editConfiguration: ['PERM_DATA_RETENTION_EDIT'],
    ...perType('VIEW'),
    ...perType('CREATE'),
    ...perType('DELETE'),
    ...perType('DOWNLOAD'),
  },
});
