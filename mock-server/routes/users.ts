import { z } from 'zod';
import { toUserDto } from '../auth/sanitize';
import type { ServerContext } from '../context';
import type { Registry } from '../http/registry';
import { findInTenant, scopeToTenant } from '../http/tenantScope';
import { parseInput } from '../http/validate';
import type { ListSpec } from '../query';
import { answerListQuery } from '../query';

/** Portal users of the caller's tenant (read side; issue 4 adds the actions). */
export const USERS_LIST_SPEC: ListSpec = {
  filters: {
    q: { kind: 'text', fields: ['email', 'firstName', 'lastName', 'userName'] },
    email: { kind: 'text', fields: ['email'] },
    firstName: { kind: 'text', fields: ['firstName'] },
    lastName: { kind: 'text', fields: ['lastName'] },
    status: { kind: 'equals', field: 'status' },
    roles: { kind: 'equals', field: 'roles' },
    registeredFrom: { kind: 'min', field: 'registrationDate' },
    registeredTo: { kind: 'max', field: 'registrationDate' },
  },
  sortable: ['email', 'firstName', 'lastName', 'status', 'registrationDate'],
  defaultSort: { field: 'email', direction: 'ASC' },
};

export const registerUserEndpoints = (r: Registry, ctx: ServerContext): void => {
  r.registerEndpoint('usersGet', (req, _res, auth) => {
    const { id } = parseInput(z.object({ id: z.string().min(1).max(100) }), req.params);
    const user = findInTenant(ctx.store.data().users, id, auth, 'User');
    return toUserDto(user, auth.tenant.id);
  });

  r.registerEndpoint('usersFilter', (req, _res, auth) => {
    const users = scopeToTenant(ctx.store.data().users, auth);
    const page = answerListQuery(users, req.body, USERS_LIST_SPEC);
    return {
      content: page.content.map((u) => toUserDto(u, auth.tenant.id)),
      totalElements: page.totalElements,
    };
  });
};
