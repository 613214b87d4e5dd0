import { Box, Card, CardContent, Link as MuiLink, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import {
  EditButton,
  FunctionField,
  NumberField,
  SimpleShowLayout,
  TextField,
  useCanAccess,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DateTimeField } from '../../components';
import { ActionsToolbar, Show } from '../../kit';
import { DeleteWorkflowButton } from './actions/DeleteWorkflowButton';
import { DownloadDefinitionButton } from './actions/DownloadDefinitionButton';
import type { Workflow } from './schema';
import { StatusChip } from './StatusChip';
import { StepsTable } from './StepsTable';

const ShowActions = () => {
  const { canAccess: canEdit } = useCanAccess({ resource: 'workflows', action: 'edit' });
  const { canAccess: canDelete } = useCanAccess({ resource: 'workflows', action: 'delete' });
  return (
    <ActionsToolbar>
      <DownloadDefinitionButton />
      {canEdit && <EditButton />}
      {canDelete && <DeleteWorkflowButton />}
    </ActionsToolbar>
  );
};

/** Executions of this workflow: the count, linking to the executions list filtered to it. */
const ExecutionsLink = () => {
  const record = useRecordContext<Workflow>();
  const translate = useTranslate();
  if (!record) return null;
  const filter = encodeURIComponent(JSON.stringify({ workflowId: record.id }));
  return (
    <MuiLink component={Link} to={`/workflow-executions?filter=${filter}`}>
      {translate('resources.workflows.executionsLink', { smart_count: record.executionCount })}
    </MuiLink>
  );
};

const Steps = () => {
  const record = useRecordContext<Workflow>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" gutterBottom>
          {translate('resources.workflows.steps.title')}
        </Typography>
        <StepsTable definition={record.definition} />
      </CardContent>
    </Card>
  );
};

const WorkflowShow = () => (
  <Show actions={<ShowActions />}>
    <Box sx={{ display: 'grid', gridTemplateColumns: { md: '1fr 1fr' } }}>
      <SimpleShowLayout>
        <TextField source="name" />
        <StatusChip source="status" />
        <TextField source="description" emptyText="—" />
        <FunctionField source="executionCount" render={() => <ExecutionsLink />} />
      </SimpleShowLayout>
      <SimpleShowLayout>
        <NumberField source="version" />
        <DateTimeField source="createdAt" />
        <DateTimeField source="updatedAt" />
        <TextField source="updatedBy" />
      </SimpleShowLayout>
    </Box>
    <Box sx={{ px: 2, pb: 2 }}>
      <Steps />
    </Box>
  </Show>
);

export default WorkflowShow;
