import type { RaRecord } from 'react-admin';
import type { FieldOverrides } from '../../kit';
import { StatusChipValue } from './StatusChip';

const Status = ({ record, source }: { record: RaRecord; source: string }) => {
  const value: unknown = record[source];
  return typeof value === 'string' ? <StatusChipValue value={value} /> : null;
};

/** The status as a coloured chip, labelled like the execution statuses. */
export const workflowFields: FieldOverrides = {
  status: {
    Value: Status,
    choiceKey: (value) => `resources.workflows.statusLabels.${value}`,
  },
};
