import { useState } from 'react';
import MoveDownIcon from '@mui/icons-material/MoveDown';
import { Alert, DialogContentText, MenuItem, TextField as MuiTextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  useCanAccess,
  useDataProvider,
  useNotify,
  useRedirect,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { ConfirmDialog } from '../../../components';
import type { AppDataProvider } from '../../../dataProvider';
import { failureMessageOf, isGuardCancelledError, useGuardedAction } from '../../../guard';
import type { TransferEntityType } from '../schema';

export interface TransferToTenantButtonProps {
  entityType: TransferEntityType;
  /** The record to move: its id, a readable name and the tenant it belongs to now. */
  entity: { id: string; label: string; tenantId: string; tenantName: string };
  /** The list to return to once the record has left the current tenant. */
  resource: 'merchants' | 'customers';
}

/**
 * Moves a merchant or a customer to another tenant the administrator belongs to (POST transfer, guarded). The
 * dialog names the record, its tenant and the target before anything is sent; the guard dialog repeats it.
 */
export const TransferToTenantButton = ({
  entityType,
  entity,
  resource,
}: TransferToTenantButtonProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { canAccess } = useCanAccess({ resource: 'tenants', action: 'transfer' });
  const { runGuarded, guardDialog } = useGuardedAction();
  const [open, setOpen] = useState(false);
  const [targetId, setTargetId] = useState('');
  const { data: tenants, error } = useQuery({
    queryKey: ['tenants', 'choices'],
    queryFn: () => dataProvider.getTenantChoices(),
    enabled: open && canAccess === true,
  });
  if (!canAccess) return null;

  const targets = (tenants ?? []).filter((t) => t.id !== entity.tenantId);
  const target = targets.find((t) => t.id === targetId);
  const kind = translate(`resources.tenants.transfer.kind.${entityType}`);
  const sentence = target
    ? translate('resources.tenants.transfer.confirm', {
        kind,
        name: entity.label,
        source: entity.tenantName,
        target: target.name,
      })
    : '';

  const close = () => {
    setOpen(false);
    setTargetId('');
  };

  const transfer = async () => {
    if (!target) return;
    setOpen(false);
    try {
      const result = await runGuarded({
        title: 'resources.tenants.transfer.guardTitle',
        description: sentence,
        action: (guard) =>
          dataProvider.transferToTenant(
            { entityType, entityId: entity.id, targetTenantId: target.id },
            guard,
          ),
      });
      notify('resources.tenants.transfer.done', {
        type: 'success',
        messageArgs: {
          kind,
          name: entity.label,
          source: result.sourceTenantName,
          target: result.targetTenantName,
        },
      });
      setTargetId('');
      refresh();
      // The record now belongs to another tenant: this session can no longer open it.
      redirect('list', resource);
    } catch (failure) {
      if (isGuardCancelledError(failure)) {
        setTargetId('');
        return;
      }
      notify(failureMessageOf(failure), { type: 'error' });
    }
  };

  return (
    <>
      <Button label="resources.tenants.transfer.button" onClick={() => setOpen(true)}>
        <MoveDownIcon />
      </Button>
      <ConfirmDialog
        open={open}
        title="resources.tenants.transfer.title"
        confirmLabel="resources.tenants.transfer.continue"
        confirmDisabled={!target}
        onCancel={close}
        onConfirm={transfer}
        content={
          <>
            <DialogContentText sx={{ mb: 2 }}>
              {translate('resources.tenants.transfer.intro', {
                kind,
                name: entity.label,
                source: entity.tenantName,
              })}
            </DialogContentText>
            {error ? (
              <Alert severity="error">{translate(failureMessageOf(error))}</Alert>
            ) : targets.length === 0 && tenants ? (
              <Alert severity="info">{translate('resources.tenants.transfer.noTargets')}</Alert>
            ) : (
              <MuiTextField
                select
                fullWidth
                size="small"
                label={translate('resources.tenants.transfer.target')}
                value={targetId}
                onChange={(event) => setTargetId(event.target.value)}
              >
                {targets.map((t) => (
                  <MenuItem key={t.id} value={t.id}>
                    {t.name}
                  </MenuItem>
                ))}
              </MuiTextField>
            )}
            {target && (
              <Alert severity="warning" sx={{ mt: 2 }}>
                {sentence}
              </Alert>
            )}
          </>
        }
      />
      {guardDialog}
    </>
  );
};
