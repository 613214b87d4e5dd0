import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../../src/contract/constants';
import { recordSchemaOf } from '../../src/contract/declare';
import { holdsAnyOf } from '../../src/contract/permissions';
import { reportPermission, reports } from '../../src/contract/resources/reports';
import { reportTypeSchema } from '../../src/contract/schemas/reports';
import type { AuthContext } from '../auth/session';
import { isoNow, type ServerContext } from '../context';
import { appendChangeAudit, appendSystemAudit, SYSTEM_ACTOR } from '../guard/audit';
import { ApiError, MESSAGES, validationError } from '../http/errors';
import type { EndpointHandler } from '../http/registry';
import { parseInput } from '../http/validate';
import type { ResourceBehaviour } from '../kit/behaviour';
import { parseDateRange } from '../routes/dateRange';
import { REPORT_TYPES, reportRowCount, settingsOf } from '../routes/reportData';
import { announceReportReady } from '../mail/platformNotices';
import { writeOnTheSide } from '../store/faults';
import type { ReportRecord, ReportType } from '../types';
import { VERIFICATION_STATUSES } from '../verifications/filter';

/** A new report is PENDING this long, then completes on the first read (lazy, no timers). */
export const REPORT_PROCESSING_MS = 2000;
/** The longest criteria range, in days (a report over more is refused). */
export const REPORT_MAX_RANGE_DAYS = 366;
const DAY_MS = 24 * 60 * 60 * 1000;

type ReportOperation = 'VIEW' | 'CREATE' | 'DELETE' | 'DOWNLOAD';

const may = (auth: AuthContext, type: ReportType, operation: ReportOperation): boolean =>
  holdsAnyOf(auth.authorities, [reportPermission(type, operation)]);

/** 403 naming the one permission of the type that is missing. */
export const requireReportPermission = (
  auth: AuthContext,
  type: ReportType,
  operation: ReportOperation,
): void => {
  if (!may(auth, type, operation))
    throw new ApiError(403, 'ACCESS_DENIED', MESSAGES.ACCESS_DENIED, [], {
      requiredAuthorities: [reportPermission(type, operation)],
    });
};

const recordSchema = recordSchemaOf(reports);
/** The report as the contract says it looks (tenant and processing details stay inside). */
export const toReportDto = (report: ReportRecord) => recordSchema.parse(report);

/** A PENDING report whose processing time is over is completed now: its rows are counted as of `readyAt`. */
export const settleReport = (ctx: ServerContext, report: ReportRecord): ReportRecord => {
  if (report.status !== 'PENDING' || Date.parse(report.readyAt) > ctx.now()) return report;
  const settled: ReportRecord = {
    ...report,
    status: 'DONE',
    completedAt: report.readyAt,
    rowCount: reportRowCount(ctx, report, report.readyAt),
    version: report.version + 1,
    updatedAt: report.readyAt,
    updatedBy: SYSTEM_ACTOR.email,
  };
  // A ready report reads as done even while the disk refuses to store it so; a later read stores it.
  const stored = writeOnTheSide(ctx.store, 'completing a report', () => {
    ctx.store.table('reports').update(settled);
  });
  // Told once: by the read that stored the report as done (a later read stores it when the disk refused).
  if (stored)
    writeOnTheSide(ctx.store, "a report's ready notice", () => announceReportReady(ctx, settled));
  return settled;
};

/**
 * Reports older than the tenant's retention are deleted when the tenant's reports are next listed. Each deletion
 * is audited in the platform's name, with the retention that caused it, so a report that vanished is
 * accounted for.
 */
const applyRetention = (ctx: ServerContext, tenantId: string): void => {
  const { retentionDays } = settingsOf(ctx, tenantId);
  const cutoff = new Date(ctx.now() - retentionDays * DAY_MS).toISOString();
  const reports = ctx.store.table('reports');
  const expired = reports.recordsWhere(tenantId, [{ field: 'createdAt', max: cutoff }]);
  if (expired.length === 0) return;
  // A retention run is one unit: the deletions and their audit entries, all or none (and tried again on the
  // next read when the disk refuses it).
  writeOnTheSide(ctx.store, 'a report retention run', () => {
    for (const report of expired) {
      // Strictly older than the cutoff (the bound above is inclusive).
      if (report.createdAt >= cutoff) continue;
      reports.delete(report.id);
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
    }
  });
};

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

/** The criteria query (`POST data-report/criteria`): a new report job, PENDING until REPORT_PROCESSING_MS. */
const createReport =
  (ctx: ServerContext): EndpointHandler<'reports.create'> =>
  (req, res, auth) => {
    const type = parseInput(
      z.object({ reportType: reportTypeSchema }).loose(),
      req.body,
    ).reportType;
    requireReportPermission(auth, type, 'CREATE');
    requiredDates(req.body);
    const body = parseInput(criteriaSchema, req.body);
    const now = isoNow(ctx);
    const report: ReportRecord = {
      id: `${reports.idPrefix}-${randomUUID()}`,
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
      updatedAt: now,
      updatedBy: auth.user.email,
      version: 1,
      readyAt: new Date(ctx.now() + REPORT_PROCESSING_MS).toISOString(),
      completedAt: null,
      rowCount: null,
      errorMessage: null,
      mailLocale: auth.mailLocale,
    };
    ctx.store.transaction(() => {
      ctx.store.table('reports').insert(report);
      appendChangeAudit(ctx, req, auth, {
        action: 'REPORT_CREATE',
        entityType: 'report',
        entityId: report.id,
        before: null,
        after: { name: report.name, reportType: type, criteria: report.criteria },
      });
    });
    res.status(201);
    return toReportDto(report);
  };

/** The report list's page size: as the spec's report query allows (the engine then clamps it). */
const reportSizeSchema = z
  .number()
  .int()
  .min(1)
  .max(MAX_PAGE_SIZE * 10);

/**
 * Reports beyond the generic handler: a user sees only the types they may view (a filter on another type is a
 * 403 naming its permission); listing first deletes what is past the tenant's retention, and every read
 * completes the jobs whose processing time is over; the create starts a job.
 */
export const reportsBehaviour: ResourceBehaviour = {
  visible: (record, { auth }) => may(auth, (record as unknown as ReportRecord).reportType, 'VIEW'),
  listRestrictions: ({ auth }) => [
    { field: 'reportType', in: REPORT_TYPES.filter((type) => may(auth, type, 'VIEW')) },
  ],
  beforeRead: ({ ctx, auth, operation, query }) => {
    if (operation === 'list') {
      if (!reportSizeSchema.safeParse(query.pageSize).success)
        throw validationError([{ field: 'size', code: 'INVALID', message: 'Invalid size.' }]);
      if (query.reportType !== undefined)
        requireReportPermission(auth, parseInput(reportTypeSchema, query.reportType), 'VIEW');
      applyRetention(ctx, auth.tenant.id);
    }
    for (const report of ctx.store.table('reports').where('status', 'PENDING'))
      if (report.tenantId === auth.tenant.id) settleReport(ctx, report);
  },
  handlers: { create: (ctx) => createReport(ctx) as EndpointHandler<never> },
};
