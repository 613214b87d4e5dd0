import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import { z } from 'zod';
import {
  answersListTotal,
  auditActionOf,
  declaredKey,
  generatedOperationsOf,
  operationsOf,
  recordDeletable,
  recordEditable,
  recordSchemaOf,
  sortsByDirectionOnly,
  updateSchemaOf,
  type AnyResourceDeclaration,
  type AuditVerb,
  type DeclaredOperation,
} from '../../src/contract/declare';
import type { EndpointKey } from '../../src/contract/endpoints';
import type { AuthContext } from '../auth/session';
import { isoNow, type ServerContext } from '../context';
import { appendChangeAudit } from '../guard/audit';
import { guardedChange } from '../guard/guard';
import { assertVersion } from '../http/concurrency';
import { ApiError, notFound } from '../http/errors';
import type { EndpointHandler, Registry } from '../http/registry';
import { parseInput } from '../http/validate';
import {
  parseListQuery,
  QueryError,
  runListQuery,
  type Page,
  type ParsedListQuery,
} from '../query';
import { collectionSpec } from '../store/catalogue';
import { validationError } from '../http/errors';
import { listBodyFromUrl, listSpecOf, normaliseRanges } from './listSpec';
import type { ResourceBehaviour } from './behaviour';
import { ownTenantsScope, splitTenantFilter } from './ownTenants';
import { registerDeclaredActions } from './declaredActions';
import {
  collectionRepository,
  readOnlyRepository,
  type RecordScope,
  type StoredRecord,
} from './repository';

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
  const { source } = behaviour;
  if (source && operationsOf(declaration).some((op) => !['list', 'get'].includes(op)))
    throw new Error(`${declaration.name} reads a source: it cannot declare create, edit or delete`);
  // Reached in several tenants, a record would be created, edited or deleted in which? Only actions say so.
  const ownTenants = declaration.scope === 'ownTenants';
  if (ownTenants && operationsOf(declaration).some((op) => !['list', 'get'].includes(op)))
    throw new Error(
      `${declaration.name} is scoped to own tenants: it cannot create, edit or delete`,
    );
  // The database lists the collection: a record rule it cannot apply would list and count what `visible` hides.
  if (behaviour.visible && !source && !behaviour.listRestrictions)
    throw new Error(`${declaration.name} declares visible: it needs listRestrictions for its list`);
  /** The caller's records: the collection, or the behaviour's source read-only. */
  const repositoryFor = (auth: AuthContext) =>
    source ? readOnlyRepository(declaration.name, source({ ctx, auth })) : repository;
  const spec = listSpecOf(declaration);
  const recordSchema = recordSchemaOf(declaration);
  const updateSchema = updateSchemaOf(declaration);
  const guarded = new Set(declaration.guarded ?? []);
  const what = declaration.entityType;
  const auditAction = (verb: AuditVerb) => auditActionOf(declaration, verb);
  /**
   * The session tenant's records, (scope `memberTenants`) the records that are the caller's tenants, or (scope
   * `ownTenants`) the records of any of the caller's tenants.
   */
  const scopeOf = (auth: AuthContext): RecordScope => {
    if (declaration.scope === 'memberTenants') return { ids: auth.user.tenantIds };
    return ownTenants ? ownTenantsScope(auth) : auth.tenant.id;
  };
  /** Kept list rows (a verification's) are the list's answer already; other rows are records to present. */
  const keepsRows = collectionSpec(declaration.name).row !== undefined;
  /** Fields whose values the answer computes (`computed`): a list filtered or sorted by one reads them all. */
  const computedFields = new Set([
    ...Object.keys(declaration.computed?.shape ?? {}),
    ...(behaviour.presents ?? []),
  ]);
  const asksComputed = (query: ParsedListQuery) => {
    const sortField = query.sort?.field ?? spec.defaultSort?.field;
    if (sortField && computedFields.has(sortField)) return true;
    return Object.entries(spec.filters).some(([key, rule]) => {
      const value = (query as Record<string, unknown>)[key];
      if (value === undefined || value === null || value === '') return false;
      const fields = rule.kind === 'text' ? rule.fields : [rule.field];
      return fields.some((field) => computedFields.has(field.split('.')[0]!));
    });
  };

  /** The record as the contract says it looks (computed values added): tenant and storage details stay inside. */
  const toDto = (record: StoredRecord, auth: AuthContext, detail = true) => {
    const computed = behaviour.present?.(record, { ctx, auth, detail }) ?? {};
    const parsed = recordSchema.safeParse({ ...record, ...computed });
    if (!parsed.success)
      throw new Error(`${declaration.name}/${record.id} does not match its declared schema`);
    return parsed.data as Record<string, unknown>;
  };

  /** The behaviour's visibility rule: a record the caller may not see does not exist for them. */
  const visibleTo = (auth: AuthContext) => (record: StoredRecord) =>
    behaviour.visible ? behaviour.visible(record, { ctx, auth }) : true;

  const find = (auth: AuthContext, req: Request): StoredRecord => {
    const id = typeof req.params.id === 'string' ? req.params.id : '';
    const record = behaviour.find
      ? behaviour.find(id, { ctx, auth })
      : id.length <= 100
        ? repositoryFor(auth).get(scopeOf(auth), id)
        : undefined;
    if (!record || !visibleTo(auth)(record)) throw notFound(what);
    return record;
  };

  /** The behaviour's own checks and normalisation, after the generic uniqueness check. */
  const prepare = (
    auth: AuthContext,
    values: Record<string, unknown>,
    current?: StoredRecord,
  ): Record<string, unknown> => {
    const issues = declaration.check?.(
      { ...current, ...values },
      { today: isoNow(ctx).slice(0, 10) },
    );
    if (issues?.length) throw validationError([...issues]);
    checkUnique(auth, values, current?.id);
    return behaviour.prepare?.(values, { ctx, auth, current }) ?? values;
  };

  const checkUnique = (auth: AuthContext, values: Record<string, unknown>, exceptId?: string) => {
    const clashes = (declaration.unique ?? []).filter((field) =>
      repository.exists(scopeOf(auth), field, values[field], exceptId),
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
    refusal?: ApiError,
  ) =>
    appendChangeAudit(ctx, req, auth, {
      action: auditAction(verb),
      entityType: what,
      entityId,
      result: refusal ? 'FAILURE' : 'SUCCESS',
      ...(refusal ? { errorCode: refusal.code } : {}),
      before,
      after,
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
        apply,
      });
    const input = parseInput(schema, req.body);
    // The change and its audit entry are one unit.
    return repository.transaction(() => {
      const { response, after } = apply(input);
      audit(req, auth, operation === 'create' ? 'CREATE' : 'UPDATE', entityId, before, after);
      return response;
    });
  };

  /**
   * One page of the caller's list. Stored values are filtered, searched, sorted and paged by the database; a
   * list asked by a computed value (a member count, a status that depends on the hour) or read from the
   * behaviour's source is worked out over the caller's presented records (collections that stay small).
   */
  const listPage = (
    auth: AuthContext,
    query: ParsedListQuery,
    scope: RecordScope,
  ): Page<Record<string, unknown>> => {
    if (source || asksComputed(query)) {
      const records = repositoryFor(auth).all(scope);
      const rows = records.filter(visibleTo(auth)).map((record) => toDto(record, auth, false));
      return runListQuery(rows, query, spec);
    }
    const page = repository.list<StoredRecord>(
      scope,
      query,
      spec,
      behaviour.listRestrictions?.({ ctx, auth }),
    );
    return {
      content: page.content.map((row) => (keepsRows ? toRow(row) : toDto(row, auth, false))),
      totalElements: page.totalElements,
    };
  };

  /** A kept list row as the contract's record (checked, so a field cannot drift). */
  const toRow = (row: StoredRecord) => {
    const parsed = recordSchema.safeParse(row);
    if (!parsed.success)
      throw new Error(`${declaration.name}/${row.id} list row does not match its declared schema`);
    return parsed.data as Record<string, unknown>;
  };

  const handlers: Record<DeclaredOperation, EndpointHandler<EndpointKey>> = {
    list: (req, _res, auth) => {
      const asked = sortsByDirectionOnly(declaration)
        ? listBodyFromUrl(declaration, req.query as Record<string, unknown>)
        : isObject(req.body)
          ? req.body
          : {};
      const normalised = normaliseRanges(declaration, asked);
      const { scope, query: body }: { scope: RecordScope; query: Record<string, unknown> } =
        ownTenants
          ? splitTenantFilter(declaration, auth, normalised)
          : { scope: scopeOf(auth), query: normalised };
      behaviour.beforeRead?.({ ctx, auth, operation: 'list', query: asked });
      try {
        const query = parseListQuery(body);
        const page = listPage(auth, query, scope);
        return answersListTotal(declaration)
          ? { list: page.content, total: page.totalElements }
          : { content: page.content, totalElements: page.totalElements };
      } catch (error) {
        if (error instanceof QueryError)
          throw validationError([{ field: error.field, code: 'INVALID', message: error.message }]);
        throw error;
      }
    },
    get: (req, _res, auth) => {
      behaviour.beforeRead?.({ ctx, auth, operation: 'get', query: {} });
      return toDto(find(auth, req), auth);
    },
    create: async (req, res, auth) => {
      const id = `${declaration.idPrefix}-${randomUUID()}`;
      const response = await change(req, auth, 'create', declaration.fields, id, null, (input) => {
        const values = prepare(auth, input as Record<string, unknown>);
        const now = isoNow(ctx);
        const record = {
          ...values,
          id,
          // A record that is itself a tenant (scope `memberTenants`) belongs to no tenant.
          ...(declaration.scope === 'memberTenants' ? {} : { tenantId: auth.tenant.id }),
          version: 1,
          createdAt: now,
          createdBy: auth.user.email,
          updatedAt: now,
          updatedBy: auth.user.email,
        } as StoredRecord;
        repository.insert(record);
        behaviour.stored?.(record, { ctx, auth, operation: 'create' });
        return { response: toDto(record, auth), after: toDto(record, auth, false) };
      });
      res.status(declaration.createStatus ?? 201);
      return response;
    },
    update: (req, _res, auth) => {
      const current = find(auth, req);
      const before = toDto(current, auth, false);
      // A record past `editableWhen` (a revoked token) is final: refused and audited, through the guard if any.
      const refusal = recordEditable(declaration, before)
        ? undefined
        : new ApiError(409, 'ACTION_NOT_ALLOWED', 'This record can no longer be changed.');
      if (refusal && !guarded.has('edit')) {
        audit(req, auth, 'UPDATE', current.id, before, null, refusal);
        throw refusal;
      }
      return change(req, auth, 'edit', updateSchema, current.id, before, (input) => {
        if (refusal) throw refusal;
        const { version, ...values } = input as Record<string, unknown> & { version: number };
        // Checked against the record as stored now, inside the unit that writes it: of two writers who saw the
        // same version, the second is answered 412 (the guard's password check may have let time pass).
        assertVersion(repository.get(scopeOf(auth), current.id) ?? current, version);
        const next: StoredRecord = {
          ...current,
          ...prepare(auth, values, current),
          version: current.version + 1,
          updatedAt: isoNow(ctx),
          updatedBy: auth.user.email,
        };
        repository.update(next);
        behaviour.stored?.(next, { ctx, auth, operation: 'update', previous: current });
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
            if (!recordDeletable(declaration, before))
              throw new ApiError(
                409,
                'ACTION_NOT_ALLOWED',
                `This ${what} cannot be deleted in its current state.`,
              );
            behaviour.beforeDelete?.(current, { ctx, auth });
            repository.delete(scopeOf(auth), current.id);
            behaviour.deleted?.(current, { ctx, auth });
            return { response: null, after: null };
          },
        });
        return undefined;
      }
      try {
        if (!recordDeletable(declaration, before))
          throw new ApiError(
            409,
            'ACTION_NOT_ALLOWED',
            `This ${what} cannot be deleted in its current state.`,
          );
        behaviour.beforeDelete?.(current, { ctx, auth });
      } catch (error) {
        if (error instanceof ApiError) audit(req, auth, 'DELETE', current.id, before, null, error);
        throw error;
      }
      repository.transaction(() => {
        repository.delete(scopeOf(auth), current.id);
        behaviour.deleted?.(current, { ctx, auth });
        audit(req, auth, 'DELETE', current.id, before, null);
      });
      return declaration.deleteAnswer === 'noContent' ? undefined : before;
    },
  };

  // A hand-written operation (a wire of its own) is served by its own route.
  for (const operation of generatedOperationsOf(declaration))
    r.registerEndpoint(
      declaredKey(declaration.name, operation) as EndpointKey,
      behaviour.handlers?.[operation]?.(ctx) ?? handlers[operation],
    );
  registerDeclaredActions(r, ctx, declaration, behaviour, { repository, find, toDto, scopeOf });
};
