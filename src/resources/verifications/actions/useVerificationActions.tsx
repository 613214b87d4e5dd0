import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import { toHttpError } from '../../../dataProvider/errors';
import type { Verification } from '../../../contract/schemas/verifications';
import { notifyGuardFailure, useGuardedAction } from '../../../guard';
import {
  createResultStore,
  isResultValid,
  ResultFields,
  type ResultDecision,
} from './ResultFields';

/** The values are checked before anything is sent; the dialog says "check the marked fields". */
const invalidEntity = () =>
  toHttpError(400, {
    error: 'Bad Request',
    code: 'VALIDATION_ERROR_CODE',
    status: 400,
    details: [],
    timestamp: new Date().toISOString(),
    url: '',
    message: '',
  });

/** Statuses whose result may be set or changed (the platform answers 409 otherwise). */
export const RESULT_EDITABLE_STATUSES = ['REVIEW_PENDING', 'APPROVED', 'REJECTED'] as const;
export const canChangeResult = (record: Verification): boolean =>
  !record.wipedOutAt && (RESULT_EDITABLE_STATUSES as readonly string[]).includes(record.status);

/**
 * The guarded result change shared by the show page and the review queue: opens the guard dialog with the
 * decision and its note, sends them with the record's version and refreshes every verification query.
 * Resolves with the updated record, or null when cancelled or refused (the refusal is notified).
 */
export const useUpdateResult = () => {
  const { runGuarded, guardDialog } = useGuardedAction();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();

  const updateResult = async (
    record: Verification,
    decision?: ResultDecision,
  ): Promise<Verification | null> => {
    const store = createResultStore({
      decision: decision ?? record.result?.decision ?? '',
      note: decision ? '' : (record.result?.reason ?? ''),
    });
    try {
      const updated = await runGuarded({
        title: translate('resources.verifications.actions.updateResultTitle', {
          publicId: record.publicId,
        }),
        description: <ResultFields store={store} />,
        action: (guard) => {
          const values = store.get();
          if (!isResultValid(values) || values.decision === '') {
            store.revealErrors();
            return Promise.reject(invalidEntity());
          }
          return dataProvider.updateVerificationResult(
            record.id,
            { decision: values.decision, reason: values.note.trim(), version: record.version },
            guard,
          );
        },
      });
      await queryClient.invalidateQueries({ queryKey: ['verifications'] });
      notify('resources.verifications.actions.resultUpdated', { type: 'success' });
      return updated;
    } catch (error) {
      notifyGuardFailure(notify, error);
      return null;
    }
  };

  return { updateResult, guardDialog };
};
