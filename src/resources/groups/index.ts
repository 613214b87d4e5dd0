import GroupsIcon from '@mui/icons-material/Groups';
import type { ResourceDefinition } from '../../kit';
import { GroupCreate } from './GroupCreate';
import { GroupEdit } from './GroupEdit';
import { GroupList } from './GroupList';
import { GroupShow } from './GroupShow';
import { groupSchema, type Group } from './schema';

/** Groups of the tenant: list, show (members, roles), create, edit (name, roles, membership). */
export const groupsResource: ResourceDefinition = {
  name: 'groups',
  icon: GroupsIcon,
  list: GroupList,
  show: GroupShow,
  edit: GroupEdit,
  create: GroupCreate,
  recordRepresentation: (record) => (record as Group).name,
  endpoints: {
    record: groupSchema,
    list: { key: 'groupsFilter', kind: 'page' },
    getOne: 'groupsGet',
    create: 'groupsCreate',
    update: 'groupsUpdate',
  },
};

export type { Group, GroupMember } from './schema';
