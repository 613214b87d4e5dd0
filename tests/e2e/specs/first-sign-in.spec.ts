/**
 * Issue 2: the first sign-in of newbie@demo.test — two-factor set-up with a QR code, then the forced
 * password change, then the dashboard. Both steps change the account, so the mock is reset around it.
 */
import assert from 'node:assert/strict';
import {
  captureScreen,
  test,
  eventually,
  expectDisabled,
  expectEnabled,
  expectAbsent,
  expectPath,
  expectSignInPage,
  expectText,
  expectVisible,
  signIn,
  submitSignIn,
  totpForSecret,
  describe,
} from '../support';

const NEW_PASSWORD = 'Fresh-Start-2026!';

describe('first sign-in', () => {
  test('newbie sets up 2FA, changes the password, reaches the dashboard and signs in again with it', async ({
    page,
  }) => {
    await signIn(page, 'newbie@demo.test');

    await expectPath(page, '/setup/two-factor');
    await expectText(page, 'Set up two-factor authentication');
    await expectVisible(page.getByRole('img', { name: 'QR code for your authenticator app' }));
    // What a user without a camera does: type the key shown under the QR code into the authenticator.
    const secret = (await page.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
    assert.match(secret, /^[A-Z2-7]{16,}$/, 'a base32 key is shown for manual entry');
    await captureScreen(page, '07-two-factor-setup');
    const confirm = page.getByRole('button', { name: 'Confirm', exact: true });
    await expectDisabled(confirm, 'Confirm before 6 digits are typed');
    await page.getByLabel('6-digit code').fill(totpForSecret(secret));
    await expectEnabled(confirm, 'Confirm with 6 digits');
    await confirm.click();

    await expectPath(page, '/setup/password');
    await expectText(page, 'Choose a new password');
    const newPassword = page.getByLabel(/^New password/);
    const confirmation = page.getByLabel(/^Confirm new password/);
    const save = page.getByRole('button', { name: 'Save password', exact: true });
    // A weak password is refused on the spot, the field marked invalid.
    await newPassword.fill('short');
    await confirmation.fill('short');
    await save.click();
    await eventually(
      async () => (await newPassword.getAttribute('aria-invalid')) === 'true',
      'the weak new password to be marked invalid',
    );
    await expectPath(page, '/setup/password');
    await captureScreen(page, '08-password-change');
    await newPassword.fill(NEW_PASSWORD);
    await confirmation.fill(NEW_PASSWORD);
    await save.click();

    await expectPath(page, '/dashboard');
    await expectText(page, 'Welcome, Nina');
    await expectText(page, 'Tenant: Acme Bank');
    await captureScreen(page, '09-dashboard-newbie');

    // The set-up is done for good: after logging out, the new password leads straight to the dashboard.
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expectSignInPage(page);
    await submitSignIn(page, 'newbie@demo.test', NEW_PASSWORD);
    await expectPath(page, '/dashboard');
    await expectText(page, 'Welcome, Nina');
    await expectAbsent(page.getByText('Set up two-factor authentication'), 'two-factor set-up');
  });
});
