import { randomBytes, randomUUID } from 'node:crypto';
import type { Express, Request } from 'express';
import { z } from 'zod';
import { normalizeIdentifier } from '../../src/contract/rules/ownAccount';
import { hashPassword, isStrongPassword } from '../auth/password';
import type { AuthContext } from '../auth/session';
import { hashToken } from '../auth/tokens';
import { revokeSessionsOf } from './userSessions';
import type { ServerContext } from '../context';
import { isoNow } from '../context';
import { appendAudit } from '../guard/audit';
import type { AuditAction } from '../../src/contract/auditActions';
import { ApiError } from '../http/errors';
import type { Registry } from '../http/registry';
import { parseInput } from '../http/validate';
import type {
  TenantRecord,
  UserRecord,
  VerificationKeyPurpose,
  VerificationKeyRecord,
} from '../types';
import { weakPasswordError } from './account';
import { CONTROL_PREFIX } from './control';
import { mailLocaleOf } from '../mail/locale';
import { commonMailValues, mailDateTime, sendMail } from '../mail/outbox';

/** How long a freshly issued key works. */
export const KEY_TTL_MS: Record<VerificationKeyPurpose, number> = {
  ACTIVATION: 7 * 86_400_000,
  PASSWORD_RESET: 60 * 60_000,
  EMAIL_VERIFICATION: 3 * 86_400_000,
};

/**
 * The plain keys of the last mails the mock "sent", per context, kept in memory only and only in control mode:
 * the e2e suite reads them through the control route instead of a mailbox. Nothing is printed or persisted.
 */
const lastKeys = new WeakMap<ServerContext, Map<string, string>>();
const lastKeyName = (email: string, purpose: VerificationKeyPurpose) =>
  `${purpose}:${normalizeIdentifier(email)}`;

/** Issues a key (stored hashed); earlier unused keys of the same purpose for the user stop working. */
export const issueVerificationKey = (
  ctx: ServerContext,
  user: UserRecord,
  purpose: VerificationKeyPurpose,
): string => {
  const keys = ctx.store.table('verificationKeys');
  const now = ctx.now();
  const key = randomBytes(32).toString('base64url');
  ctx.store.transaction(() => {
    for (const old of keys.where('userId', user.id))
      if (old.purpose === purpose && old.usedAt === null)
        keys.update({ ...old, usedAt: new Date(now).toISOString() });
    keys.insert({
      id: randomUUID(),
      keyHash: hashToken(key),
      purpose,
      userId: user.id,
      createdAt: new Date(now).toISOString(),
      expiresAt: new Date(now + KEY_TTL_MS[purpose]).toISOString(),
      usedAt: null,
    });
  });
  if (ctx.control) {
    const sent = lastKeys.get(ctx) ?? new Map<string, string>();
    sent.set(lastKeyName(user.email, purpose), key);
    lastKeys.set(ctx, sent);
  }
  return key;
};

/**
 * Records (or re-sends) the invitation of a registered user: a new activation key, a counted send, and the
 * invitation mail in the tenant's template, in the language of the request.
 */
export const recordInvitation = (
  ctx: ServerContext,
  auth: AuthContext,
  user: UserRecord,
  tenantId: string,
) => {
  const invitations = ctx.store.table('invitations');
  const now = isoNow(ctx);
  return ctx.store.transaction(() => {
    const sent = invitations.first('userId', user.id);
    const invitation = sent
      ? invitations.update({
          ...sent,
          lastSentAt: now,
          sentCount: sent.sentCount + 1,
          email: user.email,
        })
      : invitations.insert({
          id: randomUUID(),
          tenantId,
          userId: user.id,
          email: user.email,
          invitedBy: auth.user.email,
          createdAt: now,
          lastSentAt: now,
          sentCount: 1,
        });
    const key = issueVerificationKey(ctx, user, 'ACTIVATION');
    sendMail(ctx, {
      tenantId,
      key: 'USER_INVITATION',
      locale: auth.mailLocale,
      recipient: user.email,
      values: {
        ...commonMailValues(ctx, user, tenantId),
        inviterName: `${auth.user.firstName} ${auth.user.lastName}`.trim() || auth.user.email,
        activationLink: accountLink(ctx, ACCOUNT_LINK_PATHS.activate, key),
        expiresAt: mailDateTime(ctx.now() + KEY_TTL_MS.ACTIVATION),
      },
      kind: 'PLATFORM',
      actor: auth.user.email,
    });
    return invitation;
  });
};

/** Where the links of the account mails lead (the portal's public account pages). */
const ACCOUNT_LINK_PATHS = {
  activate: '/account/activate',
  resetPassword: '/account/reset-password',
} as const;

const accountLink = (ctx: ServerContext, path: string, key: string): string =>
  `${ctx.portalOrigin}${path}?key=${encodeURIComponent(key)}`;

const keyError = (code: 'KEY_UNKNOWN' | 'KEY_EXPIRED') =>
  new ApiError(
    404,
    'NOT_FOUND',
    code === 'KEY_EXPIRED' ? 'This link has expired.' : 'This link is unknown or was already used.',
    [{ field: 'key', code, message: code === 'KEY_EXPIRED' ? 'Expired.' : 'Unknown.' }],
  );

const keyParams = z.object({ key: z.string().min(1).max(200) });

/** The usable key record and its user, or 404 (unknown/used/wrong purpose: KEY_UNKNOWN; too old: KEY_EXPIRED). */
const usableKey = (
  ctx: ServerContext,
  key: string,
  purposes: readonly VerificationKeyPurpose[],
): { record: VerificationKeyRecord; user: UserRecord } => {
  const record = ctx.store.table('verificationKeys').first('keyHash', hashToken(key));
  const user = record && ctx.store.table('users').get(record.userId);
  if (!record || !user || record.usedAt !== null || !purposes.includes(record.purpose))
    throw keyError('KEY_UNKNOWN');
  if (Date.parse(record.expiresAt) <= ctx.now()) throw keyError('KEY_EXPIRED');
  return { record, user };
};

/**
 * Keys some request is using right now (by hash), per context. Setting a password awaits its hashing, and a
 * second request with the same key must not get that far: the first to arrive claims the key synchronously,
 * before anything is awaited, and the others are refused at once. The unit that finally uses the key still
 * checks it again, so the claim is what spares the others the hashing and answers them plainly, while single
 * use rests on the store. A claim is kept in memory only: a failure or a crash before the key is used leaves
 * the key usable, never half-used.
 */
const claimedKeys = new WeakMap<ServerContext, Set<string>>();

const keyInUse = () =>
  new ApiError(409, 'ACTION_NOT_ALLOWED', 'This link is being used by another request.', [
    { field: 'key', code: 'KEY_IN_USE', message: 'In use.' },
  ]);

/** Runs `work` holding the claim on `key`; refuses at once (409) when another request holds it. */
const withClaimedKey = async <R>(
  ctx: ServerContext,
  key: string,
  work: () => Promise<R>,
): Promise<R> => {
  const claims = claimedKeys.get(ctx) ?? new Set<string>();
  claimedKeys.set(ctx, claims);
  const claim = hashToken(key);
  if (claims.has(claim)) throw keyInUse();
  claims.add(claim);
  try {
    return await work();
  } finally {
    claims.delete(claim);
  }
};

/** Public flows have no session: the audit names the account itself as the actor. */
const selfActor = (ctx: ServerContext, user: UserRecord): AuthContext => {
  const [first] = user.tenantIds;
  const tenant = first ? ctx.store.table('tenants').get(first) : undefined;
  return {
    user,
    tenant: tenant ?? ({ id: 'none' } as TenantRecord),
  } as unknown as AuthContext;
};

const auditSelf = (ctx: ServerContext, req: Request, user: UserRecord, action: AuditAction) =>
  appendAudit(ctx, req, selfActor(ctx, user), {
    action,
    entityType: 'User',
    entityId: user.id,
    result: 'SUCCESS',
    before: null,
    after: { status: user.status },
    reason: null,
    classification: null,
  });

const passwordBody = z.object({ password: z.string().max(1024) });

export const registerVerificationKeyEndpoints = (r: Registry, ctx: ServerContext): void => {
  r.registerEndpoint('verificationKeyCheck', (req) => {
    const { key } = parseInput(keyParams, req.params);
    const { record, user } = usableKey(ctx, key, [
      'ACTIVATION',
      'PASSWORD_RESET',
      'EMAIL_VERIFICATION',
    ]);
    // Only what the page needs to greet the person; the e-mail is theirs (the key came by that mail).
    return {
      purpose: record.purpose,
      email: user.email,
      firstName: user.firstName,
      expiresAt: record.expiresAt,
    };
  });

  r.registerEndpoint('verificationKeyRegister', async (req) => {
    const { key } = parseInput(keyParams, req.params);
    const { password } = parseInput(passwordBody, req.body);
    usableKey(ctx, key, ['ACTIVATION']);
    // A refused password leaves the key as it was: checked before the key is claimed.
    if (!isStrongPassword(password)) throw weakPasswordError('password');
    return withClaimedKey(ctx, key, async () => {
      const passwordHash = await hashPassword(password);
      // Checked again in the unit that uses it: another process on the same store may have used it meanwhile.
      return ctx.store.transaction(() => {
        const { record, user } = usableKey(ctx, key, ['ACTIVATION']);
        const now = isoNow(ctx);
        const activated = ctx.store.table('users').update({
          ...user,
          passwordHash,
          emailVerifiedAt: now,
          version: user.version + 1,
          updatedBy: user.email,
          updatedAt: now,
        });
        ctx.store.table('verificationKeys').update({ ...record, usedAt: now });
        auditSelf(ctx, req, activated, 'USER_ACTIVATION_REGISTER');
        const tenantId = activated.tenantIds[0];
        if (tenantId)
          sendMail(ctx, {
            tenantId,
            key: 'ACCOUNT_ACTIVATED',
            locale: mailLocaleOf(req),
            recipient: activated.email,
            values: {
              ...commonMailValues(ctx, activated, tenantId),
              signInLink: `${ctx.portalOrigin}/`,
            },
            kind: 'PLATFORM',
            actor: activated.email,
          });
        return { email: activated.email };
      });
    });
  });

  r.registerEndpoint('verificationKeyConfirm', (req) => {
    const { key } = parseInput(keyParams, req.params);
    return ctx.store.transaction(() => {
      const { record, user } = usableKey(ctx, key, ['EMAIL_VERIFICATION']);
      const now = isoNow(ctx);
      const verified = ctx.store.table('users').update({ ...user, emailVerifiedAt: now });
      ctx.store.table('verificationKeys').update({ ...record, usedAt: now });
      auditSelf(ctx, req, verified, 'USER_EMAIL_VERIFIED');
      return { email: verified.email };
    });
  });

  r.registerEndpoint('forgotPassword', (req) => {
    const { email } = parseInput(z.object({ email: z.string().trim().min(1).max(320) }), req.body);
    const wanted = normalizeIdentifier(email);
    const user = ctx.store
      .table('users')
      .where('email', wanted)
      .find((u) => normalizeIdentifier(u.email) === wanted && u.status !== 'DEACTIVATED');
    // The same empty answer whether or not the address is known, so addresses cannot be probed.
    if (user) {
      const key = issueVerificationKey(ctx, user, 'PASSWORD_RESET');
      const tenantId = user.tenantIds[0];
      if (tenantId)
        sendMail(ctx, {
          tenantId,
          key: 'PASSWORD_RESET',
          locale: mailLocaleOf(req),
          recipient: user.email,
          values: {
            ...commonMailValues(ctx, user, tenantId),
            resetLink: accountLink(ctx, ACCOUNT_LINK_PATHS.resetPassword, key),
            expiresAt: mailDateTime(ctx.now() + KEY_TTL_MS.PASSWORD_RESET),
          },
          kind: 'PLATFORM',
          actor: user.email,
        });
      auditSelf(ctx, req, user, 'USER_PASSWORD_RESET_REQUESTED');
    }
    return undefined;
  });

  r.registerEndpoint('resetPassword', async (req) => {
    const { key, password } = parseInput(
      z.object({ key: z.string().min(1).max(200), password: z.string().max(1024) }),
      req.body,
    );
    usableKey(ctx, key, ['PASSWORD_RESET']);
    if (!isStrongPassword(password)) throw weakPasswordError('password');
    await withClaimedKey(ctx, key, async () => {
      const passwordHash = await hashPassword(password);
      ctx.store.transaction(() => {
        const { record, user } = usableKey(ctx, key, ['PASSWORD_RESET']);
        const now = isoNow(ctx);
        const changed = ctx.store.table('users').update({
          ...user,
          passwordHash,
          failedLoginAttempts: 0,
          version: user.version + 1,
          updatedBy: user.email,
          updatedAt: now,
        });
        ctx.store.table('verificationKeys').update({ ...record, usedAt: now });
        // A new password ends every session that was opened with the old one.
        revokeSessionsOf(ctx, changed.id);
        auditSelf(ctx, req, changed, 'USER_PASSWORD_RESET');
      });
    });
    return undefined;
  });
};

/** Control mode only: the last key the mock "mailed" to an address (e2e reads it instead of a mailbox). */
export const mountVerificationKeyControlRoutes = (app: Express, ctx: ServerContext): void => {
  if (!ctx.control) return;
  app.get(`${CONTROL_PREFIX}/last-invitation`, (req, res, next) => {
    try {
      const { email, purpose } = parseInput(
        z.object({
          email: z.string().min(1).max(320),
          purpose: z
            .enum(['ACTIVATION', 'PASSWORD_RESET', 'EMAIL_VERIFICATION'])
            .default('ACTIVATION'),
        }),
        req.query,
      );
      const key = lastKeys.get(ctx)?.get(lastKeyName(email, purpose));
      if (!key) throw new ApiError(404, 'NOT_FOUND', 'No key was sent to this address.');
      res.json({ email, purpose, key });
    } catch (error) {
      next(error);
    }
  });
};
