import { TextInput, useGetIdentity, useRecordContext, type RaRecord } from 'react-admin';
import { DateTimeField, requiredFormat } from '../../components';
import { CUSTOMER_REFERENCE_PATTERN, type Customer } from '../../contract/resources/customers';
import { formatDate } from '../../contract/rules/dates';
import { TransferToTenantButton } from '../tenants';

/** A customer's creation reads as a day, in the list, on the page and in the export. */
export const CreatedDateValue = ({ record, source }: { record: RaRecord; source: string }) => (
  <DateTimeField record={record} source={source} showTime={false} />
);

export const createdDateCsv = (record: RaRecord): string => formatDate(String(record.createdAt));

/** The reference says 'Missing value or invalid format' whether it is empty or breaks the platform's rule. */
export const CustomerReferenceInput = ({ source }: { source: string }) => (
  <TextInput source={source} validate={[requiredFormat(CUSTOMER_REFERENCE_PATTERN)]} fullWidth />
);

/** Moves the customer to another of the administrator's tenants (the button checks its own access). */
export const TransferCustomerButton = () => {
  const record = useRecordContext<Customer>();
  const { identity } = useGetIdentity();
  if (!record) return null;
  const tenantName = typeof identity?.tenantName === 'string' ? identity.tenantName : '';
  return (
    <TransferToTenantButton
      entityType="CUSTOMER"
      resource="customers"
      entity={{ id: record.id, label: record.customerName, tenantId: record.tenantId, tenantName }}
    />
  );
};
