import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Create, useCreate, useNotify, useRedirect } from 'react-admin';
import { SimpleForm } from '../../kit';
import type { LineIssue } from './DefinitionEditor';
import { NEW_DEFINITION } from './schema';
import { failureOfWorkflowSave, workflowChange } from './saveWorkflow';
import { WorkflowInputs } from './WorkflowInputs';
import { useNotifyRecordSaved } from '../../i18n/recordNotifications';

/** POST create; definition problems the platform finds are marked at their lines and the form is kept. */
const WorkflowCreate = () => {
  const [create] = useCreate();
  const notify = useNotify();
  const notifySaved = useNotifyRecordSaved();
  const redirect = useRedirect();
  const [issues, setIssues] = useState<LineIssue[]>([]);
  const save = async (values: FieldValues) => {
    try {
      const data = await create(
        'workflows',
        { data: workflowChange(values) },
        { returnPromise: true },
      );
      notifySaved('workflows', 'created');
      redirect('show', 'workflows', data.id);
      return undefined;
    } catch (error) {
      const failure = failureOfWorkflowSave(error);
      setIssues(failure.definitionIssues);
      if (failure.message) notify(failure.message, { type: 'error' });
      return failure.fieldErrors;
    }
  };
  return (
    <Create>
      <SimpleForm
        onSubmit={save}
        defaultValues={{ status: 'DRAFT', description: '', definition: NEW_DEFINITION }}
      >
        <WorkflowInputs definitionIssues={issues} onDefinitionChange={() => setIssues([])} />
      </SimpleForm>
    </Create>
  );
};

export default WorkflowCreate;
