import { BooleanInput, TextInput } from 'react-admin';
import { validateMerchantInfoId, validateMerchantName } from './schema';

/** The general details of a merchant (the only part of a merchant this issue edits). */
export const MerchantInputs = () => (
  <>
    <TextInput source="name" validate={validateMerchantName} sx={{ minWidth: 360 }} />
    <TextInput source="merchantName" validate={validateMerchantName} sx={{ minWidth: 360 }} />
    <TextInput source="merchantInfoId" validate={validateMerchantInfoId} />
    <BooleanInput source="enabled" />
  </>
);
