import { STORAGE_KEYS } from '../contract/storageKeys';

/**
 * The sign-in state binds a sign-in to the tab that started it (login CSRF): a random value kept in this tab's
 * sessionStorage, sent to the platform's sign-in page, which carries it back on the return address; the tenant
 * step's address carries it too. A return whose state is missing or different (a sign-in started on another
 * site or in another browser, e.g. an attacker's own id or code in a link) is refused before any call, so nobody
 * is ever signed into somebody else's account.
 */
export const SIGN_IN_STATE_PARAM = 'state';

const toBase64Url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** Starts a sign-in: a new state replaces any earlier one of this tab. */
export const newSignInState = (): string => {
  const state = toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
  sessionStorage.setItem(STORAGE_KEYS.signInState, state);
  return state;
};

export const storedSignInState = (): string | null =>
  sessionStorage.getItem(STORAGE_KEYS.signInState);

/** Whether a return address's state is the one this tab's sign-in started with. */
export const isOwnSignIn = (search: URLSearchParams): boolean => {
  const stored = storedSignInState();
  return stored !== null && search.get(SIGN_IN_STATE_PARAM) === stored;
};

/** The sign-in is complete (or abandoned): its state is used up. */
export const clearSignInState = (): void => sessionStorage.removeItem(STORAGE_KEYS.signInState);
