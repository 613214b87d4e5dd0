import { z } from 'zod';
import { hashPassword, isStrongPassword, PASSWORD_RULE_MESSAGE } from '../auth/password';
import { toCurrentUser } from '../auth/sanitize';
import { verifyTotp } from '../auth/totp';
import type { ServerContext } from '../context';
import { applyChange } from '../http/concurrency';
import { ApiError, validationError } from '../http/errors';
import type { Registry } from '../http/registry';
import { parseInput } from '../http/validate';

export const weakPasswordError = (field: string): ApiError =>
  validationError(
    [{ field, code: 'WEAK_PASSWORD', message: PASSWORD_RULE_MESSAGE }],
    PASSWORD_RULE_MESSAGE,
  );

/** The signed-in user's own account: current user, first-time 2FA setup, forced password change. */
export const registerAccountEndpoints = (r: Registry, ctx: ServerContext): void => {
  r.registerEndpoint('currentUser', (_req, _res, auth) => toCurrentUser(auth.user, auth.tenant));

  r.registerEndpoint('twoFactorSetupConfirm', (req, _res, auth) => {
    const { code } = parseInput(z.object({ code: z.string().trim().min(1).max(20) }), req.body);
    if (!auth.user.twoFactorSetupRequired)
      throw new ApiError(400, 'ACTION_NOT_ALLOWED', 'Two-factor authentication is already set up.');
    if (!verifyTotp(auth.user.twoFactorSecret, code, ctx.now()))
      throw new ApiError(400, 'WRONG_SECURITYPASS_ERROR', 'The security code is wrong.', [
        { field: 'code', code: 'WRONG_SECURITYPASS_ERROR', message: 'The security code is wrong.' },
      ]);
    const user = applyChange(ctx, 'users', auth.user, auth.user.email, (u) => {
      u.twoFactorSetupRequired = false;
      u.twoFactorEnabled = true;
    });
    return toCurrentUser(user, auth.tenant);
  });

  r.registerEndpoint('initialPasswordChange', async (req, _res, auth) => {
    const { newPassword } = parseInput(
      z.object({ newPassword: z.string().min(1).max(1024) }),
      req.body,
    );
    if (!auth.user.passwordChangeRequired)
      throw new ApiError(400, 'ACTION_NOT_ALLOWED', 'No password change is pending.');
    if (!isStrongPassword(newPassword)) throw weakPasswordError('newPassword');
    const passwordHash = await hashPassword(newPassword);
    // The account as stored now (the hashing let time pass).
    const current = ctx.store.table('users').get(auth.user.id) ?? auth.user;
    const user = applyChange(ctx, 'users', current, auth.user.email, (u) => {
      u.passwordHash = passwordHash;
      u.passwordChangeRequired = false;
    });
    return toCurrentUser(user, auth.tenant);
  });
};
