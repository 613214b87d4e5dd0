/**
 * "My profile": guarded e-mail change (wrong password, then right password + TOTP), the second-factor window
 * (confirm in the popup, cancel on the overlay) and the pending-changes prompt (in-app navigation, reload).
 */
import assert from 'node:assert/strict';
import type { BrowserContext, Page } from '@playwright/test';
import {
  captureScreen,
  test,
  eventually,
  expectText,
  expectVisible,
  mockControl,
  totpFor,
  DEMO_PASSWORD,
  BASE_URL,
  describe,
} from '../support';
import {
  currentEmailOn,
  expectGone,
  fillGuardDialog,
  openMyProfile,
  signInAsAdmin,
} from '../support/profile';

const ADMIN = 'admin@demo.test';
const PENDING =
  'You have pending changes that will be lost if you navigate away or refresh this page.';
const CANCELLED = 'Changes could not be saved as 2FA authentication was cancelled';

/**
 * With the second-factor window on: the administrator asks to change their e-mail address, passes the guard,
 * and confirms; answers the confirmation window that opens.
 */
const changeEmailThroughWindow = async (
  page: Page,
  context: BrowserContext,
  email: string,
): Promise<Page> => {
  await mockControl('feature-flags', { secondFactorWindow: true });
  await signInAsAdmin(page);
  await openMyProfile(page);
  await page.getByLabel('New e-mail address').fill(email);
  await page
    .getByRole('region', { name: 'E-mail address' })
    .getByRole('button', { name: 'Save' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Change e-mail address' });
  await fillGuardDialog(dialog, { password: DEMO_PASSWORD, passCode: totpFor(ADMIN) });
  const popupOpened = context.waitForEvent('page');
  await dialog.getByRole('button', { name: 'Confirm change' }).click();
  return popupOpened;
};

describe('my profile', () => {
  test('guarded e-mail change: wrong password marked, then saved with password + TOTP', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await openMyProfile(page);
    await expectVisible(currentEmailOn(page));
    assert.equal(await currentEmailOn(page).textContent(), ADMIN);
    await captureScreen(page, 'profile-01-page');

    await page.getByLabel('New e-mail address').fill('ada.admin@demo.test');
    await page
      .getByRole('region', { name: 'E-mail address' })
      .getByRole('button', { name: 'Save' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Change e-mail address' });
    await expectVisible(dialog);
    await fillGuardDialog(dialog, { password: 'Wrong!2345x', passCode: totpFor(ADMIN) });
    await dialog.getByRole('button', { name: 'Confirm change' }).click();

    const password = dialog.getByLabel('Password');
    await eventually(
      async () => (await password.getAttribute('aria-invalid')) === 'true',
      'the password field to be marked',
    );
    await expectVisible(dialog.getByText('The password is wrong.'));
    // Everything else the user typed is still there.
    assert.equal(
      await dialog.getByLabel('Reason').inputValue(),
      'Address change requested by the user',
    );
    assert.equal(await dialog.getByLabel('Classification').inputValue(), 'CUSTOMER_REQUEST');
    assert.match(await dialog.getByLabel('Security code').inputValue(), /^\d{6}$/);
    assert.equal(await page.getByLabel('New e-mail address').inputValue(), 'ada.admin@demo.test');
    await captureScreen(page, 'profile-02-guard-wrong-password');

    await password.fill(DEMO_PASSWORD);
    await dialog.getByLabel('Security code').fill(totpFor(ADMIN));
    await dialog.getByRole('button', { name: 'Confirm change' }).click();
    await expectGone(dialog, 'the guard dialog after a successful change');
    await expectText(page, 'Your e-mail address has been changed.');

    // The server stored it: a fresh load of the page shows the new address.
    await page.reload();
    await expectVisible(currentEmailOn(page));
    await eventually(
      async () => (await currentEmailOn(page).textContent()) === 'ada.admin@demo.test',
      'the new e-mail address after a reload',
    );
  });

  test('second-factor window: confirming in the popup saves the change', async ({
    page,
    context,
  }) => {
    const popup = await changeEmailThroughWindow(page, context, 'ada.mfa@demo.test');
    await popup.waitForLoadState();
    assert.match(popup.url(), /\/api\/mfa\/confirm\?nonce=/);
    const overlay = page.getByRole('dialog', { name: 'Waiting for confirmation' });
    await expectVisible(overlay);
    await captureScreen(page, 'profile-03-second-factor-overlay');

    // The window closes itself in the click's handler, which may end the click before Playwright does.
    const popupClosed = popup.waitForEvent('close');
    await popup
      .getByRole('button', { name: 'Confirm', exact: true })
      .click()
      .catch((error: unknown) => {
        if (!popup.isClosed()) throw error;
      });
    await popupClosed;
    await expectGone(overlay, 'the waiting overlay after confirming');
    await expectText(page, 'Your e-mail address has been changed.');
    await eventually(
      async () => (await currentEmailOn(page).textContent()) === 'ada.mfa@demo.test',
      'the new e-mail address',
    );
  });

  test('second-factor window: cancelling on the overlay saves nothing', async ({
    page,
    context,
  }) => {
    await changeEmailThroughWindow(page, context, 'ada.never@demo.test');
    const dialog = page.getByRole('dialog', { name: 'Change e-mail address' });
    const overlay = page.getByRole('dialog', { name: 'Waiting for confirmation' });
    await expectVisible(overlay);
    await overlay.getByRole('button', { name: 'Cancel' }).click();
    await expectGone(overlay, 'the overlay after cancelling');
    await expectVisible(dialog.getByText(CANCELLED));

    // Nothing reached the server: after a fresh load the address is unchanged.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    page.once('dialog', (prompt) => void prompt.accept());
    await page.reload();
    await expectVisible(currentEmailOn(page));
    assert.equal(await currentEmailOn(page).textContent(), ADMIN);
  });

  test('pending changes: leaving asks first, staying keeps the value, reload asks too', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await openMyProfile(page);
    const firstName = page.getByLabel('First name');
    await expectVisible(firstName);
    await firstName.fill('Adaline');

    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    const prompt = page.getByRole('dialog', { name: 'Unsaved changes' });
    await expectVisible(prompt);
    await expectVisible(prompt.getByText(PENDING, { exact: true }));
    await captureScreen(page, 'profile-04-pending-changes');
    await prompt.getByRole('button', { name: 'Stay on this page' }).click();
    await expectGone(prompt, 'the pending-changes dialog after staying');
    assert.equal(new URL(page.url()).pathname, '/my-profile');
    assert.equal(await firstName.inputValue(), 'Adaline');

    // A reload with unsaved edits: the browser's own beforeunload prompt; dismissing it keeps the page.
    let asked = '';
    page.once('dialog', (dialog) => {
      asked = dialog.type();
      void dialog.dismiss();
    });
    await page.reload({ timeout: 5000 }).catch(() => undefined);
    await eventually(async () => asked === 'beforeunload', 'the beforeunload prompt');
    assert.equal(await firstName.inputValue(), 'Adaline');

    // Saved: leaving is free again, and the app bar shows the new name.
    await page.getByRole('region', { name: 'Name' }).getByRole('button', { name: 'Save' }).click();
    await expectText(page, 'Your name has been changed.');
    await page.goto(`${BASE_URL}/my-profile`);
    await expectVisible(page.getByLabel('First name'));
    assert.equal(await page.getByLabel('First name').inputValue(), 'Adaline');
  });
});
