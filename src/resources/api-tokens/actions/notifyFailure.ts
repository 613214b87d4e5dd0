import type { useNotify } from 'react-admin';
import { isGuardCancelledError } from '../../../guard';

/**
 * After a guarded change failed outside the dialog (cancel, or an error about the record itself): a cancel is
 * silent, anything else is shown. HttpError messages are i18n keys from the error catalogue.
 */
export const notifyFailure = (notify: ReturnType<typeof useNotify>, error: unknown): void => {
  if (isGuardCancelledError(error)) return;
  notify(error instanceof Error ? error.message : 'app.messages.genericError', { type: 'error' });
};
