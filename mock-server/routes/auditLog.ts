import Papa from 'papaparse';
import type { Express, RequestHandler } from 'express';
import { escapeCsvCell } from '../../src/contract/rules/csv';
import { MAX_PAGE_SIZE } from '../../src/contract/constants';
import { auditLog } from '../../src/contract/resources/auditLog';
import type { AuthContext } from '../auth/session';
import type { ServerContext } from '../context';
import { appendAudit } from '../guard/audit';
import { ApiError } from '../http/errors';
import type { Registry } from '../http/registry';
import { listSpecOf, normaliseRanges } from '../kit/listSpec';
import { parseListQuery } from '../query';
import type { AuditEntry } from '../types';

/**
 * The audit log's custom calls (spec section 2 "/auditlog"): the filter options and the CSV copy. List and get
 * are the declaration's (src/contract/resources/auditLog.ts, generic handler). Entries are written by
 * `appendAudit` alone; every update or delete under `v1/auditlog` answers 405 for everybody (see
 * `mountAuditLogReadOnly`).
 */
const AUDIT_LOG_LIST_SPEC = listSpecOf(auditLog);

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
  new Map(
    ctx.store
      .table('tenants')
      .all()
      .map((t) => [t.id, t.name]),
  );

/**
 * Every matching entry, newest first: the list's filters and date rules (YYYY-MM-DD days → inclusive UTC
 * bounds) asked of the store in pages of MAX_PAGE_SIZE; nothing capped.
 */
const allMatching = (ctx: ServerContext, auth: AuthContext, body: unknown): AuditEntry[] => {
  const input = body !== null && typeof body === 'object' && !Array.isArray(body) ? body : {};
  const filter = {
    ...normaliseRanges(auditLog, input as Record<string, unknown>),
    sort: { field: 'timestamp', direction: 'DESC' },
  };
  const out: AuditEntry[] = [];
  for (let offset = 0; ; offset += 1) {
    const page = ctx.store
      .table('auditLog')
      .page<AuditEntry>(
        { tenantId: auth.tenant.id },
        parseListQuery({ ...filter, offset, pageSize: MAX_PAGE_SIZE }),
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

const distinctSorted = (values: Iterable<string>): string[] => [...new Set(values)].sort();

export const registerAuditLogEndpoints = (r: Registry, ctx: ServerContext): void => {
  /** The filter dropdowns: the tenant's distinct actions, entity types and actors. */
  r.registerEndpoint('auditLogInit', (_req, _res, auth) => {
    const log = ctx.store.table('auditLog');
    const tenantId = auth.tenant.id;
    const actors = new Map<string, string>();
    for (const actor of log.distinct<{ actorId: string; actorEmail: string }>(tenantId, [
      'actorId',
      'actorEmail',
    ]))
      actors.set(actor.actorId, actor.actorEmail);
    return {
      actions: distinctSorted(
        log.distinct<{ action: string }>(tenantId, ['action']).map((e) => e.action),
      ),
      entityTypes: distinctSorted(
        log.distinct<{ entityType: string }>(tenantId, ['entityType']).map((e) => e.entityType),
      ),
      actors: [...actors.entries()]
        .map(([id, email]) => ({ id, email }))
        .sort((a, b) => a.email.localeCompare(b.email)),
      totalElements: log.count(tenantId),
    };
  });

  /** The hash chain over every tenant's entries; the endpoint table admits platform administrators only. */
  r.registerEndpoint('auditLogVerify', () => ctx.store.verifyAuditChain());

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
