/**
 * Users (issue: portal users resource), as an administrator: invite a user, resend the invitation, deactivate
 * and reactivate them, unlock the locked demo account and then sign in as it. Asserts what the user sees and
 * what the mock stores (through its API and control routes).
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import {
  captureScreen,
  test,
  expectPath,
  expectText,
  expectVisible,
  expectSignInPage,
  submitSignIn,
  BASE_URL,
  MOCK_URL,
  expectListFilter,
  describe,
  DEMO_PASSWORD,
} from '../support';
import { expectGone, signInAsAdmin } from '../support/profile';
import { confirmGuard } from '../support/adminSession';
import { storedAccessToken } from '../support/platform';

/** The user as the emulator stores it (read with the page's own session). */
const storedUser = async (page: Page, id: string) => {
  const res = await fetch(`${MOCK_URL}/api/v1/users/${id}`, {
    headers: { authorization: `Bearer ${(await storedAccessToken(page)) ?? ''}` },
  });
  assert.equal(res.status, 200);
  return (await res.json()) as { email: string; roles: string[] };
};

const lastKey = async (email: string): Promise<string> => {
  const res = await fetch(
    `${MOCK_URL}/api/__mock/last-invitation?email=${encodeURIComponent(email)}`,
  );
  assert.equal(res.status, 200, `an invitation key for ${email}`);
  return ((await res.json()) as { key: string }).key;
};

const confirmOperation = async (page: Page, button: string, done: string) => {
  await page.getByRole('button', { name: button, exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  await expectVisible(dialog);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expectText(page, done);
};

describe('users', () => {
  test('admin invites a user, resends, deactivates and reactivates them', async ({ page }) => {
    await signInAsAdmin(page);
    // The cookie bar covers the form's Save button otherwise.
    await page
      .getByRole('region', { name: 'Cookie consent' })
      .getByRole('button', { name: 'No', exact: true })
      .click();
    await page.getByRole('menuitem', { name: 'Users' }).click();
    await expectPath(page, '/users');
    await expectVisible(page.getByRole('columnheader', { name: 'E-mail' }));
    await captureScreen(page, 'users-list');

    await page.getByRole('link', { name: 'Invite user' }).click();
    await expectPath(page, '/users/create');
    const email = 'e2e.invitee@acme-bank.test';
    await page.getByRole('textbox', { name: /^E-mail/ }).fill(email);
    await page.getByRole('textbox', { name: /^First name/ }).fill('Ines');
    await page.getByRole('textbox', { name: /^Last name/ }).fill('Invitee');
    await page.getByRole('checkbox', { name: 'Support agent' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expectText(page, `Invitation sent to ${email}.`);
    await expectPath(page, /\/users\/.+\/show$/);
    await expectText(page, 'Pending (not activated yet)');
    const firstKey = await lastKey(email);

    await confirmOperation(page, 'Resend invitation', `The invitation was sent again to ${email}.`);
    assert.notEqual(await lastKey(email), firstKey, 'a resend issues a new activation key');

    await confirmOperation(page, 'Deactivate', 'Ines Invitee is deactivated.');
    await expectVisible(page.getByText('Deactivated', { exact: true }));
    await captureScreen(page, 'users-show-deactivated');
    await confirmOperation(page, 'Activate', 'Ines Invitee is activated.');
    await expectVisible(page.getByText('Activated', { exact: true }));

    // The invitee activates the account through the public page with the mailed key.
    const key = await lastKey(email);
    await page.goto(`${BASE_URL}/account/activate?key=${encodeURIComponent(key)}`);
    await expectText(page, 'Activate your account');
    await page.getByLabel('New password').fill('Welcome!2345x');
    await page.getByLabel('Repeat the password').fill('Welcome!2345x');
    await page.getByRole('button', { name: 'Activate account' }).click();
    await expectText(page, 'Your account is active. You can now sign in.');
  });

  test('admin unlocks the locked demo account, which can then sign in', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto(`${BASE_URL}/users/u-locked/show`);
    await expectText(page, 'Locked until');
    await confirmOperation(page, 'Unlock', 'Lars Locked is unlocked.');
    await expectVisible(page.getByText('Unlocked', { exact: true }));
    await expectText(page, 'Not locked');
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    // Logout sends the browser to the sign-in page by itself; a `goto` of our own would race that navigation.
    await expectSignInPage(page);
    await submitSignIn(page, 'locked@demo.test');
    await expectPath(page, '/dashboard');
  });

  test("resetting a user's two-factor asks for the guard first, then resets it", async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto(`${BASE_URL}/users/u-agent/show`);
    await page.getByRole('button', { name: 'Reset two-factor', exact: true }).first().click();
    const ask = page.getByRole('dialog', {
      name: /^Reset two-factor authentication of Arthur Agent\?/,
    });
    await ask.getByRole('button', { name: 'Reset two-factor', exact: true }).click();
    const guard = page.getByRole('dialog', {
      name: 'Reset two-factor authentication of Arthur Agent',
    });
    await expectVisible(guard);
    await confirmGuard(page, 'Lost phone');
    await expectText(page, 'Two-factor authentication of Arthur Agent is reset.');
    await expectGone(guard, 'the guard dialog after the reset');
  });

  test("a deactivated user's status shows once, as one chip, in the list and on the page", async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page
      .getByRole('region', { name: 'Cookie consent' })
      .getByRole('button', { name: 'No', exact: true })
      .click();
    const filter = encodeURIComponent(JSON.stringify({ status: 'DEACTIVATED' }));
    await page.goto(`${BASE_URL}/users?filter=${filter}`);
    const row = page.locator('tbody tr').first();
    await expectVisible(row);
    const rowText = await row.innerText();
    assert.equal(rowText.match(/deactivated/gi)?.length, 1, `one status in "${rowText}"`);
    await expectVisible(row.getByText('Deactivated', { exact: true }));
    await captureScreen(page, 'users-list-deactivated');

    await row.click();
    await expectPath(page, /\/users\/.+\/show$/);
    const account = page.getByRole('heading', { name: 'Account' }).locator('..');
    await expectVisible(account.getByText('Deactivated', { exact: true }));
    const accountText = await account.innerText();
    assert.equal(accountText.match(/deactivated/gi)?.length, 1, `one status in "${accountText}"`);
    await captureScreen(page, 'users-show-deactivated-once');
  });

  test('an expired activation link says so', async ({ page }) => {
    await page.goto(`${BASE_URL}/account/activate?key=demo-activation-expired-key-0001`);
    await expectText(page, 'This link has expired. Ask for a new one.');
    await page.goto(`${BASE_URL}/account/activate?key=no-such-key`);
    await expectText(page, 'This link is not valid.');
  });

  test("admin signed in to Acme Bank lists Globex Pay's users, read-only", async ({ page }) => {
    await signInAsAdmin(page);
    await page
      .getByRole('region', { name: 'Cookie consent' })
      .getByRole('button', { name: 'No', exact: true })
      .click();
    await page.goto(`${BASE_URL}/users`);
    await expectVisible(page.getByRole('columnheader', { name: 'E-mail' }));
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Tenant' }).click();
    await page.getByRole('combobox', { name: 'Tenant' }).click();
    await page.getByRole('option', { name: 'Globex Pay', exact: true }).click();
    await expectText(
      page,
      'The users of Globex Pay are shown read-only. To manage them, choose Globex Pay when signing in.',
    );
    await expectVisible(page.getByRole('columnheader', { name: 'Tenant' }));
    await page.getByPlaceholder('Search').fill('merchant@demo.test');
    await expectListFilter(page, { q: 'merchant@demo.test' });
    await expectVisible(page.getByRole('cell', { name: 'merchant@demo.test' }).first());
    assert.match(page.url(), /tenantId/, 'the tenant filter is kept in the URL');
    await captureScreen(page, 'users-list-other-tenant');
  });

  test("changing another user's e-mail or roles asks for the guard; cancelled, the form keeps it", async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page
      .getByRole('region', { name: 'Cookie consent' })
      .getByRole('button', { name: 'No', exact: true })
      .click();
    await page.goto(`${BASE_URL}/users/u-agent`);
    const email = page.getByRole('textbox', { name: /^E-mail/ });
    await expectVisible(email);
    await email.fill('arthur.renamed@demo.test');
    await page.getByRole('button', { name: 'Save' }).click();
    const guard = page.getByRole('dialog', { name: 'Change sign-in name or roles' });
    await expectVisible(guard);
    await expectVisible(
      guard.getByText(
        'You are changing the e-mail address (the sign-in name) or the roles of Arthur Agent.',
      ),
    );
    await captureScreen(page, 'users-edit-guard');
    await guard.getByRole('button', { name: 'Cancel' }).click();
    await expectGone(guard, 'the guard dialog after cancelling');
    assert.equal(new URL(page.url()).pathname, '/users/u-agent');
    assert.equal(await email.inputValue(), 'arthur.renamed@demo.test');
    assert.equal((await storedUser(page, 'u-agent')).email, 'agent@demo.test');

    // A wrong security code keeps the dialog and everything typed; the right one saves.
    await page.getByRole('checkbox', { name: 'Support manager' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expectVisible(guard);
    await guard.getByLabel('Password').fill(DEMO_PASSWORD);
    await guard.getByLabel('Security code').fill('000000');
    await guard.getByLabel('Classification').selectOption('CUSTOMER_REQUEST');
    await guard.getByLabel('Reason').fill('Sign-in name corrected');
    await guard.getByRole('button', { name: 'Confirm change' }).click();
    await expectVisible(guard.getByText('The security code is wrong.'));
    assert.equal((await storedUser(page, 'u-agent')).email, 'agent@demo.test');
    await confirmGuard(page, 'Sign-in name corrected');
    await expectPath(page, '/users/u-agent/show');
    await expectText(page, 'arthur.renamed@demo.test');
    const saved = await storedUser(page, 'u-agent');
    assert.equal(saved.email, 'arthur.renamed@demo.test');
    assert.deepEqual([...saved.roles].sort(), ['ROLE_SUPPORT_AGENT', 'ROLE_SUPPORT_MANAGER']);
  });
});
