import KeyIcon from '@mui/icons-material/Key';
import type { ResourceDefinition } from '../../kit';
import { ApiTokenEdit } from './ApiTokenEdit';
import { ApiTokenList } from './ApiTokenList';
import { ApiTokenShow } from './ApiTokenShow';
import { apiTokenSchema, type ApiToken } from './schema';

/**
 * API tokens and secrets. There is no `create` view on purpose: a new token is created from the list through the
 * guard dialog with a typed custom method, so its one-time value never lands in react-admin's query cache.
 */
export const apiTokensResource: ResourceDefinition = {
  name: 'api-tokens',
  icon: KeyIcon,
  list: ApiTokenList,
  show: ApiTokenShow,
  edit: ApiTokenEdit,
  recordRepresentation: (record) => (record as ApiToken).label,
  endpoints: {
    record: apiTokenSchema,
    list: { key: 'apiTokensFilter', kind: 'page' },
    getOne: 'apiTokensGet',
    update: 'apiTokensUpdateLabel',
  },
};

export { OneTimeValueDialog } from './OneTimeValueDialog';
export type { ApiToken } from './schema';
