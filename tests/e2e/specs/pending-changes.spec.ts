/**
 * Every form of the portal holds its unsaved edits (spec section 2, "You have pending changes…"): leaving a
 * user's edit form or the workflow definition editor through the menu asks first, staying keeps the edits,
 * leaving discards them; a reload asks through the browser; a saved form leaves without a word.
 */
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import {
  BASE_URL,
  captureScreen,
  describe,
  eventually,
  expectPath,
  expectText,
  expectVisible,
  test,
} from '../support';
import { signInAdmin } from '../support/adminSession';
import { expectGone } from '../support/profile';

const PENDING =
  'You have pending changes that will be lost if you navigate away or refresh this page.';

const leaveThroughMenu = async (page: Page, entry: string): Promise<Locator> => {
  await page.getByRole('menuitem', { name: entry, exact: true }).click();
  const prompt = page.getByRole('dialog', { name: 'Unsaved changes' });
  await expectVisible(prompt);
  await expectVisible(prompt.getByText(PENDING, { exact: true }));
  return prompt;
};

/** A reload with unsaved edits: the browser's own beforeunload prompt; dismissing it keeps the page. */
const reloadIsHeld = async (page: Page): Promise<void> => {
  let asked = '';
  page.once('dialog', (dialog) => {
    asked = dialog.type();
    void dialog.dismiss();
  });
  await page.reload({ timeout: 5000 }).catch(() => undefined);
  await eventually(async () => asked === 'beforeunload', 'the beforeunload prompt');
};

describe('pending changes', () => {
  test("a user's edit form asks before the menu leaves it; saved, it leaves freely", async ({
    page,
  }) => {
    await signInAdmin(page);
    await page.goto(`${BASE_URL}/users/u-agent`);
    const firstName = page.getByRole('textbox', { name: /^First name/ });
    await expectVisible(firstName);
    // Only opened: nothing to lose, the menu leaves at once.
    await page.getByRole('menuitem', { name: 'Dashboard', exact: true }).click();
    await expectPath(page, '/dashboard');

    await page.goBack();
    await expectPath(page, '/users/u-agent');
    await firstName.fill('Arno');
    const prompt = await leaveThroughMenu(page, 'Dashboard');
    await captureScreen(page, 'pending-changes-user-edit');
    await prompt.getByRole('button', { name: 'Stay on this page' }).click();
    await expectGone(prompt, 'the pending-changes dialog after staying');
    assert.equal(new URL(page.url()).pathname, '/users/u-agent');
    assert.equal(await firstName.inputValue(), 'Arno');

    await reloadIsHeld(page);
    assert.equal(await firstName.inputValue(), 'Arno');

    const again = await leaveThroughMenu(page, 'Dashboard');
    await again.getByRole('button', { name: 'Leave and discard changes' }).click();
    await expectPath(page, '/dashboard');

    // Saved: the redirect and the next menu click go through without a prompt.
    await page.goto(`${BASE_URL}/users/u-agent`);
    await expectVisible(firstName);
    await firstName.fill('Arno');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectPath(page, '/users/u-agent/show');
    await expectText(page, 'Arno');
    await page.getByRole('menuitem', { name: 'Dashboard', exact: true }).click();
    await expectPath(page, '/dashboard');
  });

  test('the workflow definition editor asks before the menu leaves it', async ({ page }) => {
    await signInAdmin(page);
    await page.getByRole('menuitem', { name: 'Workflows', exact: true }).click();
    await page.getByText('Standard KYC onboarding', { exact: true }).click();
    await expectPath(page, /^\/workflows\/[^/]+\/show$/);
    await page.getByRole('link', { name: 'Edit' }).click();
    await expectPath(page, /^\/workflows\/[^/]+$/);
    const address = new URL(page.url()).pathname;
    const editor = page.getByRole('textbox', { name: 'Definition (JSON)' });
    await expectVisible(editor);
    // A change typed into the code editor (not a plain input) is what must be held.
    await editor.click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type('\n');
    const typed = await editor.innerText();

    const prompt = await leaveThroughMenu(page, 'Users');
    await prompt.getByRole('button', { name: 'Stay on this page' }).click();
    await expectGone(prompt, 'the pending-changes dialog after staying');
    assert.equal(new URL(page.url()).pathname, address);
    assert.equal(await editor.innerText(), typed, 'the typed definition is kept');

    await reloadIsHeld(page);
    assert.equal(new URL(page.url()).pathname, address);

    const again = await leaveThroughMenu(page, 'Users');
    await again.getByRole('button', { name: 'Leave and discard changes' }).click();
    await expectPath(page, '/users');
  });
});
