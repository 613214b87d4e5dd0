import { TextInput, type RaRecord } from 'react-admin';
import { DateTimeField, requiredFormat } from '../../components';
import { CUSTOMER_REFERENCE_PATTERN } from '../../contract/resources/customers';
import { formatDate } from '../../contract/rules/dates';

/** A customer's creation reads as a day, in the list, on the page and in the export. */
export const CreatedDateValue = ({ record, source }: { record: RaRecord; source: string }) => (
  <DateTimeField record={record} source={source} showTime={false} />
);

export const createdDateCsv = (record: RaRecord): string => formatDate(String(record.createdAt));

/** The reference says 'Missing value or invalid format' whether it is empty or breaks the platform's rule. */
export const CustomerReferenceInput = ({ source }: { source: string }) => (
  <TextInput source={source} validate={[requiredFormat(CUSTOMER_REFERENCE_PATTERN)]} fullWidth />
);
