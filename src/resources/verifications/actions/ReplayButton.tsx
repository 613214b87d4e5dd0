import { useState } from 'react';
import ReplayIcon from '@mui/icons-material/Replay';
import { Button, useCanAccess, useDataProvider } from 'react-admin';
import { ConfirmDialog } from '../../../components';
import type { AppDataProvider } from '../../../dataProvider';
import { useVerificationMutation } from './useSimpleAction';
import { useVerificationDetail } from '../useVerificationDetail';

/** 'Replay' (confirmed): the platform runs the checks again (status Processing until they finish). */
export const ReplayButton = () => {
  const record = useVerificationDetail();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { canAccess } = useCanAccess({ resource: 'verifications', action: 'replay' });
  const [open, setOpen] = useState(false);
  const mutation = useVerificationMutation(
    (id: string) => dataProvider.replayVerification(id),
    'resources.verifications.actions.replayed',
  );
  if (!record || !canAccess || record.wipedOutAt) return null;
  return (
    <>
      <Button
        label="resources.verifications.actions.replay"
        onClick={() => setOpen(true)}
        disabled={mutation.isPending || record.status === 'PROCESSING'}
      >
        <ReplayIcon />
      </Button>
      <ConfirmDialog
        open={open}
        title="resources.verifications.actions.replayTitle"
        content="resources.verifications.actions.replayContent"
        contentArgs={{ publicId: record.publicId }}
        onCancel={() => setOpen(false)}
        onConfirm={() => {
          setOpen(false);
          mutation.mutate(record.id);
        }}
      />
    </>
  );
};
