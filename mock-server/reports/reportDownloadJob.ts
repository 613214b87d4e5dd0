import { REPORT_SYNC_DOWNLOAD_MAX } from '../../src/contract/resources/reports';
import { reportPermission } from '../../src/contract/resources/reports';
import type { AuthContext } from '../auth/session';
import type { ServerContext } from '../context';
import { fileNameStem } from '../http/attachment';
import { ApiError } from '../http/errors';
import { startJob, type JobWork } from '../jobs/jobRunner';
import {
  reportCells,
  reportColumnsOf,
  reportCsvLines,
  reportRows,
  settingsOf,
  type ReportSettings,
} from '../routes/reportData';
import type { JobRecord, ReportRecord, ReportType } from '../types';

const columnsOf = (job: JobRecord): string[] => JSON.parse(job.params.columns ?? '[]') as string[];
const delimiterOf = (job: JobRecord) =>
  (job.params.delimiter ?? ',') as ReportSettings['delimiter'];

/**
 * A report's download, written a chunk of rows at a time: the verifications the report covered when it was
 * completed, in the columns and delimiter configured when the download started. A report deleted meanwhile
 * fails the job (NOT_FOUND).
 */
export const reportDownloadWork: JobWork = {
  header: (_ctx, job) => reportCsvLines([columnsOf(job)], delimiterOf(job)),
  chunk: (ctx, job, from, to) => {
    const report = ctx.store.table('reports').get(job.params.reportId ?? '') as
      ReportRecord | undefined;
    if (!report || report.tenantId !== job.tenantId)
      throw new ApiError(404, 'NOT_FOUND', 'The report was deleted while the job ran.');
    const columns = columnsOf(job);
    const type = report.reportType;
    const rows = reportRows(ctx, report, job.params.asOf ?? report.completedAt ?? '', {
      offset: from,
      limit: to - from,
    });
    return {
      text: reportCsvLines(
        rows.map((row) => reportCells(row, type, columns)),
        delimiterOf(job),
      ),
      rows: rows.length,
    };
  },
};

/**
 * Starts the caller's download of a DONE report: a small report's file is written before this returns, a larger
 * one's in the background (the job tray follows it). Taking the file needs the type's download permission.
 */
export const startReportDownload = (
  ctx: ServerContext,
  auth: AuthContext,
  report: ReportRecord & { completedAt: string },
): JobRecord => {
  const settings = settingsOf(ctx, report.tenantId);
  const type: ReportType = report.reportType;
  const total = report.rowCount ?? 0;
  return startJob(
    ctx,
    auth,
    {
      kind: 'REPORT_DOWNLOAD',
      subject: { type: 'Report', id: report.id, name: report.name },
      params: {
        reportId: report.id,
        asOf: report.completedAt,
        columns: JSON.stringify(reportColumnsOf(type, settings)),
        delimiter: settings.delimiter,
      },
      permissions: [reportPermission(type, 'DOWNLOAD')],
      total,
      fileName: `report-${fileNameStem(report.name)}.csv`,
    },
    reportDownloadWork,
    { now: total <= REPORT_SYNC_DOWNLOAD_MAX },
  );
};
