import GavelIcon from '@mui/icons-material/Gavel';
import { Button, useCanAccess } from 'react-admin';
import { canChangeResult, useUpdateResult } from './useVerificationActions';
import { useVerificationDetail } from '../useVerificationDetail';

/** 'Update result' (guarded PUT result); only for a decidable, not wiped-out verification. */
export const UpdateResultButton = () => {
  const record = useVerificationDetail();
  const { canAccess } = useCanAccess({ resource: 'verifications', action: 'updateResult' });
  const { updateResult, guardDialog } = useUpdateResult();
  if (!record || !canAccess || !canChangeResult(record)) return null;
  return (
    <>
      <Button
        label="resources.verifications.actions.updateResult"
        onClick={() => void updateResult(record)}
      >
        <GavelIcon />
      </Button>
      {guardDialog}
    </>
  );
};
