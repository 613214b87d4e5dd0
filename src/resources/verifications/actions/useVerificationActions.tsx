import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import { toHttpError } from '../../../dataProvider/errors';
import type { Verification } from '../../../contract/schemas/verifications';
import { notifyGuardFailure, useGuardedAction } from '../../../guard';
import { createDecisionStore, DecisionField, type ResultDecision } from './ResultFields';

/** The decision is checked before anything is sent; the dialog says "check the marked fields". */
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
 * decision, sends it with the guard's reason as the decision's reason (one explanation, asked once) and the
 * record's version, and refreshes every verification query.
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
    const store = createDecisionStore(decision ?? record.result?.decision ?? '');
    try {
      const updated = await runGuarded({
        title: translate('resources.verifications.actions.updateResultTitle', {
          publicId: record.publicId,
        }),
        description: <DecisionField store={store} />,
        validate: store.validate,
        reasonLabel: 'resources.verifications.actions.decisionReason',
        action: (guard) => {
          const chosen = store.get();
          if (chosen === '') return Promise.reject(invalidEntity());
          return dataProvider.updateVerificationResult(
            record.id,
            { decision: chosen, reason: guard.reason.trim(), version: record.version },
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
