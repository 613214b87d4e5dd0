import { groups } from '../../contract/resources/groups';
import { resourceFromDeclaration, type DeclarationOverrides } from '../../kit';
import { roleNameKey } from '../roles';
import { GroupMembersInput, GroupRolesInput, GroupRolesValue } from './GroupFieldInputs';
import { GroupMembersTable } from './GroupMembersTable';

/**
 * Groups of the tenant, declared in src/contract/resources/groups.ts. Only three fields are hand-written: the
 * roles (chips with readable names; the editor's grantable roles as choices) and the members (a people table
 * on the page, a searchable picker in the form).
 */
export const groupsOverrides: DeclarationOverrides = {
  fields: {
    roles: {
      Value: GroupRolesValue,
      Input: GroupRolesInput,
      choiceKey: roleNameKey,
    },
    memberIds: { Value: GroupMembersTable, Input: GroupMembersInput },
  },
};

export const groupsResource = resourceFromDeclaration(groups, groupsOverrides);

export type { GroupMember } from '../../contract/resources/groups';
