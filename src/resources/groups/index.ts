import { groups } from '../../contract/resources/groups';
import { resourceFromDeclaration } from '../../kit';

/**
 * Groups of the tenant, declared in src/contract/resources/groups.ts. Only three fields are hand-written
 * (./screens, loaded with the first groups screen): the roles (chips with readable names; the editor's
 * grantable roles as choices) and the members (a people table on the page, a searchable picker in the form).
 */
export const groupsResource = resourceFromDeclaration(groups, {
  screens: () => import('./screens'),
});

export type { GroupMember } from '../../contract/resources/groups';
