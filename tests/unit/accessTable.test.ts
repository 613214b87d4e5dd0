import { describe, expect, it } from 'vitest';
import { ACCESS_TABLE, canAccessWith, requiredAuthorities } from '../../src/contract/access';
import { authoritiesForRoles, isPermission, isRole } from '../../src/contract/permissions';
import { createAuthProvider } from '../../src/authProvider';

const agent = authoritiesForRoles(['ROLE_SUPPORT_AGENT']);
const admin = authoritiesForRoles(['ROLE_ADMINISTRATOR']);

describe('access table', () => {
  it('names only known authorities', () => {
    for (const entry of Object.values(ACCESS_TABLE))
      for (const required of Object.values(entry) as (readonly string[])[])
        for (const authority of required)
          expect(isPermission(authority) || isRole(authority)).toBe(true);
  });
  it('an agent cannot administer, an admin can', () => {
    expect(canAccessWith(agent, 'administration', 'access')).toBe(false);
    expect(canAccessWith(admin, 'administration', 'access')).toBe(true);
    expect(canAccessWith(agent, 'users', 'list')).toBe(true);
    expect(canAccessWith(agent, 'users', 'edit')).toBe(false);
    expect(canAccessWith(admin, 'users', 'edit')).toBe(true);
  });
  it('denies unknown resources and actions; the dashboard is for every signed-in user', () => {
    expect(canAccessWith(admin, 'nope', 'list')).toBe(false);
    expect(canAccessWith(admin, 'users', 'explode')).toBe(false);
    expect(requiredAuthorities('nope', 'list')).toBeNull();
    expect(canAccessWith(agent, 'dashboard', 'list')).toBe(true);
  });
  it('canAccess reads the stored current user', async () => {
    localStorage.setItem(
      'currentUser',
      JSON.stringify({
        id: 'u1',
        name: 'Ann Agent',
        firstName: 'Ann',
        lastName: 'Agent',
        email: 'a@x',
        tenantId: 't1',
        tenantName: 'Acme',
        authorities: agent,
        twoFactorSetupRequired: false,
        twoFactorQrData: null,
        passwordChangeRequired: false,
      }),
    );
    const provider = createAuthProvider();
    await expect(
      provider.canAccess!({ resource: 'administration', action: 'access' }),
    ).resolves.toBe(false);
    await expect(provider.canAccess!({ resource: 'users', action: 'list' })).resolves.toBe(true);
    localStorage.clear();
    await expect(provider.canAccess!({ resource: 'users', action: 'list' })).resolves.toBe(false);
  });
});
