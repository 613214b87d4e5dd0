import { randomBytes } from 'node:crypto';
import type { Request } from 'express';
import { z } from 'zod';
import type { EndpointKey } from '../../src/contract/endpoints';
import type { AuthContext } from '../auth/session';
import { isLocked } from '../auth/session';
import { base32Encode } from '../auth/totp';
import type { ServerContext } from '../context';
import { isoNow } from '../context';
import { applyChange } from '../http/concurrency';
import { ApiError, validationError } from '../http/errors';
import type { Registry } from '../http/registry';
import { parseInput } from '../http/validate';
import type { UserRecord } from '../types';
import { allMatching, assertManageable } from './users';
import { revokeSessionsOf } from './userSessions';
import {
  assertNotOwn,
  auditUser,
  displayTenantOf,
  findUserInScope,
  toManagedUserDto,
} from './userScope';
import { recordInvitation } from './verificationKeys';

/**
 * The user operations of spec section 4 (activate, deactivate, resend invitation, unlock, reset two-factor,
 * expire sessions), single and bulk. Each one: the permission of its own endpoint (checked by the registry),
 * never on the caller's own account (any spelling), only inside the caller's scope, only on users whose roles the
 * caller could grant, and audited — failures included.
 */
const notAllowed = (message: string) =>
  new ApiError(400, 'ACTION_NOT_ALLOWED', message, [
    { field: 'status', code: 'ACTION_NOT_ALLOWED', message },
  ]);

interface Operation {
  action: string;
  /** Throws when the operation does not apply to the user's current state. */
  check?: (user: UserRecord, now: number) => void;
  apply: (ctx: ServerContext, user: UserRecord, auth: AuthContext) => void;
}

export const OPERATIONS = {
  activate: {
    action: 'USER_ACTIVATE',
    check: (user) => {
      if (user.status === 'ACTIVE') throw notAllowed('The user is already active.');
      if (user.status === 'LOCKED') throw notAllowed('A locked user is unlocked, not activated.');
    },
    apply: (_ctx, user) => {
      user.status = 'ACTIVE';
    },
  },
  deactivate: {
    action: 'USER_DEACTIVATE',
    check: (user) => {
      if (user.status === 'DEACTIVATED') throw notAllowed('The user is already deactivated.');
    },
    apply: (ctx, user) => {
      user.status = 'DEACTIVATED';
      revokeSessionsOf(ctx, user.id);
    },
  },
  resend: {
    action: 'USER_RESEND_INVITATION',
    check: (user) => {
      if (user.passwordHash !== null)
        throw notAllowed('The user has already activated the account.');
    },
    apply: (ctx, user, auth) => {
      recordInvitation(ctx, auth, user, displayTenantOf(user, auth));
    },
  },
  unlock: {
    action: 'USER_UNLOCK',
    check: (user, now) => {
      if (!isLocked(user, now)) throw notAllowed('The user is not locked.');
    },
    apply: (ctx, user) => {
      if (user.status === 'LOCKED') user.status = 'ACTIVE';
      user.intruderLockOutUntil = null;
      user.failedLoginAttempts = 0;
      user.unlockedAt = isoNow(ctx);
    },
  },
  resetTwoFactor: {
    action: 'USER_RESET_2FA',
    apply: (ctx, user) => {
      // A new secret: the old authenticator entry stops working and setup runs again at the next sign-in.
      user.twoFactorSecret = base32Encode(randomBytes(20));
      user.twoFactorEnabled = false;
      user.twoFactorSetupRequired = true;
      revokeSessionsOf(ctx, user.id);
    },
  },
  expireSessions: {
    action: 'USER_EXPIRE_SESSIONS',
    apply: (ctx, user) => {
      revokeSessionsOf(ctx, user.id);
    },
  },
} as const satisfies Record<string, Operation>;
export type OperationName = keyof typeof OPERATIONS;

/** Runs one operation on the addressed user (id or e-mail); audited whatever the outcome. */
export const runOperation = (
  ctx: ServerContext,
  req: Request,
  auth: AuthContext,
  name: OperationName,
  idOrEmail: string,
) => {
  const op: Operation = OPERATIONS[name];
  let user: UserRecord | null = null;
  try {
    assertNotOwn(auth, idOrEmail);
    user = findUserInScope(ctx, auth, idOrEmail);
    assertNotOwn(auth, user);
    assertManageable(auth, user);
    op.check?.(user, ctx.now());
  } catch (error) {
    // Refusals are audited too; unknown ids are not (nothing to attach them to, and 404 must reveal nothing).
    if (error instanceof ApiError && error.status !== 404)
      auditUser(ctx, req, auth, {
        action: op.action,
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
  applyChange(ctx, target, auth.user.email, (u) => op.apply(ctx, u, auth));
  const after = toManagedUserDto(ctx, target, auth);
  auditUser(ctx, req, auth, {
    action: op.action,
    entityId: target.id,
    result: 'SUCCESS',
    before,
    after,
  });
  return after;
};

const idParams = z.object({ id: z.string().min(1).max(320) });

const SINGLE: [EndpointKey, OperationName][] = [
  ['usersActivate', 'activate'],
  ['usersDeactivate', 'deactivate'],
  ['usersResend', 'resend'],
  ['usersUnlock', 'unlock'],
  ['usersResetTwoFactor', 'resetTwoFactor'],
  ['usersExpireSessions', 'expireSessions'],
];

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
  for (const [key, name] of SINGLE)
    r.registerEndpoint(key, (req, _res, auth) => {
      const { id } = parseInput(idParams, req.params);
      return runOperation(ctx, req, auth as AuthContext, name, id);
    });

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
