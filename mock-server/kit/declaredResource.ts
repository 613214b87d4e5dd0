import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import { z } from 'zod';
import {
  auditActionOf,
  declaredKey,
  operationsOf,
  recordSchemaOf,
  updateSchemaOf,
  type AnyResourceDeclaration,
  type AuditVerb,
  type DeclaredOperation,
} from '../../src/contract/declare';
import type { EndpointKey } from '../../src/contract/endpoints';
import type { AuthContext } from '../auth/session';
import { isoNow, type ServerContext } from '../context';
import { appendAudit } from '../guard/audit';
import { guardedChange } from '../guard/guard';
import { assertVersion } from '../http/concurrency';
import { ApiError, notFound } from '../http/errors';
import type { EndpointHandler, Registry } from '../http/registry';
import { parseInput } from '../http/validate';
import { parseListQuery, QueryError } from '../query';
import { validationError } from '../http/errors';
import { listSpecOf, normaliseRanges } from './listSpec';
import type { ResourceBehaviour } from './behaviour';
import { registerDeclaredActions } from './declaredActions';
import { collectionRepository, type StoredRecord } from './repository';

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The emulator's side of a declaration: one table-driven handler set serves list (declared filters, search,
 * sort, paging), get, create, update (optimistic concurrency, 412 naming who changed it and when) and delete,
 * scoped to the caller's tenant. The endpoint table has already checked the declared permission; the guard runs
 * where declared; every change writes an audit entry with the field diff. Answers are checked against the
 * record schema, so a field cannot drift from the contract.
 */
export const registerDeclaredResource = (
  r: Registry,
  ctx: ServerContext,
  declaration: AnyResourceDeclaration,
  behaviour: ResourceBehaviour = {},
): void => {
  const repository = collectionRepository<StoredRecord>(ctx, declaration.name);
  const spec = listSpecOf(declaration);
  const recordSchema = recordSchemaOf(declaration);
  const updateSchema = updateSchemaOf(declaration);
  const guarded = new Set(declaration.guarded ?? []);
  const what = declaration.entityType;
  const auditAction = (verb: AuditVerb) => auditActionOf(declaration, verb);

  /** The record as the contract says it looks (computed values added): tenant and storage details stay inside. */
  const toDto = (record: StoredRecord, auth: AuthContext, detail = true) => {
    const computed = behaviour.present?.(record, { ctx, auth, detail }) ?? {};
    const parsed = recordSchema.safeParse({ ...record, ...computed });
    if (!parsed.success)
      throw new Error(`${declaration.name}/${record.id} does not match its declared schema`);
    return parsed.data as Record<string, unknown>;
  };

  const find = (auth: AuthContext, req: Request): StoredRecord => {
    const id = typeof req.params.id === 'string' ? req.params.id : '';
    const record = id.length <= 100 ? repository.get(auth.tenant.id, id) : undefined;
    if (!record) throw notFound(what);
    return record;
  };

  /** The behaviour's own checks and normalisation, after the generic uniqueness check. */
  const prepare = (
    auth: AuthContext,
    values: Record<string, unknown>,
    current?: StoredRecord,
  ): Record<string, unknown> => {
    checkUnique(auth, values, current?.id);
    return behaviour.prepare?.(values, { ctx, auth, current }) ?? values;
  };

  const checkUnique = (auth: AuthContext, values: Record<string, unknown>, exceptId?: string) => {
    const clashes = (declaration.unique ?? []).filter((field) =>
      repository.exists(auth.tenant.id, field, values[field], exceptId),
    );
    if (clashes.length)
      throw new ApiError(
        409,
        'DUPLICATE_ENTITY',
        `A ${what} with this ${clashes.join(', ')} already exists.`,
        clashes.map((field) => ({
          field,
          code: 'DUPLICATE_ENTITY',
          message: 'This value is already in use.',
        })),
      );
  };

  const audit = (
    req: Request,
    auth: AuthContext,
    verb: AuditVerb,
    entityId: string,
    before: unknown,
    after: unknown,
  ) =>
    appendAudit(ctx, req, auth, {
      action: auditAction(verb),
      entityType: what,
      entityId,
      result: 'SUCCESS',
      before,
      after,
      reason: null,
      classification: null,
    });

  /** Runs a change plainly, or through the guard when the declaration asks for it (the guard audits). */
  const change = async <E>(
    req: Request,
    auth: AuthContext,
    operation: 'create' | 'edit',
    schema: z.ZodType<E>,
    entityId: string,
    before: unknown,
    apply: (input: E) => { response: Record<string, unknown>; after: unknown },
  ) => {
    if (guarded.has(operation))
      return guardedChange(ctx, req, auth, {
        action: auditAction(operation === 'create' ? 'CREATE' : 'UPDATE'),
        entityType: what,
        entityId,
        before,
        entitySchema: schema,
        apply: (input) => repository.transaction(() => apply(input)),
      });
    const input = parseInput(schema, req.body);
    const { response, after } = repository.transaction(() => apply(input));
    audit(req, auth, operation === 'create' ? 'CREATE' : 'UPDATE', entityId, before, after);
    return response;
  };

  const handlers: Record<DeclaredOperation, EndpointHandler<EndpointKey>> = {
    list: (req, _res, auth) => {
      const body = normaliseRanges(declaration, isObject(req.body) ? req.body : {});
      try {
        // With computed values they are filtered and sorted too (a member count, say).
        const page = behaviour.present
          ? repository.list(auth.tenant.id, parseListQuery(body), spec, (record) =>
              toDto(record, auth, false),
            )
          : repository.list(auth.tenant.id, parseListQuery(body), spec, (record) => record);
        const content = page.content.map((row) =>
          behaviour.present ? row : toDto(row as StoredRecord, auth, false),
        );
        return declaration.list.answer === 'listTotal'
          ? { list: content, total: page.totalElements }
          : { content, totalElements: page.totalElements };
      } catch (error) {
        if (error instanceof QueryError)
          throw validationError([{ field: error.field, code: 'INVALID', message: error.message }]);
        throw error;
      }
    },
    get: (req, _res, auth) => toDto(find(auth, req), auth),
    create: async (req, res, auth) => {
      const id = `${declaration.idPrefix}-${randomUUID()}`;
      const response = await change(req, auth, 'create', declaration.fields, id, null, (input) => {
        const values = prepare(auth, input as Record<string, unknown>);
        const now = isoNow(ctx);
        const record: StoredRecord = {
          ...values,
          id,
          tenantId: auth.tenant.id,
          version: 1,
          createdAt: now,
          createdBy: auth.user.email,
          updatedAt: now,
          updatedBy: auth.user.email,
        };
        repository.insert(record);
        return { response: toDto(record, auth), after: toDto(record, auth, false) };
      });
      res.status(201);
      return response;
    },
    update: (req, _res, auth) => {
      const current = find(auth, req);
      const before = toDto(current, auth, false);
      return change(req, auth, 'edit', updateSchema, current.id, before, (input) => {
        const { version, ...values } = input as Record<string, unknown> & { version: number };
        assertVersion(current, version);
        const next: StoredRecord = {
          ...current,
          ...prepare(auth, values, current),
          version: current.version + 1,
          updatedAt: isoNow(ctx),
          updatedBy: auth.user.email,
        };
        repository.update(next);
        return { response: toDto(next, auth), after: toDto(next, auth, false) };
      });
    },
    delete: async (req, _res, auth) => {
      const current = find(auth, req);
      const before = toDto(current, auth, false);
      // A guarded delete sends the guard fields with an empty entity; the guard audits it and answers 204.
      if (guarded.has('delete')) {
        await guardedChange(ctx, req, auth, {
          action: auditAction('DELETE'),
          entityType: what,
          entityId: current.id,
          before,
          entitySchema: z.object({}).loose(),
          apply: () => {
            repository.delete(auth.tenant.id, current.id);
            return { response: null, after: null };
          },
        });
        return undefined;
      }
      repository.delete(auth.tenant.id, current.id);
      audit(req, auth, 'DELETE', current.id, before, null);
      return before;
    },
  };

  for (const operation of operationsOf(declaration))
    r.registerEndpoint(
      declaredKey(declaration.name, operation) as EndpointKey,
      handlers[operation],
    );
  registerDeclaredActions(r, ctx, declaration, behaviour, { repository, find, toDto });
};
