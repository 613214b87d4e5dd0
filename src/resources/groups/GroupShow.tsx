import {
  EditButton,
  FunctionField,
  Labeled,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useCanAccess,
} from 'react-admin';
import { DateTimeField } from '../../components';
import { RoleChips } from '../roles';
import { GroupMembersTable } from './GroupMembersTable';
import type { Group } from './schema';

const ShowActions = () => {
  const { canAccess } = useCanAccess({ resource: 'groups', action: 'edit' });
  return <TopToolbar>{canAccess ? <EditButton /> : null}</TopToolbar>;
};

/** One group: what it is for, the roles its work needs and who is in it. */
export const GroupShow = () => (
  <Show actions={<ShowActions />}>
    <SimpleShowLayout>
      <TextField source="name" />
      <TextField source="description" emptyText="—" />
      <FunctionField<Group>
        source="roles"
        render={(record) => <RoleChips roles={record.roles} />}
      />
      <DateTimeField source="updatedAt" />
      <TextField source="updatedBy" />
      <Labeled source="members" fullWidth>
        <GroupMembersTable />
      </Labeled>
    </SimpleShowLayout>
  </Show>
);
