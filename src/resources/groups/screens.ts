import type { ScreenOverrides } from '../../kit';
import { roleNameKey } from '../roles';
import { GroupMembersInput, GroupRolesInput, GroupRolesValue } from './GroupFieldInputs';
import { GroupMembersTable } from './GroupMembersTable';

/** The groups' hand-written fields, loaded with their first screen. */
const screens: ScreenOverrides = {
  fields: {
    roles: { Value: GroupRolesValue, Input: GroupRolesInput, choiceKey: roleNameKey },
    memberIds: { Value: GroupMembersTable, Input: GroupMembersInput },
  },
};

export default screens;
