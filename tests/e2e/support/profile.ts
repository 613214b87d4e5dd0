/**
 * Helpers of the "My profile" specs: signing in as the two-tenant admin, opening the page from the user menu,
 * and filling the guard dialog the way a user does (by label).
 */
import type { Locator, Page } from 'playwright-core';
import { signIn } from './auth';
import { eventually, expectEnabled, expectPath, expectVisible } from './expect';

export const signInAsAdmin = async (page: Page, tenant = 'Acme Bank'): Promise<void> => {
  await signIn(page, 'admin@demo.test');
  await expectPath(page, '/login');
  await page.getByRole('combobox', { name: 'Tenant' }).click();
  await page.getByRole('option', { name: tenant, exact: true }).click();
  const continueButton = page.getByRole('button', { name: 'Continue', exact: true });
  await expectEnabled(continueButton, 'Continue once a tenant is chosen');
  await continueButton.click();
  await expectPath(page, '/dashboard');
};

/** The user menu's "My profile" entry (react-admin labels the menu button 'Profile'). */
export const openMyProfile = async (page: Page): Promise<void> => {
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'My profile' }).click();
  await expectPath(page, '/my-profile');
  await expectVisible(page.getByRole('heading', { name: 'My profile', level: 1 }));
};

export interface GuardInput {
  password: string;
  passCode: string;
  reason?: string;
  classification?: string;
}

export const fillGuardDialog = async (dialog: Locator, input: GuardInput): Promise<void> => {
  await dialog.getByLabel('Password').fill(input.password);
  await dialog.getByLabel('Security code').fill(input.passCode);
  const classification = dialog.getByLabel('Classification');
  await expectEnabled(classification, 'the classification list');
  await classification.selectOption({ label: input.classification ?? 'Customer request' });
  await dialog.getByLabel('Reason').fill(input.reason ?? 'Address change requested by the user');
};

/** The e-mail address the page shows as current (the server's value after a reload). */
export const currentEmailOn = (page: Page): Locator => page.getByTestId('profile-current-email');

/** Waits until the locator matches nothing (dialogs leave with a closing transition). */
export const expectGone = (locator: Locator, what: string): Promise<void> =>
  eventually(async () => (await locator.count()) === 0, `${what} to disappear`);
