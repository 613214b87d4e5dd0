import { useState } from 'react';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import { useQueryClient } from '@tanstack/react-query';
import { Button, useCanAccess, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { ConfirmDialog } from '../../../components';
import type { AppDataProvider } from '../../../dataProvider';
import { notifyGuardFailure, useGuardedAction } from '../../../guard';
import { useVerificationDetail } from '../useVerificationDetail';

/**
 * 'Wipe out': first a confirmation that says it cannot be undone, then the guard dialog. Hidden without the
 * permission and once the verification is wiped out.
 */
export const WipeOutButton = () => {
  const record = useVerificationDetail();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { canAccess } = useCanAccess({ resource: 'verifications', action: 'wipeOut' });
  const { runGuarded, guardDialog } = useGuardedAction();
  const [confirming, setConfirming] = useState(false);
  if (!record || !canAccess || record.wipedOutAt) return null;

  const wipeOut = async () => {
    setConfirming(false);
    try {
      await runGuarded({
        title: translate('resources.verifications.actions.wipeOutTitle', {
          publicId: record.publicId,
        }),
        action: (guard) => dataProvider.wipeOutVerification(record.id, guard),
      });
      await queryClient.invalidateQueries({ queryKey: ['verifications'] });
      notify('resources.verifications.actions.wipedOut', { type: 'success' });
    } catch (error) {
      notifyGuardFailure(notify, error);
    }
  };

  return (
    <>
      <Button
        label="resources.verifications.actions.wipeOut"
        color="error"
        onClick={() => setConfirming(true)}
      >
        <DeleteForeverIcon />
      </Button>
      <ConfirmDialog
        open={confirming}
        title="resources.verifications.actions.wipeOutConfirmTitle"
        content="resources.verifications.actions.wipeOutConfirmContent"
        contentArgs={{ publicId: record.publicId }}
        confirmLabel="resources.verifications.actions.wipeOutContinue"
        confirmColor="error"
        onCancel={() => setConfirming(false)}
        onConfirm={() => void wipeOut()}
      />
      {guardDialog}
    </>
  );
};
