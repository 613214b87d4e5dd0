import Papa from 'papaparse';
import type { Express, RequestHandler } from 'express';
import { z } from 'zod';
import { escapeCsvCell } from '../../src/contract/rules/csv';
import { MAX_PAGE_SIZE } from '../../src/contract/constants';
import type { AuthContext } from '../auth/session';
import type { ServerContext } from '../context';
import { appendAudit } from '../guard/audit';
import { ApiError } from '../http/errors';
import type { Registry } from '../http/registry';
import { findInTenant, scopeToTenant } from '../http/tenantScope';
import { parseInput } from '../http/validate';
import { answerListQuery, type ListSpec } from '../query';
import type { AuditEntry } from '../types';
import { parseDateRange } from './dateRange';

/**
 * The audit log (spec section 2 "/auditlog"): read, filter and download only. Entries are written by
 * `appendAudit` alone; every update or delete under `v1/auditlog` answers 405 for everybody (see
 * `mountAuditLogReadOnly`).
 */
export const AUDIT_LOG_LIST_SPEC: ListSpec = {
  filters: {
    actor: { kind: 'text', fields: ['actorEmail', 'actorId'] },
    action: { kind: 'equals', field: 'action' },
    result: { kind: 'equals', field: 'result' },
    entityType: { kind: 'equals', field: 'entityType' },
    entityId: { kind: 'equals', field: 'entityId' },
    from: { kind: 'min', field: 'timestamp' },
    to: { kind: 'max', field: 'timestamp' },
  },
  sortable: ['timestamp', 'action', 'actorEmail', 'entityType', 'result'],
  defaultSort: { field: 'timestamp', direction: 'DESC' },
};

const INVALID_METHOD_MESSAGE =
  'The audit log is append-only: entries cannot be changed or deleted.';
const AUDIT_PATH = /^\/api\/v[123]\/auditlog(\/.*)?$/i;
const MUTATING = new Set(['PUT', 'PATCH', 'DELETE']);

/**
 * Mounted before the token gate, so the answer is the same 405 with or without a token and for every role: no
 * caller can learn anything else about, or change, the log through these methods.
 */
export const auditLogReadOnly: RequestHandler = (req, _res, next) => {
  if (MUTATING.has(req.method) && AUDIT_PATH.test(req.path))
    return next(new ApiError(405, 'INVALID_METHOD', INVALID_METHOD_MESSAGE));
  next();
};
export const mountAuditLogReadOnly = (app: Express): void => {
  app.use(auditLogReadOnly);
};

const tenantNames = (ctx: ServerContext): Map<string, string> =>
  new Map(ctx.store.data().tenants.map((t) => [t.id, t.name]));

export const toAuditDto = (entry: AuditEntry, names: Map<string, string>) => ({
  id: entry.id,
  actorId: entry.actorId,
  actorEmail: entry.actorEmail,
  tenantId: entry.tenantId,
  tenantName: names.get(entry.tenantId) ?? entry.tenantId,
  action: entry.action,
  entityType: entry.entityType,
  entityId: entry.entityId,
  result: entry.result,
  errorCode: entry.errorCode ?? null,
  before: entry.before ?? null,
  after: entry.after ?? null,
  reason: entry.reason,
  classification: entry.classification,
  timestamp: entry.timestamp,
  clientIp: entry.clientIp,
});

/** The filter body with its YYYY-MM-DD range turned into inclusive timestamp bounds. */
const withRange = (body: unknown): Record<string, unknown> => {
  const input: Record<string, unknown> =
    body !== null && typeof body === 'object' && !Array.isArray(body) ? { ...body } : {};
  const { from, to } = parseDateRange(input);
  delete input.from;
  delete input.to;
  return { ...input, ...(from ? { from } : {}), ...(to ? { to } : {}) };
};

const tenantEntries = (ctx: ServerContext, auth: AuthContext) =>
  scopeToTenant(ctx.store.data().auditLog, auth);

/** Every matching entry, newest first (pages of MAX_PAGE_SIZE through the engine; nothing capped). */
const allMatching = (ctx: ServerContext, auth: AuthContext, body: unknown): AuditEntry[] => {
  const records = tenantEntries(ctx, auth);
  const filter = { ...withRange(body), sort: { field: 'timestamp', direction: 'DESC' } };
  const out: AuditEntry[] = [];
  for (let offset = 0; ; offset += 1) {
    const page = answerListQuery(
      records,
      { ...filter, offset, pageSize: MAX_PAGE_SIZE },
      AUDIT_LOG_LIST_SPEC,
    );
    out.push(...page.content);
    if (out.length >= page.totalElements || !page.content.length) return out;
  }
};

const describeValue = (value: unknown): string =>
  value === null || value === undefined ? '' : JSON.stringify(value);

export const AUDIT_CSV_HEADERS = [
  'timestamp (UTC)',
  'actor',
  'tenant',
  'action',
  'result',
  'entityType',
  'entityId',
  'clientIp',
  'reason',
  'classification',
  'before',
  'after',
];

export const auditCsv = (entries: readonly AuditEntry[], names: Map<string, string>): string =>
  Papa.unparse({
    fields: AUDIT_CSV_HEADERS,
    data: entries.map((e) =>
      [
        e.timestamp,
        e.actorEmail,
        names.get(e.tenantId) ?? e.tenantId,
        e.action,
        e.result,
        e.entityType,
        e.entityId,
        e.clientIp,
        e.reason,
        e.classification,
        describeValue(e.before),
        describeValue(e.after),
      ].map(escapeCsvCell),
    ),
  });

const idParams = z.object({ id: z.string().min(1).max(100) });

const distinctSorted = (values: Iterable<string>): string[] => [...new Set(values)].sort();

export const registerAuditLogEndpoints = (r: Registry, ctx: ServerContext): void => {
  /** The filter dropdowns: the tenant's distinct actions, entity types and actors. */
  r.registerEndpoint('auditLogInit', (_req, _res, auth) => {
    const entries = tenantEntries(ctx, auth);
    const actors = new Map<string, string>();
    for (const e of entries) actors.set(e.actorId, e.actorEmail);
    return {
      actions: distinctSorted(entries.map((e) => e.action)),
      entityTypes: distinctSorted(entries.map((e) => e.entityType)),
      actors: [...actors.entries()]
        .map(([id, email]) => ({ id, email }))
        .sort((a, b) => a.email.localeCompare(b.email)),
      totalElements: entries.length,
    };
  });

  r.registerEndpoint('auditLogFilter', (req, _res, auth) => {
    const page = answerListQuery(
      tenantEntries(ctx, auth),
      withRange(req.body),
      AUDIT_LOG_LIST_SPEC,
    );
    const names = tenantNames(ctx);
    return {
      content: page.content.map((e) => toAuditDto(e, names)),
      totalElements: page.totalElements,
    };
  });

  r.registerEndpoint('auditLogGet', (req, _res, auth) => {
    const { id } = parseInput(idParams, req.params);
    return toAuditDto(
      findInTenant(ctx.store.data().auditLog, id, auth, 'Audit entry'),
      tenantNames(ctx),
    );
  });

  r.registerEndpoint('auditLogDownloadCsv', (req, res, auth) => {
    const entries = allMatching(ctx, auth, req.body);
    const csv = auditCsv(entries, tenantNames(ctx));
    // Taking a copy of the log is itself an auditable act (written after the copy, so it is not in it).
    appendAudit(ctx, req, auth, {
      action: 'AUDIT_LOG_DOWNLOAD',
      entityType: 'auditlog',
      entityId: auth.tenant.id,
      result: 'SUCCESS',
      before: null,
      after: { rows: entries.length },
      reason: null,
      classification: null,
    });
    res
      .status(200)
      .set('Content-Type', 'text/csv; charset=utf-8')
      .set('Content-Disposition', 'attachment; filename="audit-log.csv"')
      .send(csv);
  });
};
