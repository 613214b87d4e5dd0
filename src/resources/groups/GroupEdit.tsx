import { Edit, SimpleForm } from 'react-admin';
import { GroupInputs } from './GroupInputs';
import { toGroupPayload, type Group } from './schema';

/** Pessimistic: the platform checks `version` (412 when someone else changed the group meanwhile). */
export const GroupEdit = () => (
  <Edit
    mutationMode="pessimistic"
    redirect="show"
    transform={(values: Partial<Group>) => toGroupPayload(values)}
  >
    <SimpleForm>
      <GroupInputs />
    </SimpleForm>
  </Edit>
);
