import VerifiedIcon from '@mui/icons-material/VerifiedUser';
import { Alert, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, useCanAccess, useDataProvider, useTranslate } from 'react-admin';
import { EMPTY_VALUE_PLACEHOLDER } from '../../contract/constants';
import type { AuditChainReport } from '../../contract/schemas/auditLog';
import type { AppDataProvider } from '../../dataProvider';

const ChainResult = ({ report }: { report: AuditChainReport }) => {
  const translate = useTranslate();
  if (report.ok)
    return (
      <Alert severity="success">
        {translate('resources.auditlog.verifyChainOk', { checked: report.checked })}
      </Alert>
    );
  return (
    <Alert severity="error">
      {translate('resources.auditlog.verifyChainBroken', {
        id: report.firstBrokenId ?? EMPTY_VALUE_PLACEHOLDER,
        at: report.firstBrokenAt ?? EMPTY_VALUE_PLACEHOLDER,
        checked: report.checked,
        reason: report.reason ? translate(`resources.auditlog.chainBreaks.${report.reason}`) : '',
      })}
    </Alert>
  );
};

/**
 * 'Verify chain': asks the platform to walk the audit log's hash chain (GET auditlog/verify) and shows whether
 * it holds or the first entry where it breaks. Platform administrators only (the platform refuses others too).
 */
export const VerifyAuditChainButton = () => {
  const { canAccess } = useCanAccess({ resource: 'auditlog', action: 'verify' });
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const verify = useMutation({ mutationFn: () => dataProvider.verifyAuditChain() });
  if (!canAccess) return null;
  return (
    <>
      <Button
        label={translate('resources.auditlog.verifyChain')}
        onClick={() => {
          setOpen(true);
          verify.mutate();
        }}
        disabled={verify.isPending}
      >
        <VerifiedIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="audit-chain-title">
        <DialogTitle id="audit-chain-title">
          {translate('resources.auditlog.verifyChainTitle')}
        </DialogTitle>
        <DialogContent>
          {verify.isPending && (
            <Alert severity="info">{translate('resources.auditlog.verifyChainRunning')}</Alert>
          )}
          {verify.isError && (
            <Alert severity="error">{translate('resources.auditlog.verifyChainFailed')}</Alert>
          )}
          {verify.data && !verify.isPending && <ChainResult report={verify.data} />}
        </DialogContent>
        <DialogActions>
          <Button
            label={translate('resources.auditlog.verifyChainClose')}
            onClick={() => setOpen(false)}
          />
        </DialogActions>
      </Dialog>
    </>
  );
};
