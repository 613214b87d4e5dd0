/**
 * Signing in the way a user does: the portal's /login sends the browser to the mock's sign-in page, which
 * is filled in by label and submitted; the mock redirects back to the portal.
 */
import type { Page } from 'playwright-core';
import { BASE_URL, DEMO_PASSWORD } from './env';
import { expectPath, expectVisible } from './expect';

/** The mock-served sign-in page (reached through the portal origin's /api proxy or the mock directly). */
export const SIGN_IN_PATH = /\/sso\/sign-in$/;

/** Waits until the browser shows the mock's sign-in page with its Email field. */
export const expectSignInPage = async (page: Page): Promise<void> => {
  await expectPath(page, SIGN_IN_PATH);
  await expectVisible(page.getByLabel('Email', { exact: true }));
};

/**
 * Opens /login, follows the redirect to the sign-in page and submits the credentials. The visit to /login only
 * waits for the address to commit: the page sends the browser on at once, sometimes before its own load event,
 * which would abort a `goto` that waits for it.
 */
export const signIn = async (
  page: Page,
  email: string,
  password: string = DEMO_PASSWORD,
): Promise<void> => {
  await page.goto(`${BASE_URL}/login`, { waitUntil: 'commit' });
  await expectSignInPage(page);
  await submitSignIn(page, email, password);
};

/** Fills and submits the sign-in page the browser is on. */
export const submitSignIn = async (
  page: Page,
  email: string,
  password: string = DEMO_PASSWORD,
): Promise<void> => {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
};

/** Answers the cookie bar ('No'): it covers the bottom of the page, where lists have their pager. */
export const declineCookies = async (page: Page): Promise<void> => {
  await page.getByRole('button', { name: 'No', exact: true }).click();
};

/** Signs in an account with one tenant, waits for its dashboard and answers the cookie bar. */
export const signInToDashboard = async (page: Page, email: string): Promise<void> => {
  await signIn(page, email);
  await expectPath(page, '/dashboard');
  await declineCookies(page);
};
