import { useCallback, useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import type { GuardFields } from '../contract/schemas/common';
import { useSecondFactor } from './useSecondFactor';
import {
  entityFieldErrorsOf,
  GuardCancelledError,
  isGuardFieldError,
  secondFactorRequestOf,
} from './errors';
import { GuardDialog } from './GuardDialog';

export interface RunGuardedOptions<T> {
  /** i18n key (or literal text) of the dialog title. */
  title: string;
  /** What is about to change, shown at the top of the dialog. */
  description?: ReactNode;
  /** Checks the fields the description holds, with the guard fields' checks on every confirm (see GuardDialog). */
  validate?: () => boolean;
  /** i18n key of the reason's label, when the change names its reason more precisely. */
  reasonLabel?: string;
  /** Sends the change; the guard fields must go only into `meta.guard` / the guarded payload. */
  action: (guard: GuardFields) => Promise<T>;
  /**
   * Called for a failure that keeps the dialog open and is neither a guard-field nor an entity-field error
   * (server error, network, 403, a failed second factor), e.g. to refetch. The dialog shows it either way.
   */
  onError?: (error: unknown) => void;
}

export interface GuardedAction {
  /**
   * Opens the guard dialog; nothing is sent until the user confirms and the second factor (if enabled) is done.
   * Resolves with the action's result (the dialog closes). Rejects with GuardCancelledError on Cancel, or with
   * the server error when it names fields of the changed entity (the dialog closes, the caller's form marks
   * them). Guard-field errors and other failures keep the dialog open with every typed value.
   */
  runGuarded: <T>(options: RunGuardedOptions<T>) => Promise<T>;
  /** Render this (it holds the dialog and the second-factor overlay); null when no change is pending. */
  guardDialog: ReactElement | null;
}

interface PendingRequest {
  id: number;
  title: string;
  description?: ReactNode;
  validate?: () => boolean;
  reasonLabel?: string;
  action: (guard: GuardFields) => Promise<unknown>;
  onError?: (error: unknown) => void;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  lastError?: unknown;
}

let nextRequestId = 0;

/**
 * The guarded-change flow: dialog → action → (when the platform asks) second factor → action with the approval,
 * with errors routed to the right place.
 */
export const useGuardedAction = (): GuardedAction => {
  const { confirm: confirmSecondFactor, overlay } = useSecondFactor();
  const [request, setRequest] = useState<PendingRequest | null>(null);
  const current = useRef<PendingRequest | null>(null);

  const finish = useCallback((settle: (pending: PendingRequest) => void) => {
    const pending = current.current;
    if (!pending) return;
    current.current = null;
    setRequest(null);
    settle(pending);
  }, []);

  const runGuarded = useCallback(
    <T,>(options: RunGuardedOptions<T>): Promise<T> =>
      new Promise<T>((resolve, reject) => {
        // A second request replaces a forgotten first one; the first is cancelled, never sent twice.
        finish((previous) => previous.reject(new GuardCancelledError(previous.lastError)));
        nextRequestId += 1;
        const pending: PendingRequest = {
          id: nextRequestId,
          title: options.title,
          description: options.description,
          validate: options.validate,
          reasonLabel: options.reasonLabel,
          action: options.action,
          onError: options.onError,
          resolve: resolve as (value: unknown) => void,
          reject,
        };
        current.current = pending;
        setRequest(pending);
      }),
    [finish],
  );

  // Leaving the page while the dialog is open cancels the change.
  useEffect(
    () => () => finish((pending) => pending.reject(new GuardCancelledError(pending.lastError))),
    [finish],
  );

  const onCancel = useCallback(
    () => finish((pending) => pending.reject(new GuardCancelledError(pending.lastError))),
    [finish],
  );

  const onConfirm = useCallback(
    async (guard: GuardFields) => {
      const pending = current.current;
      if (!pending) return;
      /**
       * With the second-factor window on, the platform answers the first send with a confirmation request for
       * exactly this change; the window confirms it and hands back the approval, and the change goes again with
       * it (the same password and security code: a refused change uses no code).
       */
      const send = async (): Promise<unknown> => {
        try {
          return await pending.action(guard);
        } catch (error) {
          const request = secondFactorRequestOf(error);
          if (request === null) throw error;
          const { approval } = await confirmSecondFactor(request);
          if (!approval) throw error;
          return pending.action({ ...guard, approval });
        }
      };
      try {
        const result = await send();
        finish((done) => done.resolve(result));
      } catch (error) {
        if (isGuardFieldError(error)) throw error;
        if (entityFieldErrorsOf(error).length > 0) {
          finish((done) => done.reject(error));
          return;
        }
        pending.lastError = error;
        pending.onError?.(error);
        throw error;
      }
    },
    [confirmSecondFactor, finish],
  );

  const guardDialog = request ? (
    <>
      <GuardDialog
        key={request.id}
        open
        title={request.title}
        description={request.description}
        validate={request.validate}
        reasonLabel={request.reasonLabel}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />
      {overlay}
    </>
  ) : null;

  return { runGuarded, guardDialog };
};
