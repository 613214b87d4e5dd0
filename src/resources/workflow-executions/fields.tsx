import { Typography } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { EMPTY_VALUE_PLACEHOLDER } from '../../contract/constants';
import type { FieldOverrides } from '../../kit';
import { StatusChipValue } from '../workflows';
import { RecordLink, showPath } from './links';

const text = (record: RaRecord, source: string): string | null => {
  const value: unknown = record[source];
  return typeof value === 'string' && value ? value : null;
};

const ExecutionId = ({ record }: { record: RaRecord }) => (
  <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace' }}>
    {String(record.id)}
  </Typography>
);

const ExecutionStatus = ({ record, source }: { record: RaRecord; source: string }) => {
  const status = text(record, source);
  return status ? <StatusChipValue value={status} /> : null;
};

/** A link to the record a field points to, labelled with `label` (the id itself by default), or a dash. */
export const linkTo =
  (resource: string, idSource: string, labelSource?: string) =>
  ({ record }: { record: RaRecord }) => {
    const id = text(record, idSource);
    if (!id) return <>{EMPTY_VALUE_PLACEHOLDER}</>;
    return (
      <RecordLink to={showPath(resource, id)} label={text(record, labelSource ?? idSource) ?? id} />
    );
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
  transactionId: { Value: linkTo('transactions', 'transactionId') },
  verificationId: { Value: linkTo('verifications', 'verificationId') },
};
