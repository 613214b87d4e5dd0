import type { ComponentType } from 'react';
import { createElement } from 'react';
import type { RaRecord } from 'react-admin';
import { users } from '../../contract/resources/users';
import { resourceFromDeclaration, type ResourceDefinition } from '../../kit';
import { userStatusKey } from '../../components';
import { UserStatusField } from './UserStatusField';

/**
 * Portal users (spec sections 3, 4 and 6), declared in src/contract/resources/users.ts: the endpoint rows, the
 * access entry, the menu entry and the record schema come from the declaration. The screens stay hand-written
 * views: the list (an administrator's read-only view of another tenant, the group and tenant filters, bulk
 * operations over the selection or every matching user with per-user results), the show page (account status,
 * permissions by area, the user operations, never on the caller's own account) and the invite and edit forms
 * (only roles the caller may grant; role managers change roles only). `usersResourceWith` lets another feature add
 * toolbar actions to the list (the CSV import) without reaching into this folder: the registry composes them.
 */
export const usersResourceWith = ({
  listActions = [],
}: { listActions?: readonly ComponentType[] } = {}): ResourceDefinition =>
  resourceFromDeclaration(users, {
    // Role names read as the role catalogue words them (`roles.<ROLE>`); the status is the shared chip, in the
    // one user-status vocabulary.
    fields: {
      roles: { choiceKey: (role) => `roles.${role}` },
      status: { Value: UserStatusField, choiceKey: userStatusKey },
    },
    views: {
      list: () =>
        import('./UserList').then(({ UserList }) => ({
          default: () =>
            createElement(UserList, {
              extraActions:
                listActions.length > 0
                  ? listActions.map((action, index) => createElement(action, { key: index }))
                  : undefined,
            }),
        })),
      show: () => import('./UserShow').then(({ UserShow }) => ({ default: UserShow })),
      edit: () => import('./UserEdit').then(({ UserEdit }) => ({ default: UserEdit })),
      create: () => import('./UserCreate').then(({ UserCreate }) => ({ default: UserCreate })),
    },
    recordRepresentation: (record: RaRecord) => String(record.email),
  });

export const usersResource: ResourceDefinition = usersResourceWith();

export {
  isOwnAccount,
  namesOwnAccount,
  normalizeIdentifier,
} from '../../contract/rules/ownAccount';
export { grantableRoles, canGrantRole } from '../../contract/rules/grantableRoles';
export { RoleNamesField } from './RoleNamesField';
export { UserStatusField };
export type { User } from './schema';
