import { z } from 'zod';
import { hashPassword, isStrongPassword, verifyPassword } from '../auth/password';
import type { ServerContext } from '../context';
import { applyChange, assertVersion, updateWithVersion } from '../http/concurrency';
import { ApiError } from '../http/errors';
import type { Registry } from '../http/registry';
import { parseInput } from '../http/validate';
import { guardedChange } from '../guard/guard';
import type { UserRecord } from '../types';
import { weakPasswordError } from './account';

/** `GET v1/profile`: the caller's own name and e-mail, with the version a later PUT must name. */
export const toProfile = (user: UserRecord) => ({
  name: `${user.firstName} ${user.lastName}`.trim(),
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  version: user.version,
  updatedBy: user.updatedBy,
  updatedAt: user.updatedAt,
});

const nameSchema = z.string().trim().min(1).max(100);

export const registerProfileEndpoints = (r: Registry, ctx: ServerContext): void => {
  r.registerEndpoint('profileGet', (_req, _res, auth) => toProfile(auth.user));

  r.registerEndpoint('profileUpdateName', (req, _res, auth) => {
    const body = parseInput(
      z.object({ firstName: nameSchema, lastName: nameSchema, version: z.number().int() }),
      req.body,
    );
    const user = updateWithVersion(ctx, 'users', auth.user, body.version, auth.user.email, (u) => {
      u.firstName = body.firstName;
      u.lastName = body.lastName;
    });
    return toProfile(user);
  });

  r.registerEndpoint('profileUpdateEmail', (req, _res, auth) =>
    guardedChange(ctx, req, auth, {
      action: 'PROFILE_UPDATE_EMAIL',
      entityType: 'user',
      entityId: auth.user.id,
      before: { email: auth.user.email },
      entitySchema: z.object({
        email: z.string().trim().toLowerCase().max(320).pipe(z.email('Wrong e-mail format!')),
        version: z.number().int().optional(),
      }),
      apply: (entity) => {
        const current = ctx.store.table('users').get(auth.user.id) ?? auth.user;
        if (entity.version !== undefined) assertVersion(current, entity.version);
        const taken = ctx.store
          .table('users')
          .where('email', entity.email)
          .some((u) => u.id !== auth.user.id);
        if (taken)
          throw new ApiError(400, 'DUPLICATE_ENTITY', 'This e-mail address is already in use.', [
            {
              field: 'email',
              code: 'DUPLICATE_ENTITY',
              message: 'This e-mail address is already in use.',
            },
          ]);
        const user = applyChange(ctx, 'users', current, auth.user.email, (u) => {
          u.email = entity.email;
          u.userName = entity.email;
        });
        return { response: toProfile(user), after: { email: user.email } };
      },
    }),
  );

  r.registerEndpoint('profileChangePassword', (req, _res, auth) =>
    guardedChange(ctx, req, auth, {
      action: 'PROFILE_CHANGE_PASSWORD',
      entityType: 'user',
      entityId: auth.user.id,
      before: { passwordChanged: false },
      entitySchema: z.object({
        currentPassword: z.string().min(1).max(1024),
        newPassword: z.string().min(1).max(1024),
      }),
      prepare: async (entity) => {
        if (!(await verifyPassword(entity.currentPassword, auth.user.passwordHash)))
          throw new ApiError(400, 'WRONG_PASSWORD_ERROR', 'The current password is wrong.', [
            {
              field: 'currentPassword',
              code: 'WRONG_PASSWORD_ERROR',
              message: 'The current password is wrong.',
            },
          ]);
        if (!isStrongPassword(entity.newPassword)) throw weakPasswordError('newPassword');
        return hashPassword(entity.newPassword);
      },
      apply: (_entity, passwordHash) => {
        const current = ctx.store.table('users').get(auth.user.id) ?? auth.user;
        const user = applyChange(ctx, 'users', current, auth.user.email, (changed) => {
          changed.passwordHash = passwordHash;
          changed.passwordChangeRequired = false;
        });
        return { response: toProfile(user), after: { passwordChanged: true } };
      },
    }),
  );
};
