/**
 * Issue 16 point 5: a session that ends during a save never throws the user's edits away. The form keeps them,
 * the user signs in again in another window (the tabs share the new session) and saves.
 */
import assert from 'node:assert/strict';
import {
  apiAccessToken,
  apiCall,
  BASE_URL,
  captureScreen,
  describe,
  expectPath,
  expectSignInPage,
  expectText,
  expectVisible,
  signIn,
  submitSignIn,
  test,
} from '../support';
import { expectGone } from '../support/profile';

/** A seeded user of Acme that no other spec reads by name. */
const USER = 'u-acme-027';

const storedFirstName = async (admin: string): Promise<string> => {
  const { status, json } = await apiCall(admin, 'GET', `/api/v1/users/${USER}`);
  assert.equal(status, 200);
  return (json as { firstName: string }).firstName;
};

describe('a session that ends during a save', () => {
  test('keeps the edits; after signing in again in another window the user saves them', async ({
    page,
  }) => {
    const admin = await apiAccessToken('admin@demo.test', 't-acme');
    const before = await storedFirstName(admin);
    await signIn(page, 'manager@demo.test');
    await expectPath(page, '/dashboard');
    await page.goto(`${BASE_URL}/users/${USER}`);
    const firstName = page.getByRole('textbox', { name: /^First name/ });
    await expectVisible(firstName);
    await firstName.fill('Zelda');

    // An administrator ends the manager's sessions while the form is open.
    const ended = await apiCall(admin, 'POST', '/api/v1/users/u-manager/expire-sessions');
    assert.equal(ended.status, 200);
    await page.getByRole('button', { name: 'Save' }).click();

    const dialog = page.getByRole('dialog', { name: 'Sign in again to save your changes' });
    await expectVisible(dialog);
    await captureScreen(page, 'session-re-sign-in');
    // Nothing was saved, nothing was thrown away, and the tab is where it was (the form behind the modal
    // dialog is out of the accessibility tree, so it is read by its field name).
    assert.equal(new URL(page.url()).pathname, `/users/${USER}`);
    assert.equal(await page.locator('input[name="firstName"]').inputValue(), 'Zelda');
    assert.equal(await storedFirstName(admin), before);

    const opened = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'Sign in again' }).click();
    const popup = await opened;
    await expectSignInPage(popup);
    const closed = popup.waitForEvent('close');
    await submitSignIn(popup, 'manager@demo.test');
    // The new session reaches the form's tab; the sign-in window closes itself.
    await expectGone(dialog, 'the re-sign-in dialog');
    await expectText(page, 'You are signed in again. Your changes are still here: save them now.');
    await closed;

    assert.equal(await firstName.inputValue(), 'Zelda');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectPath(page, `/users/${USER}/show`);
    assert.equal(await storedFirstName(admin), 'Zelda');
  });
});
