import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginPage } from '../../src/pages/login/LoginPage';
import { PublicFrame } from '../../src/layout/PublicFrame';
import { signInI18n } from '../../src/i18n/signIn';
import type { SignInSteps } from '../../src/authProvider/signInClient';
import type { AuthResponse } from '../../src/contract/schemas/auth';
import { browser } from '../../src/authProvider/browser';
import { STORAGE_KEYS } from '../../src/contract/storageKeys';

const ORIGIN = window.location.origin;
/** The state of the sign-in this tab started (startSignIn keeps it in sessionStorage). */
const STATE = 'c3RhdGUtb2YtdGhpcy10YWItMDEyMzQ1Njc4OQ';
const tenants = Array.from({ length: 45 }, (_, i) => ({
  id: `t${i}`,
  name: `Tenant ${String(i).padStart(2, '0')}`,
  redirectUrl: `${ORIGIN}/dashboard/init?code=c${i}`,
}));

/**
 * The sign-in page as a visitor gets it: outside the admin shell, in the public frame with the sign-in part of
 * the catalogue (a key missing from that part would show as a raw key and fail these texts).
 */
const renderLogin = (url: string, login: SignInSteps['login']) => {
  const steps: SignInSteps = { start: vi.fn(async () => undefined), login };
  render(
    <PublicFrame i18nProvider={signInI18n.createI18nProvider('en')}>
      <LoginPage search={new URL(url, ORIGIN).search} steps={steps} />
    </PublicFrame>,
  );
  return steps;
};

describe('login page', () => {
  beforeEach(() => sessionStorage.setItem(STORAGE_KEYS.signInState, STATE));
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it.each([
    ['another sign-in’s state', `/login?id=ONE&state=c29tZW9uZS1lbHNlcy1zdGF0ZS0wMTIzNDU2Nzg5`],
    ['no state', '/login?id=ONE'],
  ])(
    'refuses a return with %s: the failure panel says why, and the id is never used',
    async (_, url) => {
      const login = vi.fn();
      renderLogin(url, login);
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByText('Something went wrong!')).toBeInTheDocument();
      expect(
        within(alert).getByText(
          'This sign-in was not started in this browser tab, so it was stopped. Please sign in again.',
        ),
      ).toBeInTheDocument();
      expect(login).not.toHaveBeenCalled();
    },
  );

  it('refuses any return when this tab started no sign-in', async () => {
    sessionStorage.clear();
    const login = vi.fn();
    renderLogin(`/login?id=ONE&state=${STATE}`, login);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(login).not.toHaveBeenCalled();
  });

  it('says why a session of a deactivated account ended, in the user’s language', async () => {
    renderLogin('/login?error=ACCOUNT_DISABLED', vi.fn());
    expect(
      await screen.findByText(
        'Your account has been deactivated, so you are signed out. Contact your administrator.',
      ),
    ).toBeInTheDocument();
  });

  it('says so when the session ended for a blocked account, whatever address brought the tab here', async () => {
    // checkError kept the reason; a later navigation (react-admin's checkAuth) came to the plain sign-in address.
    sessionStorage.setItem(STORAGE_KEYS.sessionEndedBy, 'ACCOUNT_LOCKED');
    const steps = renderLogin('/login?returnUrl=%2Fverifications', vi.fn());
    expect(await screen.findByRole('alert')).toHaveTextContent(/locked/i);
    expect(steps.start).not.toHaveBeenCalled();
    // Until the user follows the way back, which starts a fresh sign-in.
    expect(sessionStorage.getItem(STORAGE_KEYS.sessionEndedBy)).toBe('ACCOUNT_LOCKED');
    const back = screen.getByRole('link', { name: 'Back to sign-in' });
    back.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(back);
    expect(sessionStorage.getItem(STORAGE_KEYS.sessionEndedBy)).toBeNull();
  });

  it('tenant step: Continue disabled until chosen, at most 40 shown, searchable', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const login = vi.fn(async (): Promise<AuthResponse> => ({
      email: 'admin@demo.test',
      backUrl: '/',
      tenants,
    }));
    renderLogin(`/login?id=ONE&state=${STATE}`, login);
    expect(await screen.findByText('Select the tenant you want to work in')).toBeInTheDocument();
    expect(login).toHaveBeenCalledWith('ONE');
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();
    const input = screen.getByRole('combobox', { name: /Tenant/ });
    await userEvent.click(input);
    expect(await screen.findAllByRole('option')).toHaveLength(40);
    await userEvent.type(input, 'Tenant 44');
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(1);
    await userEvent.click(options[0]!);
    expect(continueButton).toBeEnabled();
    await userEvent.click(continueButton);
    expect(assign).toHaveBeenCalledWith(`${ORIGIN}/dashboard/init?code=c44&state=${STATE}`);
  });

  it('one tenant: redirects at once', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    renderLogin(`/login?id=ONE&state=${STATE}`, async () => ({
      email: 'a',
      backUrl: '/',
      tenants: [tenants[3]!],
    }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(`${ORIGIN}/dashboard/init?code=c3&state=${STATE}`),
    );
  });

  it('no tenant: says the user is not assigned to any tenant, with a way back to sign-in', async () => {
    renderLogin(`/login?id=ONE&state=${STATE}`, async () => ({
      email: 'a',
      backUrl: '/',
      tenants: [],
    }));
    expect(await screen.findByText('User is not assigned to any tenant')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign-in' })).toHaveAttribute('href', '/login');
  });

  it('failure panel: escaped description and back to /login without a stored address', async () => {
    const login = vi.fn();
    renderLogin('/login?error=ACCOUNT_LOCKED&error_description=%3Cb%3ELocked%3C%2Fb%3E', login);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Something went wrong!')).toBeInTheDocument();
    expect(within(alert).getByText('<b>Locked</b>')).toBeInTheDocument();
    expect(alert.querySelector('b')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to sign-in' })).toHaveAttribute('href', '/login');
    expect(login).not.toHaveBeenCalled();
  });

  it('failure panel: back button goes to the stored login address', async () => {
    sessionStorage.setItem(
      'loginContext',
      JSON.stringify({ loginAddress: 'http://sso.test/sign-in', realm: 'r' }),
    );
    renderLogin('/login?error=ACCOUNT_LOCKED', vi.fn());
    expect(await screen.findByRole('link', { name: 'Back to sign-in' })).toHaveAttribute(
      'href',
      'http://sso.test/sign-in',
    );
  });
});
