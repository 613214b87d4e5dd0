import type { CurrentUser } from '../../src/contract/schemas/auth';

/** A signed-in user as the platform's current-user call answers it (no set-up pending); override what matters. */
export const aCurrentUser = (overrides: Partial<CurrentUser> = {}): CurrentUser => ({
  id: 'u',
  name: 'N',
  firstName: 'N',
  lastName: 'N',
  email: 'e',
  tenantId: 't',
  tenantName: 'T',
  authorities: [],
  twoFactorSetupRequired: false,
  twoFactorQrData: null,
  passwordChangeRequired: false,
  ...overrides,
});
