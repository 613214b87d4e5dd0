import { Typography } from '@mui/material';
import type { RaRecord } from 'react-admin';
import { CountryLabel } from '../../components';
import type { FieldOverrides } from '../../kit';
import { linkTo } from '../workflow-executions';
import { StatusChipValue } from '../workflows';

const PublicId = ({ record }: { record: RaRecord }) => (
  <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace' }}>
    {String(record.publicId ?? '')}
  </Typography>
);

const isCountry = (value: unknown): value is { code: string; label: string; alpha2: string } =>
  value !== null && typeof value === 'object' && 'alpha2' in value && 'label' in value;

const Country = ({ record, source }: { record: RaRecord; source: string }) => {
  const value: unknown = record[source];
  return isCountry(value) ? <CountryLabel country={value} /> : null;
};

const Status = ({ record, source }: { record: RaRecord; source: string }) => {
  const value: unknown = record[source];
  return typeof value === 'string' && value ? <StatusChipValue value={value} /> : null;
};

const statusLabel = (value: string) => `resources.workflows.statusLabels.${value}`;

/**
 * The transaction's fields as the list and the show page read them: the public id in monospace, both statuses
 * as the workflows' coloured chip, the country reference with its flag, the sources' labels, and links to the
 * workflow (by its name), the execution and the verification.
 */
export const transactionFields: FieldOverrides = {
  publicId: { Value: PublicId },
  status: { Value: Status, choiceKey: statusLabel },
  workflowStatus: { Value: Status, choiceKey: statusLabel },
  country: {
    Value: Country,
    csv: (record) => (isCountry(record.country) ? record.country.label : ''),
  },
  source: { choiceKey: (value) => `resources.transactions.sources.${value}` },
  workflowName: { Value: linkTo('workflows', 'workflowId', 'workflowName') },
};
