import { useCallback, useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '../contract/storageKeys';

/**
 * The cookie preference (spec sections 3 and 4): not set, then accepted or declined; it can be
 * cleared again (e.g. from a settings link), which re-opens the consent bar. Stored in localStorage
 * under three keys other code already reads: the "set" flag, 'true'/'false' and 'YES'/'NO'.
 */
export type CookiePreference = 'accepted' | 'declined' | null;

/** Same-tab listeners; the 'storage' event covers other tabs. */
const CHANGE_EVENT = 'cookie-preference-change';

export const readCookiePreference = (): CookiePreference => {
  if (localStorage.getItem(STORAGE_KEYS.cookiePreferenceSet) !== 'true') return null;
  return localStorage.getItem(STORAGE_KEYS.cookiesAllowed) === 'true' ? 'accepted' : 'declined';
};

const notify = () => window.dispatchEvent(new Event(CHANGE_EVENT));

export const storeCookiePreference = (accepted: boolean): void => {
  localStorage.setItem(STORAGE_KEYS.cookiePreferenceSet, 'true');
  localStorage.setItem(STORAGE_KEYS.cookiesAllowed, accepted ? 'true' : 'false');
  localStorage.setItem(STORAGE_KEYS.cookieConsent, accepted ? 'YES' : 'NO');
  notify();
};

export const clearCookiePreference = (): void => {
  localStorage.removeItem(STORAGE_KEYS.cookiePreferenceSet);
  localStorage.removeItem(STORAGE_KEYS.cookiesAllowed);
  localStorage.removeItem(STORAGE_KEYS.cookieConsent);
  notify();
};

const subscribe = (onChange: () => void) => {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.cookiePreferenceSet) onChange();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
};

/** The current preference, kept in sync across components and tabs, with the actions that change it. */
export const useCookiePreference = () => {
  const preference = useSyncExternalStore(subscribe, readCookiePreference, () => null);
  return {
    preference,
    accept: useCallback(() => storeCookiePreference(true), []),
    decline: useCallback(() => storeCookiePreference(false), []),
    /** Forget the choice so the consent bar asks again. */
    reopen: useCallback(() => clearCookiePreference(), []),
  };
};
