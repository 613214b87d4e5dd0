import { Box, Card, CardContent, Typography } from '@mui/material';
import {
  FunctionField,
  SimpleShowLayout,
  TextField,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { DateTimeField } from '../../components';
import {
  workflowExecutions,
  type WorkflowExecution,
} from '../../contract/resources/workflowExecutions';
import { DeclaredValue, describeDeclaredField, Show } from '../../kit';
import { ExecutionTimeline } from './ExecutionTimeline';
import { executionFields } from './fields';

const Timeline = () => {
  const record = useRecordContext<WorkflowExecution>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" component="h2" gutterBottom>
          {translate('resources.workflow-executions.timeline.title')}
        </Typography>
        <ExecutionTimeline timeline={record.timeline ?? []} status={record.status} />
      </CardContent>
    </Card>
  );
};

/** A link to another record, named as the user knows it (the kit's reference rendering). */
const Reference = ({ source }: { source: 'transactionId' | 'verificationId' }) => (
  <FunctionField
    source={source}
    render={(record: RaRecord) => (
      <DeclaredValue
        declaration={workflowExecutions}
        source={source}
        description={describeDeclaredField(workflowExecutions, source)}
        record={record}
      />
    )}
  />
);

/** A field read the way the list reads it (chip, links), labelled by the declaration's convention. */
const Field = ({ source }: { source: 'status' | 'workflowName' }) => {
  const Value = executionFields[source]?.Value;
  return (
    <FunctionField
      source={source}
      render={(record: RaRecord) => (Value ? <Value record={record} source={source} /> : null)}
    />
  );
};

/**
 * One execution (replacing the generated show page): what ran and its links (workflow, transaction,
 * verification) next to its status timeline.
 */
const ExecutionShow = () => (
  <Show>
    <Box sx={{ display: 'grid', gridTemplateColumns: { md: 'minmax(320px, 1fr) 1.4fr' }, gap: 2 }}>
      <SimpleShowLayout>
        <TextField source="id" />
        <Field source="status" />
        <Field source="workflowName" />
        <Reference source="transactionId" />
        <Reference source="verificationId" />
        <DateTimeField source="startedAt" />
        <DateTimeField source="completedAt" />
      </SimpleShowLayout>
      <Box sx={{ p: 2 }}>
        <Timeline />
      </Box>
    </Box>
  </Show>
);

export default ExecutionShow;
