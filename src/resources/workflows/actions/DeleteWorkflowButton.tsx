import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Alert } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Button,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { ConfirmDialog } from '../../../components';
import { describeError } from '../../../dataProvider/errors';
import { failureMessageOf } from '../../../guard';
import type { Workflow } from '../schema';
import { useNotifyRecordSaved } from '../../../i18n/recordNotifications';

/**
 * Delete, confirmed first. The platform refuses (409) while executions reference the workflow: the dialog then
 * stays open and says how many executions do, and the confirm button is disabled.
 */
export const DeleteWorkflowButton = () => {
  const record = useRecordContext<Workflow>();
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const notifySaved = useNotifyRecordSaved();
  const redirect = useRedirect();
  const [open, setOpen] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: async (workflow: Workflow) => {
      try {
        // The dialog explains a refusal itself (with the count), so the error path must not add a toast.
        await dataProvider.delete('workflows', {
          id: workflow.id,
          previousData: workflow,
          meta: { handledErrorCodes: ['ACTION_NOT_ALLOWED'] },
        });
      } catch (error) {
        if (describeError(error).descriptor?.status !== 409) throw error;
        // The record's count may be stale: read it again for the message.
        const fresh = await dataProvider.getOne<Workflow>('workflows', { id: workflow.id });
        setRefusal(
          translate('resources.workflows.delete.inUse', {
            smart_count: fresh.data.executionCount,
          }),
        );
        return false;
      }
      return true;
    },
    onSuccess: (deleted) => {
      if (!deleted) return;
      setOpen(false);
      notifySaved('workflows', 'deleted');
      redirect('list', 'workflows');
    },
    onError: (error) => notify(failureMessageOf(error), { type: 'error' }),
  });
  if (!record) return null;
  const close = () => {
    setOpen(false);
    setRefusal(null);
  };
  return (
    <>
      <Button label="ra.action.delete" color="error" onClick={() => setOpen(true)}>
        <DeleteIcon />
      </Button>
      <ConfirmDialog
        open={open}
        title={translate('resources.workflows.delete.title', { name: record.name })}
        content={
          refusal ? (
            <Alert severity="error" role="alert">
              {refusal}
            </Alert>
          ) : (
            translate('resources.workflows.delete.content', { name: record.name })
          )
        }
        confirmLabel="ra.action.delete"
        confirmColor="error"
        confirmDisabled={remove.isPending || refusal !== null}
        onConfirm={() => remove.mutate(record)}
        onCancel={close}
      />
    </>
  );
};
