import { maxLength, required } from '../../components';
import { MERCHANT_NOTE_MAX_LENGTH } from '../../contract/schemas/merchants';

/** The merchant record is declared in src/contract/resources/merchants.ts; the notes and whitelist answers live at the dataProvider boundary. */
export type { IpWhitelist, MerchantNote } from '../../contract/schemas/merchants';

/** Notes: plain text up to this many characters. */
export const NOTE_MAX_LENGTH = MERCHANT_NOTE_MAX_LENGTH;
export const validateNote = [required(), maxLength(NOTE_MAX_LENGTH)];
