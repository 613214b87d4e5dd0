/**
 * Protected changes (spec section 6: password, passCode, reason, classification). Callers use
 * `useGuardedAction().runGuarded({title, action})` and render `guardDialog`; the guard values reach the
 * dataProvider only as the `action`'s argument (pass them in `meta.guard` or to a typed guarded method).
 */
export { useGuardedAction } from './useGuardedAction';
export type { GuardedAction, RunGuardedOptions } from './useGuardedAction';
export { GuardDialog } from './GuardDialog';
export { useGuardedUpdate } from './useGuardedUpdate';
export type { GuardedUpdate, GuardedUpdateOptions } from './useGuardedUpdate';
export { failureMessageOf, formErrorsOf, notifyGuardFailure } from './formErrors';
export type { GuardDialogProps } from './GuardDialog';
export {
  GuardCancelledError,
  isGuardCancelledError,
  isGuardFieldError,
  guardFieldErrorsOf,
  entityFieldErrorsOf,
  GUARD_FIELD_NAMES,
} from './errors';
export type { GuardFieldError, GuardFieldName } from './errors';
export {
  useGuardClassifications,
  GUARD_CLASSIFICATIONS_QUERY_KEY,
} from './useGuardClassifications';
export type { GuardFields } from '../contract/schemas/common';
