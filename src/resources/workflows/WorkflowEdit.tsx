import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import {
  SaveButton,
  Toolbar,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRedirect,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { SimpleForm, Edit } from '../../kit';
import { isGuardCancelledError, useGuardedAction } from '../../guard';
import type { LineIssue } from './DefinitionEditor';
import { failureOfWorkflowSave, workflowChange } from './saveWorkflow';
import type { Workflow } from './schema';
import { WorkflowInputs } from './WorkflowInputs';
import { useNotifyRecordSaved } from '../../i18n/recordNotifications';

/**
 * PUT update, guarded and pessimistic: nothing is sent before the guard dialog is confirmed. A stale version
 * (412) is told in a notification; definition problems are marked at their lines; the form keeps what was typed.
 */
/** Save only: deleting is offered on the show page, with its confirmation and the in-use check. */
const EditToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

const WorkflowEditForm = () => {
  const record = useRecordContext<Workflow>();
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const notifySaved = useNotifyRecordSaved();
  const redirect = useRedirect();
  const refresh = useRefresh();
  const { runGuarded, guardDialog } = useGuardedAction();
  const [issues, setIssues] = useState<LineIssue[]>([]);
  if (!record) return null;

  const save = async (values: FieldValues) => {
    try {
      await runGuarded({
        title: 'resources.workflows.guard.updateTitle',
        description: translate('resources.workflows.guard.updateDescription', {
          name: record.name,
        }),
        action: (guard) =>
          dataProvider.update('workflows', {
            id: record.id,
            data: { ...workflowChange(values), version: record.version },
            previousData: record,
            meta: { guard },
          }),
      });
      notifySaved('workflows', 'updated');
      refresh();
      redirect('show', 'workflows', record.id);
      return undefined;
    } catch (error) {
      if (isGuardCancelledError(error)) return undefined;
      const failure = failureOfWorkflowSave(error);
      setIssues(failure.definitionIssues);
      if (failure.message) notify(failure.message, { type: 'error' });
      return failure.fieldErrors;
    }
  };

  return (
    <>
      <SimpleForm onSubmit={save} toolbar={<EditToolbar />}>
        <WorkflowInputs definitionIssues={issues} onDefinitionChange={() => setIssues([])} />
      </SimpleForm>
      {guardDialog}
    </>
  );
};

const WorkflowEdit = () => (
  <Edit mutationMode="pessimistic">
    <WorkflowEditForm />
  </Edit>
);

export default WorkflowEdit;
