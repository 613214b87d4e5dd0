import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginPage } from '../../src/pages/login/LoginPage';
import { PublicFrame } from '../../src/layout/PublicFrame';
import { signInI18n } from '../../src/i18n/signIn';
import type { SignInSteps } from '../../src/authProvider/signInClient';
import type { AuthResponse } from '../../src/contract/schemas/auth';
import { browser } from '../../src/authProvider/browser';

const ORIGIN = window.location.origin;
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
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it('tenant step: Continue disabled until chosen, at most 40 shown, searchable', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const login = vi.fn(async (): Promise<AuthResponse> => ({
      email: 'admin@demo.test',
      backUrl: '/',
      tenants,
    }));
    renderLogin('/login?id=ONE', login);
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
    expect(assign).toHaveBeenCalledWith(`${ORIGIN}/dashboard/init?code=c44`);
  });

  it('one tenant: redirects at once', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    renderLogin('/login?id=ONE', async () => ({
      email: 'a',
      backUrl: '/',
      tenants: [tenants[3]!],
    }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${ORIGIN}/dashboard/init?code=c3`));
  });

  it('no tenant: says the user is not assigned to any tenant, with a way back to sign-in', async () => {
    renderLogin('/login?id=ONE', async () => ({ email: 'a', backUrl: '/', tenants: [] }));
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
