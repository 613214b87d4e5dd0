import type { Request } from 'express';
import { z } from 'zod';
import { actionAuditOf } from '../../src/contract/declare';
import { users } from '../../src/contract/resources/users';
import type { AuthContext } from '../auth/session';
import type { ServerContext } from '../context';
import { applyChange } from '../http/concurrency';
import { ApiError, validationError } from '../http/errors';
import type { Registry } from '../http/registry';
import { parseInput } from '../http/validate';
import type { UserRecord } from '../types';
import { allMatching, assertOperable, OPERATIONS, type OperationName } from '../resources/users';
import { assertNotOwn, auditUser, findUserInScope, toManagedUserDto } from './userScope';

// The bulk user operations of spec section 4 (activate, deactivate over the selection or every user matching a
// filter, and the download): per-user results, nothing skipped. Each user goes through the same rules and audit
// as the single operations, which are declared actions of the users resource (mock-server/resources/users.ts).

/** Runs one operation on the addressed user (id or e-mail); audited whatever the outcome. */
export const runOperation = (
  ctx: ServerContext,
  req: Request,
  auth: AuthContext,
  name: OperationName,
  idOrEmail: string,
) => {
  const action = actionAuditOf(users, name);
  let user: UserRecord | null = null;
  try {
    assertNotOwn(auth, idOrEmail);
    user = findUserInScope(ctx, auth, idOrEmail);
    assertOperable(ctx, auth, user, name);
  } catch (error) {
    // Refusals are audited too; unknown ids are not (nothing to attach them to, and 404 must reveal nothing).
    if (error instanceof ApiError && error.status !== 404)
      auditUser(ctx, req, auth, {
        action,
        entityId: user?.id ?? idOrEmail.slice(0, 100),
        result: 'FAILURE',
        errorCode: error.code,
        before: user ? toManagedUserDto(ctx, user, auth) : null,
        after: null,
      });
    throw error;
  }
  const before = toManagedUserDto(ctx, user, auth);
  const target = user;
  // The operation, what it sets off (sessions ended, an invitation sent) and its audit entry are one unit.
  return ctx.store.transaction(() => {
    const changed = applyChange(ctx, 'users', target, auth.user.email, (u) =>
      OPERATIONS[name].apply(ctx, u, auth),
    );
    const after = toManagedUserDto(ctx, changed, auth);
    auditUser(ctx, req, auth, {
      action,
      entityId: target.id,
      result: 'SUCCESS',
      before,
      after,
    });
    return after;
  });
};

/** At most this many ids per bulk request (a "select all matching" request sends the filter instead). */
export const BULK_MAX_IDS = 1000;

export const bulkSelectionSchema = z
  .object({
    ids: z.array(z.string().min(1).max(320)).min(1).max(BULK_MAX_IDS).optional(),
    filter: z.record(z.string(), z.unknown()).optional(),
  })
  .refine((b) => (b.ids === undefined) !== (b.filter === undefined), {
    message: 'Send either ids or filter.',
    path: ['ids'],
  });

export interface BulkResult {
  id: string;
  email: string | null;
  ok: boolean;
  code?: string;
  message?: string;
}

/** The users a bulk request names: the given ids (each kept, found or not) or all users matching the filter. */
const bulkTargets = (ctx: ServerContext, auth: AuthContext, body: unknown): string[] => {
  const selection = parseInput(bulkSelectionSchema, body);
  if (selection.ids) return [...new Set(selection.ids)];
  const filter = { ...selection.filter };
  // Paging keys of a list query make no sense here; everything matching is meant.
  delete filter.offset;
  delete filter.pageSize;
  return allMatching(ctx, auth, filter).map((u) => u.id);
};

const emailOf = (ctx: ServerContext, auth: AuthContext, idOrEmail: string): string | null => {
  try {
    return findUserInScope(ctx, auth, idOrEmail).email;
  } catch {
    return null;
  }
};

/** Per-id outcomes: every id is answered, nothing skipped silently. */
const runBulk = (
  ctx: ServerContext,
  req: Request,
  auth: AuthContext,
  name: OperationName,
): { results: BulkResult[]; succeeded: number; failed: number } => {
  const results = bulkTargets(ctx, auth, req.body).map((id): BulkResult => {
    try {
      const dto = runOperation(ctx, req, auth, name, id);
      return { id: dto.id, email: dto.email, ok: true };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const ownAccount = error.details.some((d) => d.code === 'OWN_ACCOUNT');
      return {
        id,
        email: ownAccount ? auth.user.email : emailOf(ctx, auth, id),
        ok: false,
        code: error.details[0]?.code ?? error.code,
        message: error.message,
      };
    }
  });
  const succeeded = results.filter((r) => r.ok).length;
  return { results, succeeded, failed: results.length - succeeded };
};

export const registerUserOperationEndpoints = (r: Registry, ctx: ServerContext): void => {
  r.registerEndpoint('usersBulkActivate', (req, _res, auth) => runBulk(ctx, req, auth, 'activate'));
  r.registerEndpoint('usersBulkDeactivate', (req, _res, auth) =>
    runBulk(ctx, req, auth, 'deactivate'),
  );

  r.registerEndpoint('usersBulkDownload', (req, _res, auth) => {
    const ids = bulkTargets(ctx, auth, req.body);
    const content = [];
    const results: BulkResult[] = [];
    for (const id of ids) {
      try {
        content.push(toManagedUserDto(ctx, findUserInScope(ctx, auth, id), auth));
        results.push({ id, email: content[content.length - 1]!.email, ok: true });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        results.push({ id, email: null, ok: false, code: error.code, message: error.message });
      }
    }
    if (content.length === 0 && results.length === 0)
      throw validationError([{ field: 'ids', code: 'INVALID', message: 'Nothing selected.' }]);
    return { content, results };
  });
};
