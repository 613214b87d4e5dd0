import {
  EditButton,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useCanAccess,
  useGetIdentity,
  useRecordContext,
} from 'react-admin';
import { DateTimeField } from '../../components';
import { TransferToTenantButton } from '../tenants';
import type { Customer } from './schema';

const ShowActions = () => {
  const record = useRecordContext<Customer>();
  const { identity } = useGetIdentity();
  const { canAccess: canEdit } = useCanAccess({ resource: 'customers', action: 'edit' });
  const tenantName = typeof identity?.tenantName === 'string' ? identity.tenantName : '';
  return (
    <TopToolbar>
      {record && (
        <TransferToTenantButton
          entityType="CUSTOMER"
          resource="customers"
          entity={{
            id: record.id,
            label: record.customerName,
            tenantId: record.tenantId,
            tenantName,
          }}
        />
      )}
      {canEdit && <EditButton />}
    </TopToolbar>
  );
};

export const CustomerShow = () => (
  <Show actions={<ShowActions />}>
    <SimpleShowLayout>
      <TextField source="customerId" />
      <TextField source="customerName" />
      <TextField source="customerReference" />
      <TextField source="name" />
      <DateTimeField source="createdAt" showTime={false} />
    </SimpleShowLayout>
  </Show>
);
