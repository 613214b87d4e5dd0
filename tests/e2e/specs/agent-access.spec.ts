/**
 * A support agent (read-only on users, no tenants permission): the users list and a user's page offer no
 * create, edit, bulk or operation buttons; the tenants menu entry is absent and /tenants is access-denied.
 */
import {
  captureScreen,
  test,
  expectAbsent,
  expectPath,
  expectText,
  expectVisible,
  signIn,
  BASE_URL,
  expectListFilter,
  describe,
} from '../support';

const UNAUTHORIZED = "Unauthorized. You don't have the required permission to view this page.";

describe('agent access', () => {
  test('the users list and details are read-only for an agent', async ({ page }) => {
    await signIn(page, 'agent@demo.test');
    await expectPath(page, '/dashboard');
    await page.getByRole('menuitem', { name: 'Users' }).click();
    await expectPath(page, '/users');
    await page.getByPlaceholder('Search').fill('manager@demo');
    await expectListFilter(page, { q: 'manager@demo' });
    await expectVisible(page.getByRole('cell', { name: 'manager@demo.test' }));
    await expectAbsent(page.getByRole('link', { name: 'Invite user' }), 'invite button');
    await expectAbsent(page.getByRole('checkbox'), 'row selection (bulk actions)');
    await captureScreen(page, 'agent-users-list');
    await page.getByRole('cell', { name: 'manager@demo.test' }).first().click();
    await expectPath(page, '/users/u-manager/show');
    await expectText(page, 'Roles and permissions');
    for (const name of [
      'Edit',
      'Edit roles',
      'Activate',
      'Deactivate',
      'Unlock',
      'Reset two-factor',
      'Expire sessions',
      'Resend invitation',
    ])
      await expectAbsent(page.getByRole('button', { name, exact: true }), `${name} button`);
    await expectAbsent(page.getByRole('link', { name: 'Edit', exact: true }), 'edit link');
  });

  test('the tenants menu is absent and /tenants shows access denied', async ({ page }) => {
    await signIn(page, 'agent@demo.test');
    await expectPath(page, '/dashboard');
    await expectAbsent(page.getByRole('menuitem', { name: 'Tenants' }), 'tenants menu entry');
    await page.goto(`${BASE_URL}/tenants`);
    await expectText(page, UNAUTHORIZED);
    await captureScreen(page, 'agent-tenants-denied');
  });
});
