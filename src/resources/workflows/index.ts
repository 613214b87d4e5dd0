import AccountTreeIcon from '@mui/icons-material/AccountTreeOutlined';
import type { ResourceDefinition } from '../../kit';
import { WorkflowCreate } from './WorkflowCreate';
import { WorkflowEdit } from './WorkflowEdit';
import { WorkflowList } from './WorkflowList';
import { WorkflowShow } from './WorkflowShow';
import { workflowSchema, type Workflow } from './schema';

/** Workflows of the current tenant: JSON definitions, guarded updates, delete refused while referenced. */
export const workflowsResource: ResourceDefinition = {
  name: 'workflows',
  icon: AccountTreeIcon,
  list: WorkflowList,
  show: WorkflowShow,
  edit: WorkflowEdit,
  create: WorkflowCreate,
  recordRepresentation: (record) => (record as Workflow).name,
  endpoints: {
    record: workflowSchema,
    list: { key: 'workflowsList', kind: 'report' },
    getOne: 'workflowsGet',
    create: 'workflowsCreate',
    update: 'workflowsUpdate',
    delete: 'workflowsDelete',
  },
};

export type { Workflow } from './schema';
export { StatusChip, StatusChipValue } from './StatusChip';
