import { maxLength, required, requiredFormat } from '../../components';

/** The merchants record and answer schemas live at the dataProvider boundary; this is the resource's view. */
export {
  merchantSchema,
  type IpWhitelist,
  type Merchant,
  type MerchantDetailsChange,
  type MerchantNote,
} from '../../contract/schemas/merchants';

/** General details rules (the platform checks the same). */
export const validateMerchantName = [required(), maxLength(100)];
export const validateMerchantInfoId = [requiredFormat(/^[A-Za-z0-9-]{1,40}$/)];
/** Notes: plain text up to this many characters. */
export const NOTE_MAX_LENGTH = 2000;
export const validateNote = [required(), maxLength(NOTE_MAX_LENGTH)];
