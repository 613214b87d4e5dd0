import { asAccountBlock, type AccountBlockCode } from '../../contract/rules/accountBlock';
import { STORAGE_KEYS } from '../../contract/storageKeys';
import { browserSessionStorage, type KeyValueStorage } from '../runtime';

/**
 * The account block (deactivated, locked, expired) that ended this tab's session, kept per tab from the platform's
 * first 401 saying so (a data call, or the refresh of a reloaded tab) until the user follows the sign-in page's way
 * back or signs in again. Several things send a signed-out tab to the sign-in page (the failed call's logout,
 * react-admin's own checkAuth on the next route, a refused refresh), and the last navigation wins: the page reads
 * the reason from here whichever address it was reached by, instead of starting a sign-in that fails the same way.
 */
export const rememberAccountBlock = (
  code: AccountBlockCode,
  storage: KeyValueStorage = browserSessionStorage,
): void => storage.setItem(STORAGE_KEYS.sessionEndedBy, code);

export const peekAccountBlock = (
  storage: KeyValueStorage = browserSessionStorage,
): AccountBlockCode | null => asAccountBlock(storage.getItem(STORAGE_KEYS.sessionEndedBy));

export const forgetAccountBlock = (storage: KeyValueStorage = browserSessionStorage): void =>
  storage.removeItem(STORAGE_KEYS.sessionEndedBy);
