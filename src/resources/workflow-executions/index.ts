import TimelineIcon from '@mui/icons-material/Timeline';
import { executionSchema } from '../../contract/schemas/workflows';
import type { ResourceDefinition } from '../../kit';
import { ExecutionList } from './ExecutionList';
import { ExecutionShow } from './ExecutionShow';

/** Workflow executions (read-only): list with filters and one execution with its status timeline. */
export const workflowExecutionsResource: ResourceDefinition = {
  name: 'workflow-executions',
  icon: TimelineIcon,
  list: ExecutionList,
  show: ExecutionShow,
  recordRepresentation: 'id',
  endpoints: {
    record: executionSchema,
    list: { key: 'workflowExecutionsFilter', kind: 'page' },
    getOne: 'workflowExecutionsGet',
  },
};

export { ExecutionTimeline } from './ExecutionTimeline';
export { RecordLink, showPath } from './links';
