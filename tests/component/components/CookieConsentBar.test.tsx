import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@mui/material';
import { CookieConsentBar, useCookiePreference } from '../../../src/components';
import { STORAGE_KEYS } from '../../../src/contract/storageKeys';
import { renderWithI18n } from '../../support/renderWithI18n';

const SettingsLink = () => {
  const { preference, reopen } = useCookiePreference();
  return (
    <>
      <span data-testid="preference">{String(preference)}</span>
      <Button onClick={reopen}>Cookie settings</Button>
    </>
  );
};

const renderBar = () =>
  renderWithI18n(
    <>
      <CookieConsentBar privacyHref="/privacy" />
      <SettingsLink />
    </>,
  );

const bar = () => screen.queryByRole('region', { name: 'Cookie consent' });

describe('CookieConsentBar', () => {
  beforeEach(() => localStorage.clear());

  it('asks with Yes, No and a privacy link while nothing is chosen', () => {
    renderBar();
    expect(bar()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'No' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  it('Yes stores acceptance and closes', async () => {
    renderBar();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(bar()).not.toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.cookiePreferenceSet)).toBe('true');
    expect(localStorage.getItem(STORAGE_KEYS.cookiesAllowed)).toBe('true');
    expect(localStorage.getItem(STORAGE_KEYS.cookieConsent)).toBe('YES');
    expect(screen.getByTestId('preference')).toHaveTextContent('accepted');
  });

  it('No stores the refusal and closes', async () => {
    renderBar();
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(bar()).not.toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.cookiesAllowed)).toBe('false');
    expect(localStorage.getItem(STORAGE_KEYS.cookieConsent)).toBe('NO');
  });

  it('stays closed after a reload', async () => {
    const first = renderBar();
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    first.unmount();
    renderBar();
    expect(bar()).not.toBeInTheDocument();
  });

  it('opens again when the preference is cleared from a settings link', async () => {
    renderBar();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    expect(bar()).toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.cookiePreferenceSet)).toBeNull();
  });

  it('follows a choice made in another tab', () => {
    renderBar();
    act(() => {
      localStorage.setItem(STORAGE_KEYS.cookiePreferenceSet, 'true');
      localStorage.setItem(STORAGE_KEYS.cookiesAllowed, 'true');
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.cookiePreferenceSet }));
    });
    expect(bar()).not.toBeInTheDocument();
  });
});
