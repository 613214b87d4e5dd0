import { apiTokens } from '../../contract/resources/apiTokens';
import { lazyView, resourceFromDeclaration, type ResourceDefinition } from '../../kit';
import { apiTokenSchema } from './schema';

const declared = resourceFromDeclaration(apiTokens, {
  // The list keeps the guarded create with its one-time value and the secret, offline-token and demo-app panels.
  views: { list: () => import('./ApiTokenList') },
  // The token's fields as the list and the show page word them, loaded with the first API-token screen.
  screens: () =>
    import('./fields').then((module) => ({ default: { fields: module.apiTokenFields } })),
});

/**
 * API tokens and secrets, declared (src/contract/resources/apiTokens.ts): the show page and its guarded
 * activate / deactivate / revoke are the kit's. There is no `create` view on purpose: a new token is created
 * from the list through the guard dialog with a typed custom method, so its one-time value never lands in
 * react-admin's query cache. Renaming is the hand-written `PUT label` form; every answer is parsed with the
 * strict token schema, so a record that suddenly carried a value is an error, not a silent leak.
 */
export const apiTokensResource: ResourceDefinition = {
  ...declared,
  edit: lazyView(() => import('./ApiTokenEdit')),
  endpoints: { ...declared.endpoints!, record: apiTokenSchema, update: 'apiTokensUpdateLabel' },
};

export { OneTimeValueDialog } from './OneTimeValueDialog';
export type { ApiToken } from './schema';
