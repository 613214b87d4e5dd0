import { ROLES, type Role } from '../../contract/permissions';
import { permissionNames as englishNames } from '../../i18n/en/permissions';
import { permissionNames as germanNames } from '../../i18n/de/permissions';

/**
 * Readable role names a file may use instead of ROLE_* codes: the English and the German names of every role
 * (case-insensitive), so a file written by either team imports the same. Built from the catalogues, never a copy.
 */
export type RoleAliases = Readonly<Record<string, Role>>;

export const aliasKey = (name: string): string => name.trim().toLowerCase().replace(/\s+/g, ' ');

export const buildRoleAliases = (): RoleAliases => {
  const aliases: Record<string, Role> = {};
  for (const role of ROLES) {
    aliases[aliasKey(englishNames.roles[role])] = role;
    aliases[aliasKey(germanNames.roles[role])] = role;
  }
  return aliases;
};
