import { useRecordContext, type RaRecord } from 'react-admin';
import { UserStatusChip } from '../../components';
import type { User } from './schema';

/**
 * The user's status field: the account status (spec section 4: a lock that ran out or an operator's unlock
 * included) as the shared chip. The declaration's override of `status` and the hand-written list and page use it.
 */
// `source`, `label` and `sortBy` are read by the Datagrid header.
export const UserStatusField = ({
  record: given,
}: {
  record?: RaRecord;
  source?: string;
  label?: string;
  sortBy?: string;
}) => {
  const context = useRecordContext<User>();
  const record = (given as User | undefined) ?? context;
  if (!record) return null;
  return <UserStatusChip status={record.accountStatus.code} />;
};
