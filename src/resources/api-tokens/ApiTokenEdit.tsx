import { type RaRecord } from 'react-admin';
import { SimpleForm, Edit } from '../../kit';
import { ApiTokenLabelInput } from './ApiTokenInputs';

/** Only the label and the version the form was based on go out (PUT label; 412 on a stale version). */
const toLabelChange = (data: RaRecord) => ({
  label: String(data.label ?? '').trim(),
  version: data.version,
});

/** Renaming a token (PUT label). Pessimistic: the list shows the new label only once the platform took it. */
const ApiTokenEdit = () => (
  <Edit mutationMode="pessimistic" transform={toLabelChange} redirect="list">
    <SimpleForm>
      <ApiTokenLabelInput />
    </SimpleForm>
  </Edit>
);

export default ApiTokenEdit;
