import type { ComponentType, ReactNode } from 'react';
import { createElement } from 'react';
import PeopleIcon from '@mui/icons-material/People';
import type { ResourceDefinition } from '../../kit';
import { UserCreate } from './UserCreate';
import { UserEdit } from './UserEdit';
import { UserList } from './UserList';
import { UserShow } from './UserShow';
import { userSchema, type User } from './schema';

/**
 * Portal users (spec sections 3, 4 and 6). `usersResourceWith` lets another feature add toolbar actions to the
 * list (e.g. the CSV import) without reaching into this folder: the registry composes them.
 */
export const usersResourceWith = ({
  listActions = [],
}: { listActions?: readonly ComponentType[] } = {}): ResourceDefinition => {
  const extra: ReactNode =
    listActions.length > 0
      ? listActions.map((action, index) => createElement(action, { key: index }))
      : undefined;
  const List = () => createElement(UserList, { extraActions: extra });
  return {
    name: 'users',
    icon: PeopleIcon,
    list: List,
    show: UserShow,
    edit: UserEdit,
    create: UserCreate,
    recordRepresentation: (record) => (record as User).email,
    endpoints: {
      record: userSchema,
      list: { key: 'usersFilter', kind: 'page' },
      getOne: 'usersGet',
      create: 'usersRegister',
      update: 'usersUpdate',
    },
  };
};

export const usersResource: ResourceDefinition = usersResourceWith();

export { UserListActions, type UserListActionsProps } from './UserList';
export {
  isOwnAccount,
  namesOwnAccount,
  normalizeIdentifier,
} from '../../contract/rules/ownAccount';
export { grantableRoles, canGrantRole } from '../../contract/rules/grantableRoles';
export { RoleNamesField } from './RoleNamesField';
export { UserStatusField } from './UserStatusField';
export type { User } from './schema';
