import { z } from 'zod';

export const REPORT_TYPES = ['VERIFICATION', 'KYX', 'WORKFLOW'] as const;
export const reportTypeSchema = z.enum(REPORT_TYPES);
export type ReportType = z.infer<typeof reportTypeSchema>;
/** Job status (spec section 4, "Job status icons"). */
export const REPORT_STATUSES = ['PENDING', 'DONE', 'FAILED'] as const;

export const reportSchema = z.object({
  id: z.string(),
  name: z.string(),
  reportType: reportTypeSchema,
  status: z.enum(REPORT_STATUSES),
  criteria: z.object({
    startDate: z.string(),
    endDate: z.string(),
    statuses: z.array(z.string()),
    countries: z.array(z.string()),
  }),
  createdAt: z.string(),
  createdBy: z.string(),
  completedAt: z.string().nullable(),
  rowCount: z.number().int().nonnegative().nullable(),
  errorMessage: z.string().nullable(),
});
export type Report = z.infer<typeof reportSchema>;

/** `POST data-report/criteria`: a new report over the tenant's data. */
export interface ReportCriteria {
  reportType: ReportType;
  name?: string;
  /** YYYY-MM-DD, inclusive, UTC. */
  startDate: string;
  endDate: string;
  statuses?: string[];
  /** Alpha-2 codes. */
  countries?: string[];
}

export const REPORT_DELIMITERS = [',', ';', 'TAB'] as const;
const columnsSchema = z.object({
  VERIFICATION: z.array(z.string()),
  KYX: z.array(z.string()),
  WORKFLOW: z.array(z.string()),
});

export const reportConfigurationSchema = z.object({
  delimiter: z.enum(REPORT_DELIMITERS),
  retentionDays: z.number().int(),
  columns: columnsSchema,
  availableColumns: columnsSchema,
  version: z.number().int().nonnegative(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type ReportConfiguration = z.infer<typeof reportConfigurationSchema>;
export type ReportConfigurationUpdate = Pick<
  ReportConfiguration,
  'delimiter' | 'retentionDays' | 'columns' | 'version'
>;

export const bulkDeleteAnswerSchema = z.object({ deleted: z.number().int().nonnegative() });
