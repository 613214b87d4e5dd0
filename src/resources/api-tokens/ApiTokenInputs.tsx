import { TextInput } from 'react-admin';
import { DateTextInput, notInPast } from '../../components';
import { validateLabel } from './schema';

/** The label input, shared by the create dialog and the rename page. */
export const ApiTokenLabelInput = () => (
  <TextInput source="label" validate={validateLabel} fullWidth autoFocus />
);

/** Inputs of a new token: label and an optional expiry day (YYYY-MM-DD, not in the past). */
export const ApiTokenInputs = ({ withExpiry = false }: { withExpiry?: boolean }) => (
  <>
    <ApiTokenLabelInput />
    {withExpiry && (
      <DateTextInput
        source="expiresOn"
        validate={notInPast()}
        helperText="resources.api-tokens.expiresOnHint"
        fullWidth
      />
    )}
  </>
);
