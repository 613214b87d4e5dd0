import { useState } from 'react';
import BlurOnIcon from '@mui/icons-material/BlurOn';
import { Button, useCanAccess, useDataProvider } from 'react-admin';
import { ConfirmDialog } from '../../../components';
import type { AppDataProvider } from '../../../dataProvider';
import { useVerificationMutation } from './useSimpleAction';
import { useVerificationDetail } from '../useVerificationDetail';

/** 'Request masking' (confirmed): asks the platform to mask personal data on every image. */
export const RequestMaskingButton = () => {
  const record = useVerificationDetail();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { canAccess } = useCanAccess({ resource: 'verifications', action: 'requestMasking' });
  const [open, setOpen] = useState(false);
  const mutation = useVerificationMutation(
    (id: string) => dataProvider.requestVerificationMasking(id),
    'resources.verifications.actions.maskingRequested',
  );
  if (!record || !canAccess || record.wipedOutAt) return null;
  return (
    <>
      <Button
        label="resources.verifications.actions.requestMasking"
        onClick={() => setOpen(true)}
        disabled={mutation.isPending}
      >
        <BlurOnIcon />
      </Button>
      <ConfirmDialog
        open={open}
        title="resources.verifications.actions.requestMaskingTitle"
        content="resources.verifications.actions.requestMaskingContent"
        onCancel={() => setOpen(false)}
        onConfirm={() => {
          setOpen(false);
          mutation.mutate(record.id);
        }}
      />
    </>
  );
};
