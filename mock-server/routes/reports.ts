import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import { z } from 'zod';
import { holdsAnyOf, type Permission } from '../../src/contract/permissions';
import type { AuthContext } from '../auth/session';
import type { ServerContext } from '../context';
import { isoNow } from '../context';
import { appendChangeAudit, appendSystemAudit } from '../guard/audit';
import { applyChange } from '../http/concurrency';
import { ApiError, MESSAGES, notFound, validationError } from '../http/errors';
import type { Registry } from '../http/registry';
import { findInTenant, scopeToTenant } from '../http/tenantScope';
import { parseInput } from '../http/validate';
import { reportQuerySchema, runReportQuery } from '../query';
import type { ReportConfigurationRecord, ReportRecord, ReportType } from '../types';
import { VERIFICATION_STATUSES } from '../verifications/filter';
import { parseDateRange } from './dateRange';
import {
  availableColumns,
  REPORT_COLUMNS,
  REPORT_TYPES,
  reportCsv,
  reportRows,
  settingsOf,
} from './reportData';

/** A new report is PENDING this long, then completes on the first read (lazy, no timers). */
export const REPORT_PROCESSING_MS = 2000;
/** The longest criteria range, in days (a report over more is refused). */
export const REPORT_MAX_RANGE_DAYS = 366;
const DAY_MS = 24 * 60 * 60 * 1000;

type ReportOperation = 'VIEW' | 'CREATE' | 'DELETE' | 'DOWNLOAD';

/** `PERM_<TYPE>_REPORTS_<OPERATION>`: every report type has its own four permissions (spec section 6). */
export const reportPermission = (type: ReportType, operation: ReportOperation): Permission =>
  `PERM_${type}_REPORTS_${operation}` as Permission;

const may = (auth: AuthContext, type: ReportType, operation: ReportOperation): boolean =>
  holdsAnyOf(auth.authorities, [reportPermission(type, operation)]);

const requireFor = (auth: AuthContext, type: ReportType, operation: ReportOperation): void => {
  if (!may(auth, type, operation))
    throw new ApiError(403, 'ACCESS_DENIED', MESSAGES.ACCESS_DENIED, [], {
      requiredAuthorities: [reportPermission(type, operation)],
    });
};

export const toReportDto = (r: ReportRecord) => ({
  id: r.id,
  name: r.name,
  reportType: r.reportType,
  status: r.status,
  criteria: r.criteria,
  createdAt: r.createdAt,
  createdBy: r.createdBy,
  completedAt: r.completedAt,
  rowCount: r.rowCount,
  errorMessage: r.errorMessage,
});

const reportTypeSchema = z.enum(['VERIFICATION', 'KYX', 'WORKFLOW']);
/** A single value is accepted where a list is expected; missing means "all". */
const oneOrMany = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]),
    z.array(item).max(250),
  );

const criteriaSchema = z.object({
  reportType: reportTypeSchema,
  name: z.string().trim().max(100).optional(),
  startDate: z.string(),
  endDate: z.string(),
  statuses: oneOrMany(z.enum(VERIFICATION_STATUSES)),
  countries: oneOrMany(z.string().regex(/^[A-Za-z]{2}$/, 'Use two-letter country codes.')),
});

const requiredDates = (body: unknown) => {
  const input = (body ?? {}) as Record<string, unknown>;
  const missing = (['startDate', 'endDate'] as const).filter(
    (field) => typeof input[field] !== 'string' || input[field] === '',
  );
  if (missing.length)
    throw validationError(
      missing.map((field) => ({ field, code: 'REQUIRED', message: 'This field is required!' })),
    );
  const { from, to } = parseDateRange(input);
  if (from && to && Date.parse(to) - Date.parse(from) > REPORT_MAX_RANGE_DAYS * DAY_MS)
    throw validationError([
      {
        field: 'endDate',
        code: 'RANGE_TOO_LONG',
        message: `A report covers at most ${REPORT_MAX_RANGE_DAYS} days.`,
      },
    ]);
};

/** A PENDING report whose processing time is over is completed now: its rows are counted as of `readyAt`. */
const settle = (ctx: ServerContext, report: ReportRecord): ReportRecord => {
  if (report.status !== 'PENDING' || Date.parse(report.readyAt) > ctx.now()) return report;
  report.status = 'DONE';
  report.completedAt = report.readyAt;
  report.rowCount = reportRows(ctx.store.data(), report, report.readyAt).length;
  ctx.store.save();
  return report;
};

/**
 * Reports older than the tenant's retention are deleted when the tenant's reports are next read. Each deletion
 * is audited in the platform's name, with the retention that caused it, so a report that vanished is
 * accounted for.
 */
const applyRetention = (ctx: ServerContext, tenantId: string): void => {
  const db = ctx.store.data();
  const { retentionDays } = settingsOf(db, tenantId);
  const cutoff = new Date(ctx.now() - retentionDays * DAY_MS).toISOString();
  const expired = db.reports.filter((r) => r.tenantId === tenantId && r.createdAt < cutoff);
  if (expired.length === 0) return;
  const gone = new Set(expired);
  db.reports = db.reports.filter((r) => !gone.has(r));
  for (const report of expired)
    appendSystemAudit(ctx, tenantId, {
      action: 'REPORT_RETENTION_DELETE',
      entityType: 'report',
      entityId: report.id,
      result: 'SUCCESS',
      before: toReportDto(report),
      after: null,
      reason: `Older than the retention period of ${retentionDays} days.`,
      classification: null,
    });
  ctx.store.save();
};

const viewableTypes = (auth: AuthContext): ReportType[] =>
  REPORT_TYPES.filter((type) => may(auth, type, 'VIEW'));

const audit = (
  ctx: ServerContext,
  req: Request,
  auth: AuthContext,
  action: string,
  entityId: string,
  before: unknown,
  after: unknown,
  entityType = 'report',
) => appendChangeAudit(ctx, req, auth, { action, entityType, entityId, before, after });

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
  const db = ctx.store.data();
  const stored = db.reportConfigurations.find((c) => c.tenantId === tenantId);
  return {
    ...settingsOf(db, tenantId),
    availableColumns: availableColumns(),
    version: stored?.version ?? 0,
    updatedBy: stored?.updatedBy ?? null,
    updatedAt: stored?.updatedAt ?? null,
  };
};

export const registerReportEndpoints = (r: Registry, ctx: ServerContext): void => {
  /** `GET data-report/?page=&size=&reportType=&direction=` → `{list, total}`, the viewable types only. */
  r.registerEndpoint('reportsList', (req, _res, auth) => {
    const query = parseInput(reportQuerySchema, req.query);
    if (query.reportType !== undefined) {
      const type = parseInput(reportTypeSchema, query.reportType);
      requireFor(auth, type, 'VIEW');
    }
    applyRetention(ctx, auth.tenant.id);
    const types = viewableTypes(auth);
    const records = scopeToTenant(ctx.store.data().reports, auth).filter((report) =>
      types.includes(report.reportType),
    );
    records.forEach((report) => settle(ctx, report));
    const page = runReportQuery(records, query, {
      sortField: 'createdAt',
      typeField: 'reportType',
    });
    return { list: page.list.map(toReportDto), total: page.total };
  });

  r.registerEndpoint('reportsGet', (req, _res, auth) => {
    const { id } = parseInput(idParams, req.params);
    const report = findInTenant(ctx.store.data().reports, id, auth, 'Report');
    // A type the caller may not view is answered like a missing report.
    if (!may(auth, report.reportType, 'VIEW')) throw notFound('Report');
    return toReportDto(settle(ctx, report));
  });

  r.registerEndpoint('reportsResult', (req, res, auth) => {
    const { id } = parseInput(idParams, req.params);
    const report = findInTenant(ctx.store.data().reports, id, auth, 'Report');
    requireFor(auth, report.reportType, 'DOWNLOAD');
    settle(ctx, report);
    if (report.status !== 'DONE' || !report.completedAt)
      throw new ApiError(
        409,
        'ACTION_NOT_ALLOWED',
        report.status === 'FAILED'
          ? 'This report failed; create it again.'
          : 'This report is still being prepared; try again in a moment.',
      );
    const db = ctx.store.data();
    const csv = reportCsv(
      reportRows(db, report, report.completedAt),
      report.reportType,
      settingsOf(db, report.tenantId),
    );
    audit(ctx, req, auth, 'REPORT_DOWNLOAD', report.id, null, { rows: report.rowCount });
    res
      .status(200)
      .set('Content-Type', 'text/csv; charset=utf-8')
      .set('Content-Disposition', `attachment; filename="report-${report.id}.csv"`)
      .send(csv);
  });

  /** The criteria query: a new report job, PENDING until REPORT_PROCESSING_MS have passed. */
  r.registerEndpoint('reportsCreate', (req, res, auth) => {
    const type = parseInput(
      z.object({ reportType: reportTypeSchema }).loose(),
      req.body,
    ).reportType;
    requireFor(auth, type, 'CREATE');
    requiredDates(req.body);
    const body = parseInput(criteriaSchema, req.body);
    const now = isoNow(ctx);
    const report: ReportRecord = {
      id: `rep-${randomUUID()}`,
      tenantId: auth.tenant.id,
      name: body.name || `${type} ${body.startDate} – ${body.endDate}`,
      reportType: type,
      status: 'PENDING',
      criteria: {
        startDate: body.startDate,
        endDate: body.endDate,
        statuses: [...new Set(body.statuses)],
        countries: [...new Set(body.countries.map((c) => c.toUpperCase()))],
      },
      createdAt: now,
      createdBy: auth.user.email,
      readyAt: new Date(ctx.now() + REPORT_PROCESSING_MS).toISOString(),
      completedAt: null,
      rowCount: null,
      errorMessage: null,
    };
    ctx.store.data().reports.push(report);
    ctx.store.save();
    audit(ctx, req, auth, 'REPORT_CREATE', report.id, null, {
      name: report.name,
      reportType: type,
      criteria: report.criteria,
    });
    res.status(201);
    return toReportDto(report);
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
    const db = ctx.store.data();
    const targets = [...new Set(ids)].map((id) => findInTenant(db.reports, id, auth, 'Report'));
    targets.forEach((report) => requireFor(auth, report.reportType, 'DELETE'));
    const doomed = new Set(targets.map((t) => t.id));
    db.reports = db.reports.filter((report) => !doomed.has(report.id));
    ctx.store.save();
    targets.forEach((report) =>
      audit(ctx, req, auth, 'REPORT_DELETE', report.id, toReportDto(report), null),
    );
    return { deleted: targets.length };
  });

  r.registerEndpoint('reportsConfigurationGet', (_req, _res, auth) =>
    configurationDto(ctx, auth.tenant.id),
  );

  r.registerEndpoint('reportsConfigurationUpdate', (req, _res, auth) => {
    const body = parseInput(configurationSchema, req.body);
    const db = ctx.store.data();
    const before = settingsOf(db, auth.tenant.id);
    let stored = db.reportConfigurations.find((c) => c.tenantId === auth.tenant.id);
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
    if (!stored) {
      stored = {
        id: `rcfg-${auth.tenant.id}`,
        tenantId: auth.tenant.id,
        ...settings,
        version: 1,
        updatedBy: auth.user.email,
        updatedAt: isoNow(ctx),
      } satisfies ReportConfigurationRecord;
      db.reportConfigurations.push(stored);
      ctx.store.save();
    } else applyChange(ctx, stored, auth.user.email, (c) => Object.assign(c, settings));
    audit(
      ctx,
      req,
      auth,
      'REPORT_CONFIGURATION_UPDATE',
      stored.id,
      before,
      settings,
      'reportConfiguration',
    );
    return configurationDto(ctx, auth.tenant.id);
  });
};
