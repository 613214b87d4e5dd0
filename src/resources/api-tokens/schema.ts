import { API_TOKEN_LABEL_MAX_LENGTH } from '../../contract/constants';
import { maxLength, required } from '../../components';

/** The api-tokens record and answer schemas live at the dataProvider boundary; this is the resource's view. */
export {
  apiTokenSchema,
  API_TOKEN_KINDS,
  API_TOKEN_STATUSES,
  DATA_CENTERS,
  type ApiToken,
  type ApiTokenKind,
  type ApiTokenStatus,
  type DataCenter,
} from '../../contract/schemas/apiTokens';

/** Label rules shared by create and rename (the platform checks the same). */
export const validateLabel = [required(), maxLength(API_TOKEN_LABEL_MAX_LENGTH)];
