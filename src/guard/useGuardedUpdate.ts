import type { ReactElement, ReactNode } from 'react';
import { useDataProvider, useNotify, useRedirect, useRefresh, type RaRecord } from 'react-admin';
import { isGuardCancelledError } from './errors';
import { failureMessageOf, formErrorsOf } from './formErrors';
import { useGuardedAction } from './useGuardedAction';
import { useNotifyRecordSaved } from '../i18n/recordNotifications';

export interface GuardedUpdateOptions {
  resource: string;
  /** i18n key of the guard dialog's title. */
  title: string;
  /** Server error codes on entity fields → i18n keys (others keep the platform's message). */
  fieldErrorKeys?: Readonly<Record<string, string>>;
}

export interface GuardedUpdate {
  /**
   * A react-admin form `onSubmit`: asks for the guard fields, sends `update` with them in `meta.guard`, then
   * shows the record. Returns the field errors for the form (so the user's input stays) or nothing.
   */
  save: (
    record: RaRecord,
    change: Record<string, unknown>,
    description: ReactNode,
  ) => Promise<Record<string, string> | undefined>;
  guardDialog: ReactElement | null;
}

/** The one guarded, pessimistic edit-and-show save that resource edit forms share. */
export const useGuardedUpdate = ({
  resource,
  title,
  fieldErrorKeys = {},
}: GuardedUpdateOptions): GuardedUpdate => {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const notifySaved = useNotifyRecordSaved();
  const redirect = useRedirect();
  const refresh = useRefresh();
  const { runGuarded, guardDialog } = useGuardedAction();

  const save: GuardedUpdate['save'] = async (record, change, description) => {
    try {
      await runGuarded({
        title,
        description,
        action: (guard) =>
          dataProvider.update(resource, {
            id: record.id,
            data: change,
            previousData: record,
            meta: { guard },
          }),
      });
      notifySaved(resource, 'updated');
      refresh();
      redirect('show', resource, record.id);
      return undefined;
    } catch (error) {
      if (isGuardCancelledError(error)) return undefined;
      const fields = formErrorsOf(error, fieldErrorKeys);
      if (fields) return fields;
      notify(failureMessageOf(error), { type: 'error' });
      return undefined;
    }
  };

  return { save, guardDialog };
};
