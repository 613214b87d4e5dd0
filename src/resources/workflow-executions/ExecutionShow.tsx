import { Box, Card, CardContent, Typography } from '@mui/material';
import {
  FunctionField,
  Show,
  SimpleShowLayout,
  TextField,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DateTimeField } from '../../components';
import type { WorkflowExecution } from '../../contract/schemas/workflows';
import { StatusChip } from '../workflows';
import { ExecutionTimeline } from './ExecutionTimeline';
import { RecordLink, showPath } from './links';

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

/** One execution: what ran, its links (workflow, transaction, verification) and its status timeline. */
export const ExecutionShow = () => (
  <Show>
    <Box sx={{ display: 'grid', gridTemplateColumns: { md: 'minmax(320px, 1fr) 1.4fr' }, gap: 2 }}>
      <SimpleShowLayout>
        <TextField source="id" />
        <StatusChip source="status" />
        <FunctionField<WorkflowExecution>
          source="workflowName"
          render={(x) => (
            <RecordLink to={showPath('workflows', x.workflowId)} label={x.workflowName} />
          )}
        />
        <FunctionField<WorkflowExecution>
          source="transactionId"
          render={(x) => (
            <RecordLink to={showPath('transactions', x.transactionId)} label={x.transactionId} />
          )}
        />
        <FunctionField<WorkflowExecution>
          source="verificationId"
          render={(x) =>
            x.verificationId ? (
              <RecordLink
                to={showPath('verifications', x.verificationId)}
                label={x.verificationId}
              />
            ) : (
              '—'
            )
          }
        />
        <DateTimeField source="startedAt" />
        <DateTimeField source="completedAt" />
      </SimpleShowLayout>
      <Box sx={{ p: 2 }}>
        <Timeline />
      </Box>
    </Box>
  </Show>
);
