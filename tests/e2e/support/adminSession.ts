/** Shared steps of the tenants, merchants and customers specs (not a spec itself: Playwright runs *.spec.ts). */
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, declineCookies, expectEnabled, expectPath, signIn, totpFor } from './index';

export const ADMIN = 'admin@demo.test';

/** Signs the administrator in and picks a tenant in the login dropdown. */
export const signInAdmin = async (page: Page, tenant = 'Acme Bank'): Promise<void> => {
  await signIn(page, ADMIN);
  await chooseTenant(page, tenant);
};

/** The tenant step after the administrator's sign-in: picks a tenant, continues, declines the cookie bar. */
export const chooseTenant = async (page: Page, tenant = 'Acme Bank'): Promise<void> => {
  await expectPath(page, '/login');
  await page.getByRole('combobox', { name: 'Tenant' }).click();
  await page.getByRole('option', { name: tenant, exact: true }).click();
  const continueButton = page.getByRole('button', { name: 'Continue', exact: true });
  await expectEnabled(continueButton, 'Continue');
  await continueButton.click();
  await expectPath(page, '/dashboard');
  await declineCookies(page);
};

/** Fills and confirms the guard dialog with a demo account's password and current security code (the admin's). */
export const confirmGuard = async (
  page: Page,
  reason: string,
  { email = ADMIN, classification = 'CUSTOMER_REQUEST' } = {},
): Promise<void> => {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
  await dialog.getByLabel('Security code').fill(totpFor(email));
  await dialog.getByLabel('Classification').selectOption(classification);
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Confirm change' }).click();
};
