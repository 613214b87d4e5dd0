import { z } from 'zod';
import type { ServerContext } from '../context';
import { isoNow } from '../context';
import { appendChangeAudit } from '../guard/audit';
import { applyChange } from '../http/concurrency';
import { ApiError } from '../http/errors';
import type { Registry } from '../http/registry';
import { findOwned } from '../http/tenantScope';
import { parseInput } from '../http/validate';
import {
  REPORT_PROCESSING_MS,
  requireReportPermission,
  settleReport,
  toReportDto,
} from '../resources/reports';
import { toJobDto } from '../jobs/jobFiles';
import { startReportDownload } from '../reports/reportDownloadJob';
import type { ReportConfigurationRecord, ReportRecord } from '../types';
import {
  availableColumns,
  REPORT_COLUMNS,
  REPORT_TYPES,
  reportCsv,
  reportRows,
  settingsOf,
} from './reportData';

/**
 * The custom calls of the declared reports (list, get and the criteria create are the kit's, with the behaviour
 * in mock-server/resources/reports.ts): the result download, the bulk delete and the configuration.
 */

const idParams = z.object({ id: z.string().min(1).max(100) });

const configurationSchema = z
  .object({
    delimiter: z.enum([',', ';', 'TAB']),
    retentionDays: z.number().int().min(1).max(3650),
    columns: z.object({
      VERIFICATION: z.array(z.string()).min(1),
      KYX: z.array(z.string()).min(1),
      WORKFLOW: z.array(z.string()).min(1),
    }),
    version: z.number().int(),
  })
  .superRefine((value, issue) => {
    for (const type of REPORT_TYPES)
      value.columns[type].forEach((column, index) => {
        if (!(column in REPORT_COLUMNS[type]))
          issue.addIssue({
            code: 'custom',
            path: ['columns', type, index],
            message: `Unknown column ${column.slice(0, 40)}.`,
          });
      });
  });

const configurationDto = (ctx: ServerContext, tenantId: string) => {
  const stored = ctx.store.table('reportConfigurations').first('tenantId', tenantId);
  return {
    ...settingsOf(ctx, tenantId),
    availableColumns: availableColumns(),
    version: stored?.version ?? 0,
    updatedBy: stored?.updatedBy ?? null,
    updatedAt: stored?.updatedAt ?? null,
  };
};

/** A report whose rows can be downloaded; a failed or pending one is refused (409) with what to do. */
const doneReport = (report: ReportRecord): ReportRecord & { completedAt: string } => {
  if (report.status !== 'DONE' || !report.completedAt)
    throw new ApiError(
      409,
      'ACTION_NOT_ALLOWED',
      report.status === 'FAILED'
        ? 'This report failed; create it again.'
        : 'This report is still being prepared; try again in a moment.',
    );
  return report as ReportRecord & { completedAt: string };
};

export const registerReportEndpoints = (r: Registry, ctx: ServerContext): void => {
  r.registerEndpoint('reportsResult', (req, res, auth) => {
    const { id } = parseInput(idParams, req.params);
    const found = findOwned(ctx.store.table('reports'), id, auth, 'Report');
    requireReportPermission(auth, found.reportType, 'DOWNLOAD');
    const report = doneReport(settleReport(ctx, found));
    const csv = reportCsv(
      reportRows(ctx, report, report.completedAt),
      report.reportType,
      settingsOf(ctx, report.tenantId),
    );
    appendChangeAudit(ctx, req, auth, {
      action: 'REPORT_DOWNLOAD',
      entityType: 'report',
      entityId: report.id,
      before: null,
      after: { rows: report.rowCount },
    });
    res
      .status(200)
      .set('Content-Type', 'text/csv; charset=utf-8')
      .set('Content-Disposition', `attachment; filename="report-${report.id}.csv"`)
      .send(csv);
  });

  /**
   * A DONE report's download as a job (the tray's): audited as the download it is, with the way it is made.
   */
  r.registerEndpoint('reportsExport', (req, res, auth) => {
    const { id } = parseInput(idParams, req.params);
    const found = findOwned(ctx.store.table('reports'), id, auth, 'Report');
    requireReportPermission(auth, found.reportType, 'DOWNLOAD');
    const report = doneReport(settleReport(ctx, found));
    const job = startReportDownload(ctx, auth, report);
    appendChangeAudit(ctx, req, auth, {
      action: 'REPORT_DOWNLOAD',
      entityType: 'report',
      entityId: report.id,
      before: null,
      after: { rows: report.rowCount, job: job.id, mode: job.state === 'RUNNING' ? 'JOB' : 'SYNC' },
    });
    res.status(job.state === 'RUNNING' ? 202 : 200);
    return toJobDto(job);
  });

  /**
   * 'Try again' on a FAILED report: the same criteria prepared once more (PENDING, then DONE after the usual
   * processing time), under the same id. Only a failed report of a type the caller may create; audited.
   */
  r.registerEndpoint('reportsRetry', (req, _res, auth) => {
    const { id } = parseInput(idParams, req.params);
    const found = findOwned(ctx.store.table('reports'), id, auth, 'Report');
    requireReportPermission(auth, found.reportType, 'CREATE');
    if (found.status !== 'FAILED')
      throw new ApiError(409, 'ACTION_NOT_ALLOWED', 'Only a failed report can be made again.');
    const before = toReportDto(found);
    const retried = ctx.store.transaction(() => {
      const changed = applyChange(ctx, 'reports', found, auth.user.email, (report) => {
        report.status = 'PENDING';
        report.errorMessage = null;
        report.completedAt = null;
        report.rowCount = null;
        report.readyAt = new Date(ctx.now() + REPORT_PROCESSING_MS).toISOString();
      });
      appendChangeAudit(ctx, req, auth, {
        action: 'REPORT_RETRY',
        entityType: 'report',
        entityId: changed.id,
        before: { status: before.status, errorMessage: before.errorMessage },
        after: { status: changed.status },
      });
      return changed;
    });
    return toReportDto(retried);
  });

  /**
   * `{ids}`: all or nothing. Every id must be a report of the caller's tenant (else 404) whose type the caller
   * may delete (else 403); only then are they removed, one audit entry each.
   */
  r.registerEndpoint('reportsBulkDelete', (req, _res, auth) => {
    const { ids } = parseInput(
      z.object({ ids: z.array(z.string().min(1).max(100)).min(1).max(100) }),
      req.body,
    );
    const reports = ctx.store.table('reports');
    const targets = [...new Set(ids)].map((id) => findOwned(reports, id, auth, 'Report'));
    targets.forEach((report) => requireReportPermission(auth, report.reportType, 'DELETE'));
    // All or nothing: the deletions and their audit entries are one unit.
    ctx.store.transaction(() => {
      for (const report of targets) {
        reports.delete(report.id);
        appendChangeAudit(ctx, req, auth, {
          action: 'REPORT_DELETE',
          entityType: 'report',
          entityId: report.id,
          before: toReportDto(report),
          after: null,
        });
      }
    });
    return { deleted: targets.length };
  });

  r.registerEndpoint('reportsConfigurationGet', (_req, _res, auth) =>
    configurationDto(ctx, auth.tenant.id),
  );

  r.registerEndpoint('reportsConfigurationUpdate', (req, _res, auth) => {
    const body = parseInput(configurationSchema, req.body);
    const configurations = ctx.store.table('reportConfigurations');
    const before = settingsOf(ctx, auth.tenant.id);
    let stored = configurations.first('tenantId', auth.tenant.id);
    const current = stored?.version ?? 0;
    if (body.version !== current)
      throw new ApiError(
        412,
        'VERSION_CONFLICT',
        `The configuration was changed by ${stored?.updatedBy ?? 'someone'} at ${stored?.updatedAt ?? ''}.`,
        [
          {
            field: 'version',
            code: 'VERSION_CONFLICT',
            message: 'The record has a newer version.',
          },
        ],
        { changedBy: stored?.updatedBy ?? '', changedAt: stored?.updatedAt ?? '' },
      );
    const settings = {
      delimiter: body.delimiter,
      retentionDays: body.retentionDays,
      columns: {
        VERIFICATION: [...new Set(body.columns.VERIFICATION)],
        KYX: [...new Set(body.columns.KYX)],
        WORKFLOW: [...new Set(body.columns.WORKFLOW)],
      },
    };
    ctx.store.transaction(() => {
      if (!stored) {
        stored = {
          id: `rcfg-${auth.tenant.id}`,
          tenantId: auth.tenant.id,
          ...settings,
          version: 1,
          updatedBy: auth.user.email,
          updatedAt: isoNow(ctx),
        } satisfies ReportConfigurationRecord;
        configurations.insert(stored);
      } else
        stored = applyChange(ctx, 'reportConfigurations', stored, auth.user.email, (c) =>
          Object.assign(c, settings),
        );
      appendChangeAudit(ctx, req, auth, {
        action: 'REPORT_CONFIGURATION_UPDATE',
        entityType: 'reportConfiguration',
        entityId: stored.id,
        before,
        after: settings,
      });
    });
    return configurationDto(ctx, auth.tenant.id);
  });
};
