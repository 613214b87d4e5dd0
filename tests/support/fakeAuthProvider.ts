import type { AuthProvider, UserIdentity } from 'react-admin';
import { canAccessWith } from '../../src/contract/access';

/**
 * A signed-in authProvider for component tests: `canAccess` asks the portal's real access table with the given
 * authorities, so a screen shows and hides exactly what it would for that user.
 */
export const fakeAuthProvider = (
  authorities: readonly string[],
  identity?: UserIdentity,
): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => authorities,
  ...(identity ? { getIdentity: async () => identity } : {}),
  canAccess: async ({ resource, action }) => canAccessWith(authorities, resource, action),
});
