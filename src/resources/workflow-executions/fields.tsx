import { Typography } from '@mui/material';
import type { RaRecord } from 'react-admin';
import type { FieldOverrides } from '../../kit';
import { StatusChipValue } from '../workflows';
import { linkTo, textOf } from './links';

const ExecutionId = ({ record }: { record: RaRecord }) => (
  <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace' }}>
    {String(record.id)}
  </Typography>
);

const ExecutionStatus = ({ record, source }: { record: RaRecord; source: string }) => {
  const status = textOf(record, source);
  return status ? <StatusChipValue value={status} /> : null;
};

/**
 * The execution's fields as the list and the show page read them: the id in monospace, the status as the
 * workflows' coloured chip (its labels too, in the status filter), and links to the workflow (by its name), the
 * transaction and the verification.
 */
export const executionFields: FieldOverrides = {
  id: { Value: ExecutionId },
  status: {
    Value: ExecutionStatus,
    choiceKey: (value) => `resources.workflows.statusLabels.${value}`,
  },
  workflowName: { Value: linkTo('workflows', 'workflowId', 'workflowName') },
};
