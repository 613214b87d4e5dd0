import { useState } from 'react';
import BlockIcon from '@mui/icons-material/Block';
import PauseCircleOutlineIcon from '@mui/icons-material/PauseCircleOutline';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutline';
import { Stack } from '@mui/material';
import {
  Button,
  EditButton,
  useCanAccess,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { ConfirmDialog } from '../../../components';
import type { AppDataProvider } from '../../../dataProvider';
import { notifyGuardFailure, useGuardedAction, type GuardFields } from '../../../guard';
import type { ApiToken } from '../schema';

type Operation = 'activate' | 'deactivate' | 'revoke';

/**
 * Row actions of a token: rename, activate / deactivate, revoke. All three state changes are guarded (spec
 * section 7); revoking is final, so a confirmation comes first. The guarded calls go straight to the typed
 * dataProvider methods rather than through a react-query mutation, whose cache would keep the guard fields.
 */
export const TokenStateActions = () => {
  const record = useRecordContext<ApiToken>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { runGuarded, guardDialog } = useGuardedAction();
  const { canAccess: canEdit } = useCanAccess({ resource: 'api-tokens', action: 'edit' });
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [confirmRevoke, setConfirmRevoke] = useState(false);

  if (!record || !canEdit || record.status === 'REVOKED') return null;

  const call: Record<Operation, (guard: GuardFields) => Promise<ApiToken>> = {
    activate: (guard) => dataProvider.activateApiToken(record.id, record.version, guard),
    deactivate: (guard) => dataProvider.deactivateApiToken(record.id, record.version, guard),
    revoke: (guard) => dataProvider.revokeApiToken(record.id, record.version, guard),
  };

  const run = async (operation: Operation) => {
    try {
      await runGuarded({
        title: translate(`resources.api-tokens.${operation}.guardTitle`, { label: record.label }),
        action: call[operation],
      });
      notify(`resources.api-tokens.${operation}.done`, { type: 'success' });
    } catch (error) {
      notifyGuardFailure(notify, error);
    } finally {
      // Also after a failure: a 412 or 409 means the list shows an outdated state.
      refresh();
    }
  };

  const toggle: Operation = record.status === 'ACTIVE' ? 'deactivate' : 'activate';
  // Clicks must not reach the row (which would open the record).
  const stop = (event: React.MouseEvent) => event.stopPropagation();

  return (
    <Stack direction="row" spacing={0.5} justifyContent="flex-end" onClick={stop}>
      <EditButton label="resources.api-tokens.rename.button" />
      {record.status !== 'EXPIRED' && (
        <Button label={`resources.api-tokens.${toggle}.button`} onClick={() => run(toggle)}>
          {toggle === 'activate' ? <PlayCircleOutlineIcon /> : <PauseCircleOutlineIcon />}
        </Button>
      )}
      <Button
        label="resources.api-tokens.revoke.button"
        color="error"
        onClick={() => setConfirmRevoke(true)}
      >
        <BlockIcon />
      </Button>
      <ConfirmDialog
        open={confirmRevoke}
        title={translate('resources.api-tokens.revoke.confirmTitle', { label: record.label })}
        content="resources.api-tokens.revoke.confirmContent"
        confirmLabel="resources.api-tokens.revoke.confirm"
        confirmColor="error"
        onCancel={() => setConfirmRevoke(false)}
        onConfirm={() => {
          setConfirmRevoke(false);
          void run('revoke');
        }}
      />
      {guardDialog}
    </Stack>
  );
};
