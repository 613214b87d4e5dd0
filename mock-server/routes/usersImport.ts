import { randomUUID } from 'node:crypto';
import type { Request } from 'express';
import type { Role } from '../../src/contract/permissions';
import {
  checkImportRow,
  importRequestSchema,
  normaliseEmail,
  rolesOfCell,
  splitListCell,
  type ImportRow,
  type ImportRowError,
} from '../../src/contract/schemas/usersImport';
import { canGrantRole } from '../../src/contract/rules/grantableRoles';
import { normalizeIdentifier } from '../../src/contract/rules/ownAccount';
import type { AuthContext } from '../auth/session';
import type { ServerContext } from '../context';
import { appendAudit } from '../guard/audit';
import { applyChange } from '../http/concurrency';
import type { Registry } from '../http/registry';
import { parseInput } from '../http/validate';
import type { GroupRecord, UserRecord } from '../types';
import { invitedUser } from '../resources/users';
import { recordInvitation } from './verificationKeys';

/**
 * Users CSV import: the dry run (`usersCsvParse`, a preview that changes nothing and so writes no audit entry)
 * and the commit (`usersBulkAdd`). Both run the same checks on
 * every row — the stateless ones shared with the portal plus the ones only the platform can make: an e-mail
 * already registered, a group unknown in the caller's tenant, a role the caller may not grant. The commit never
 * trusts the dry run: it re-validates and creates exactly the rows that pass, answering one result per row.
 */
interface CheckedRow {
  row: ImportRow;
  errors: ImportRowError[];
  roles: Role[];
  groups: GroupRecord[];
}

const checkRows = (ctx: ServerContext, auth: AuthContext, rows: ImportRow[]): CheckedRow[] => {
  const users = ctx.store.table('users');
  const taken = (email: string) =>
    users.where('email', email).some((u) => normalizeIdentifier(u.email) === email);
  const tenantGroups = new Map(
    ctx.store
      .table('groups')
      .all(auth.tenant.id)
      .map((g) => [g.name.toLowerCase(), g]),
  );
  const firstRowOf = new Map<string, number>();
  return rows.map((row) => {
    const errors = checkImportRow(row);
    const failed = new Set(errors.map((e) => e.field));
    if (!failed.has('email') && row.email !== undefined) {
      const email = normalizeIdentifier(normaliseEmail(row.email));
      const first = firstRowOf.get(email);
      if (taken(email)) errors.push({ field: 'email', code: 'DUPLICATE_EXISTING' });
      else if (first !== undefined)
        errors.push({ field: 'email', code: 'DUPLICATE_IN_FILE', value: String(first) });
      else firstRowOf.set(email, row.rowNumber);
    }
    const roles = [...new Set(rolesOfCell(row.roles))];
    for (const role of roles)
      if (!canGrantRole(auth.authorities, role))
        errors.push({ field: 'roles', code: 'ROLE_NOT_ALLOWED', value: role });
    const groups: GroupRecord[] = [];
    if (!failed.has('groups'))
      for (const name of splitListCell(row.groups)) {
        const group = tenantGroups.get(name.toLowerCase());
        if (group) groups.push(group);
        else errors.push({ field: 'groups', code: 'UNKNOWN_GROUP', value: name });
      }
    return { row, errors, roles, groups };
  });
};

const newUser = (
  ctx: ServerContext,
  auth: AuthContext,
  row: ImportRow,
  roles: Role[],
): UserRecord =>
  invitedUser(ctx, auth, {
    email: normaliseEmail(row.email ?? ''),
    firstName: (row.firstName ?? '').trim(),
    lastName: (row.lastName ?? '').trim(),
    roles,
  });

/** The audit keeps row numbers and error codes only: the rejected cells may hold anything. */
const summaryOf = (checked: readonly CheckedRow[]) => ({
  rows: checked.length,
  rejected: checked
    .filter((c) => c.errors.length > 0)
    .map((c) => ({ rowNumber: c.row.rowNumber, codes: [...new Set(c.errors.map((e) => e.code))] })),
});

/** The entry of one import as a whole, beside the entry of each user it created. */
const auditImport = (ctx: ServerContext, req: Request, auth: AuthContext, after: unknown) =>
  appendAudit(ctx, req, auth, {
    action: 'USERS_BULK_ADD',
    entityType: 'UserImport',
    entityId: `import-${randomUUID()}`,
    result: 'SUCCESS',
    before: null,
    after,
    reason: null,
    classification: null,
  });

export const registerUsersImportEndpoints = (r: Registry, ctx: ServerContext): void => {
  r.registerEndpoint('usersCsvParse', (req, _res, auth) => {
    const { rows } = parseInput(importRequestSchema, req.body);
    const checked = checkRows(ctx, auth, rows);
    return {
      results: checked.map(({ row, errors }) => ({
        rowNumber: row.rowNumber,
        valid: errors.length === 0,
        errors,
      })),
    };
  });

  r.registerEndpoint('usersBulkAdd', (req, _res, auth) => {
    const { rows } = parseInput(importRequestSchema, req.body);
    // The whole apply is one unit: every valid row is created, with its group memberships and audit entries,
    // or (a fault half-way) none is.
    return ctx.store.transaction(() => {
      const checked = checkRows(ctx, auth, rows);
      const joined = new Map<string, { group: GroupRecord; userIds: string[] }>();
      const results = checked.map(({ row, errors, roles, groups }) => {
        if (errors.length > 0)
          return { rowNumber: row.rowNumber, created: false, userId: null, errors };
        const user = newUser(ctx, auth, row, roles);
        ctx.store.table('users').insert(user);
        recordInvitation(ctx, auth, user, auth.tenant.id);
        for (const group of groups)
          joined.set(group.id, {
            group,
            userIds: [...(joined.get(group.id)?.userIds ?? []), user.id],
          });
        appendAudit(ctx, req, auth, {
          action: 'USER_IMPORT_CREATE',
          entityType: 'User',
          entityId: user.id,
          result: 'SUCCESS',
          before: null,
          after: {
            email: user.email,
            firstName: user.firstName,
            lastName: user.lastName,
            roles: user.roles,
            groups: groups.map((g) => g.id),
          },
          reason: null,
          classification: null,
        });
        return { rowNumber: row.rowNumber, created: true, userId: user.id, errors: [] };
      });
      for (const { group, userIds } of joined.values())
        applyChange(ctx, 'groups', group, auth.user.email, (g) => {
          g.memberIds = [...new Set([...g.memberIds, ...userIds])].sort();
        });
      const createdCount = results.filter((result) => result.created).length;
      auditImport(ctx, req, auth, {
        ...summaryOf(checked),
        created: createdCount,
      });
      return { results, createdCount, rejectedCount: results.length - createdCount };
    });
  });
};
