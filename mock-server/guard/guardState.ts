import { GUARD_LOCK_AFTER_FAILURES, GUARD_LOCK_MS } from '../../src/contract/constants';
import type { ServerContext } from '../context';
import { ApiError } from '../http/errors';
import type { GuardStateRecord } from '../types';

/**
 * What the guard remembers per user, in the store (so a restart forgets nothing): wrong passwords or security
 * codes in a row and the lock they set off, and the last security-code time step a change was made with. Every
 * read-and-write runs in one synchronous store transaction, so concurrent requests cannot both count as the
 * same failure or both use the same code.
 */

const states = (ctx: ServerContext) => ctx.store.table('guardStates');

const stateOf = (ctx: ServerContext, userId: string): GuardStateRecord =>
  states(ctx).get(userId) ?? {
    id: userId,
    failedAttempts: 0,
    lockedUntil: null,
    lastTotpStep: null,
  };

const save = (ctx: ServerContext, state: GuardStateRecord): void => {
  if (states(ctx).get(state.id)) states(ctx).update(state);
  else states(ctx).insert(state);
};

/** Milliseconds the user's guard stays locked, or 0 when it is not locked. */
export const guardLockLeftMs = (ctx: ServerContext, userId: string): number => {
  const { lockedUntil } = stateOf(ctx, userId);
  return lockedUntil !== null && lockedUntil > ctx.now() ? lockedUntil - ctx.now() : 0;
};

/** The refusal while the guard is locked: 429, the time left in whole seconds (descriptor and Retry-After). */
export const guardLockedError = (leftMs: number): ApiError => {
  const seconds = Math.max(1, Math.ceil(leftMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  const message = `Too many wrong passwords or security codes. Protected changes are locked; try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  return new ApiError(429, 'GUARD_LOCKED', message, [{ code: 'GUARD_LOCKED', message }], {
    retryAfterSeconds: seconds,
  });
};

/**
 * Counts a wrong password or security code. Returns the time the guard is now locked for when this failure
 * was the one that locked it (the count starts again after the lock), else 0.
 */
export const recordGuardFailure = (ctx: ServerContext, userId: string): number =>
  ctx.store.transaction(() => {
    const state = stateOf(ctx, userId);
    const failedAttempts = state.failedAttempts + 1;
    if (failedAttempts < GUARD_LOCK_AFTER_FAILURES) {
      save(ctx, { ...state, failedAttempts });
      return 0;
    }
    save(ctx, { ...state, failedAttempts: 0, lockedUntil: ctx.now() + GUARD_LOCK_MS });
    return GUARD_LOCK_MS;
  });

/** A right password and security code end the run of failures. */
export const resetGuardFailures = (ctx: ServerContext, userId: string): void => {
  const state = stateOf(ctx, userId);
  if (state.failedAttempts === 0) return;
  ctx.store.transaction(() => save(ctx, { ...stateOf(ctx, userId), failedAttempts: 0 }));
};

/** True when a security code of this time step was already used for a change (or an older one was). */
export const isTotpStepUsed = (ctx: ServerContext, userId: string, step: number): boolean => {
  const { lastTotpStep } = stateOf(ctx, userId);
  return lastTotpStep !== null && step <= lastTotpStep;
};

/**
 * Uses the security code of `step` for a change: false when it (or a later one) was used already. Call it
 * inside the change's own transaction, so a change that fails uses no code and two racing changes cannot both
 * use one.
 */
export const useTotpStep = (ctx: ServerContext, userId: string, step: number): boolean => {
  if (isTotpStepUsed(ctx, userId, step)) return false;
  save(ctx, { ...stateOf(ctx, userId), lastTotpStep: step });
  return true;
};
