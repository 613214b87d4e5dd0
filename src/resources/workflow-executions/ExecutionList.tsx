import {
  AutocompleteInput,
  Datagrid,
  FunctionField,
  List,
  ReferenceInput,
  SelectInput,
  TextField,
  useTranslate,
} from 'react-admin';
import { DateTimeField, ListEmptyState, ListLoadError, ListPagination } from '../../components';
import { PAGE_SIZE } from '../../contract/constants';
import { executionStatusSchema, type WorkflowExecution } from '../../contract/schemas/workflows';
import { StatusChip } from '../workflows';
import { RecordLink, showPath } from './links';

const filters = [
  <ReferenceInput key="workflowId" source="workflowId" reference="workflows" alwaysOn>
    <AutocompleteInput
      optionText="name"
      filterToQuery={(q: string) => ({ q })}
      sx={{ minWidth: 280 }}
      label="resources.workflow-executions.fields.workflowId"
    />
  </ReferenceInput>,
  <SelectInput
    key="status"
    source="status"
    alwaysOn
    choices={executionStatusSchema.options.map((id) => ({
      id,
      name: `resources.workflows.statusLabels.${id}`,
    }))}
  />,
];

const Empty = () => {
  const translate = useTranslate();
  return <ListEmptyState message={translate('resources.workflow-executions.empty')} />;
};

/** Executions of the tenant's workflows, newest first; filter by workflow and status (kept in the URL). */
export const ExecutionList = () => (
  <List
    error={<ListLoadError />}
    pagination={<ListPagination />}
    filters={filters}
    perPage={PAGE_SIZE}
    sort={{ field: 'startedAt', order: 'DESC' }}
    empty={<Empty />}
    exporter={false}
  >
    <Datagrid rowClick="show" bulkActionButtons={false} size="small">
      <TextField source="id" sortable={false} sx={{ fontFamily: 'monospace' }} />
      <FunctionField<WorkflowExecution>
        source="workflowName"
        render={(x) => (
          <RecordLink to={showPath('workflows', x.workflowId)} label={x.workflowName} />
        )}
      />
      <StatusChip source="status" />
      <DateTimeField source="startedAt" />
      <DateTimeField source="completedAt" />
      <FunctionField<WorkflowExecution>
        source="verificationId"
        sortable={false}
        render={(x) =>
          x.verificationId ? (
            <RecordLink to={showPath('verifications', x.verificationId)} label={x.verificationId} />
          ) : (
            '—'
          )
        }
      />
    </Datagrid>
  </List>
);
