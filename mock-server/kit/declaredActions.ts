import type { Request } from 'express';
import { z } from 'zod';
import {
  actionAuditOf,
  type ActionDeclaration,
  type AnyResourceDeclaration,
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
import type { ActionRun, ResourceBehaviour } from './behaviour';
import { actingIn } from './ownTenants';
import type { RecordScope, Repository, StoredRecord } from './repository';

/** What the generic handler lends the action handlers: its repository, its lookup and its answer. */
export interface ActionHelpers {
  repository: Repository;
  find: (auth: AuthContext, req: Request) => StoredRecord;
  toDto: (record: StoredRecord, auth: AuthContext, detail?: boolean) => Record<string, unknown>;
  /** The records the caller reaches (the session tenant's, or those of all their own tenants). */
  scopeOf: (auth: AuthContext) => RecordScope;
}

const BULK_MAX = 100;

/**
 * The declared custom actions of a resource. A record action finds the record in the tenant (404 otherwise),
 * checks the version its body carries (412), runs the behaviour's action, stamps and stores the result and
 * answers the record; a bulk action does the same for every id of `{ids}` (all or nothing; an id outside the
 * tenant is 404) and answers `{ids}`. The endpoint table has already checked the permission; a guarded action
 * goes through the guard, which audits every outcome; a plain one writes one audit entry with before and after,
 * failures included.
 */
export const registerDeclaredActions = (
  r: Registry,
  ctx: ServerContext,
  declaration: AnyResourceDeclaration,
  behaviour: ResourceBehaviour,
  { repository, find, toDto, scopeOf }: ActionHelpers,
): void => {
  const what = declaration.entityType;
  /**
   * Who acts on a record: the caller, in the record's tenant when the declaration reaches several of theirs
   * (scope `ownTenants`), so the change is stamped and audited where that tenant's auditors look.
   */
  const actorFor = (auth: AuthContext, record: StoredRecord): AuthContext =>
    declaration.scope === 'ownTenants' ? actingIn(ctx, auth, record.tenantId) : auth;

  const stamped = (auth: AuthContext, current: StoredRecord, next: StoredRecord): StoredRecord => ({
    ...next,
    id: current.id,
    tenantId: current.tenantId,
    version: current.version + 1,
    updatedAt: isoNow(ctx),
    updatedBy: auth.user.email,
  });

  const perform = async <E>(
    req: Request,
    auth: AuthContext,
    key: string,
    action: ActionDeclaration,
    schema: z.ZodType<E>,
    entityId: string,
    before: unknown,
    apply: (input: E) => { response: unknown; after: unknown },
  ): Promise<unknown> => {
    const auditAction = actionAuditOf(declaration, key);
    if (action.guarded)
      return guardedChange(ctx, req, auth, {
        action: auditAction,
        entityType: what,
        entityId,
        before,
        entitySchema: schema,
        apply,
      });
    const audit = (result: 'SUCCESS' | 'FAILURE', after: unknown, errorCode?: string) =>
      appendChangeAudit(ctx, req, auth, {
        action: auditAction,
        entityType: what,
        entityId,
        result,
        errorCode,
        before,
        after,
      });
    try {
      const input = parseInput(schema, req.body);
      // The change and its audit entry are one unit.
      return repository.transaction(() => {
        const { response, after } = apply(input);
        audit('SUCCESS', after);
        return response;
      });
    } catch (error) {
      audit('FAILURE', null, error instanceof ApiError ? error.code : 'UNKNOWN_ERROR');
      throw error;
    }
  };

  const recordHandler =
    (key: string, action: ActionDeclaration, run: ActionRun): EndpointHandler<EndpointKey> =>
    (req, _res, caller) => {
      const current = find(caller, req);
      const auth = actorFor(caller, current);
      const versioned = action.versioned !== false;
      const body = action.body ?? z.object({});
      // An unversioned action may come without a body at all.
      const schema: z.ZodType<Record<string, unknown>> = versioned
        ? body.extend({ version: z.number().int() })
        : z.preprocess((value) => value ?? {}, body);
      return perform(
        req,
        auth,
        key,
        action,
        schema,
        current.id,
        toDto(current, auth, false),
        (input) => {
          const { version, ...values } = input as Record<string, unknown> & { version?: number };
          // The record as stored now, inside the unit that writes it (the guard may have let time pass).
          const fresh = find(caller, req);
          if (versioned) assertVersion(fresh, version as number);
          // The behaviour may refuse (throw) before anything is written or the version moves.
          const next = stamped(auth, fresh, run({ ...fresh }, values, { ctx, auth }));
          repository.update(next);
          return { response: toDto(next, auth), after: toDto(next, auth, false) };
        },
      );
    };

  const bulkHandler =
    (key: string, action: ActionDeclaration, run: ActionRun): EndpointHandler<EndpointKey> =>
    (req, _res, caller) => {
      const schema = (action.body ?? z.object({})).extend({
        ids: z.array(z.string().min(1).max(100)).min(1).max(BULK_MAX),
      });
      const body = (action.guarded ? req.body?.entity : req.body) as { ids?: unknown } | undefined;
      const requested = Array.isArray(body?.ids) ? body.ids.map(String) : [];
      const scope = scopeOf(caller);
      const records = requested.map((id) => repository.get(scope, id));
      if (records.some((record) => !record)) throw notFound(what);
      const currents = records as StoredRecord[];
      // One unit of work, audited in one tenant: a selection across tenants is refused before anything changes.
      const tenants = [...new Set(currents.map((record) => record.tenantId))];
      if (tenants.length > 1)
        throw new ApiError(
          409,
          'ACTION_NOT_ALLOWED',
          `The selection holds records of ${tenants.length} tenants (${tenants
            .map((id) => ctx.store.table('tenants').get(id)?.name ?? id)
            .join(', ')}); select the records of one tenant at a time.`,
        );
      const auth = currents[0] ? actorFor(caller, currents[0]) : caller;
      const before = currents.map((record) => toDto(record, auth, false));
      return perform(req, auth, key, action, schema, requested.join(','), before, (input) => {
        const { ids, ...values } = input as Record<string, unknown> & { ids: string[] };
        const after = [...new Set(ids)].map((id) => {
          const current = repository.get(scope, id) ?? currents.find((record) => record.id === id)!;
          const next = stamped(auth, current, run({ ...current }, values, { ctx, auth }));
          repository.update(next);
          return toDto(next, auth, false);
        });
        return { response: { ids: after.map((record) => record.id) }, after };
      });
    };

  for (const [key, action] of Object.entries<ActionDeclaration>(declaration.actions ?? {})) {
    const run = behaviour.actions?.[key];
    if (!run) throw new Error(`${declaration.name}: the behaviour has no action "${key}"`);
    r.registerEndpoint(
      `${declaration.name}.${key}` as EndpointKey,
      action.target === 'bulk' ? bulkHandler(key, action, run) : recordHandler(key, action, run),
    );
  }
};
