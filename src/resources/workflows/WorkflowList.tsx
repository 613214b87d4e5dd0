import AccountTreeIcon from '@mui/icons-material/AccountTreeOutlined';
import {
  CreateButton,
  Datagrid,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
  useCanAccess,
  useTranslate,
} from 'react-admin';
import { DateTimeField, ListEmptyState, ListLoadError, ListPagination } from '../../components';
import { PAGE_SIZE } from '../../contract/constants';
import { stepsOfDefinition } from '../../contract/schemas/workflowDefinition';
import { WORKFLOW_STATUSES, type Workflow } from './schema';
import { StatusChip } from './StatusChip';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    alwaysOn
    choices={WORKFLOW_STATUSES.map((id) => ({
      id,
      name: `resources.workflows.statusLabels.${id}`,
    }))}
  />,
];

const ListActions = () => {
  const { canAccess: canCreate } = useCanAccess({ resource: 'workflows', action: 'create' });
  return <TopToolbar>{canCreate && <CreateButton />}</TopToolbar>;
};

const Empty = () => {
  const translate = useTranslate();
  const { canAccess: canCreate } = useCanAccess({ resource: 'workflows', action: 'create' });
  return (
    <ListEmptyState
      icon={AccountTreeIcon}
      message={translate('resources.workflows.empty')}
      action={canCreate && <CreateButton />}
    />
  );
};

/** The tenant's workflows (`GET workflows` → `{list, total}`), newest change first. */
export const WorkflowList = () => (
  <List
    error={<ListLoadError />}
    pagination={<ListPagination />}
    filters={filters}
    perPage={PAGE_SIZE}
    sort={{ field: 'updatedAt', order: 'DESC' }}
    actions={<ListActions />}
    empty={<Empty />}
    exporter={false}
  >
    <Datagrid rowClick="show" bulkActionButtons={false} size="small">
      <TextField source="name" sortable={false} />
      <StatusChip source="status" sortable={false} />
      <TextField source="description" sortable={false} />
      <FunctionField<Workflow>
        source="steps"
        sortable={false}
        render={(w) => stepsOfDefinition(w.definition).length}
        textAlign="right"
      />
      <FunctionField<Workflow>
        source="executionCount"
        sortable={false}
        render={(w) => w.executionCount}
        textAlign="right"
      />
      <DateTimeField source="updatedAt" />
    </Datagrid>
  </List>
);
