import { Create, SimpleForm } from 'react-admin';
import { GroupInputs } from './GroupInputs';
import { toGroupPayload, type Group } from './schema';

export const GroupCreate = () => (
  <Create redirect="show" transform={(values: Partial<Group>) => toGroupPayload(values)}>
    <SimpleForm defaultValues={{ roles: [], memberIds: [], description: '' }}>
      <GroupInputs />
    </SimpleForm>
  </Create>
);
