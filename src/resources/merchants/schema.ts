import { maxLength, required, requiredFormat } from '../../components';
import { MERCHANT_INFO_ID_PATTERN } from '../../contract/resources/merchants';
import { MERCHANT_NOTE_MAX_LENGTH } from '../../contract/schemas/merchants';

/** The merchant record is declared in src/contract/resources/merchants.ts; the notes and whitelist answers live at the dataProvider boundary. */
export type {
  IpWhitelist,
  MerchantDetailsChange,
  MerchantNote,
} from '../../contract/schemas/merchants';

/** General details rules (the platform checks the same). */
export const validateMerchantName = [required(), maxLength(100)];
export const validateMerchantInfoId = [requiredFormat(MERCHANT_INFO_ID_PATTERN)];
/** Notes: plain text up to this many characters. */
export const NOTE_MAX_LENGTH = MERCHANT_NOTE_MAX_LENGTH;
export const validateNote = [required(), maxLength(NOTE_MAX_LENGTH)];
