import {
  clearCookiePreference,
  readCookiePreference,
  storeCookiePreference,
} from '../../../src/components/cookiePreference';
import { STORAGE_KEYS } from '../../../src/contract/storageKeys';

describe('cookie preference storage', () => {
  beforeEach(() => localStorage.clear());

  it('is not set at first', () => {
    expect(readCookiePreference()).toBeNull();
  });

  it('stores acceptance under all three keys', () => {
    storeCookiePreference(true);
    expect(localStorage.getItem(STORAGE_KEYS.cookiePreferenceSet)).toBe('true');
    expect(localStorage.getItem(STORAGE_KEYS.cookiesAllowed)).toBe('true');
    expect(localStorage.getItem(STORAGE_KEYS.cookieConsent)).toBe('YES');
    expect(readCookiePreference()).toBe('accepted');
  });

  it('stores a refusal', () => {
    storeCookiePreference(false);
    expect(localStorage.getItem(STORAGE_KEYS.cookiesAllowed)).toBe('false');
    expect(localStorage.getItem(STORAGE_KEYS.cookieConsent)).toBe('NO');
    expect(readCookiePreference()).toBe('declined');
  });

  it('can be cleared', () => {
    storeCookiePreference(true);
    clearCookiePreference();
    expect(readCookiePreference()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.cookieConsent)).toBeNull();
  });
});
