/**
 * Every browser-storage key the portal uses (spec section 3, "Local storage keys"), in one place.
 * Guard fields, tokens shown once and passwords are never stored under any key.
 */
export const STORAGE_KEYS = {
  /** localStorage: the signed-in user (no credential). Tokens are in no storage (src/session/auth/sessionStore.ts). */
  currentUser: 'currentUser',
  loginContext: 'loginContext',
  /** sessionStorage: the sanitised same-portal path to open after sign-in. */
  returnUrl: 'returnUrl',
  /** sessionStorage: the random state of the sign-in this tab started; a return without it is refused. */
  signInState: 'signInState',
  /** sessionStorage: the account block (e.g. ACCOUNT_DISABLED) that ended this tab's session, until the sign-in page said so. */
  sessionEndedBy: 'sessionEndedBy',
  cookiePreferenceSet: 'cookiePreferenceSet',
  cookiesAllowed: 'cookiesAllowed',
  cookieConsent: 'cookieConsent',
  deployedVersions: 'deployedVersions',
  clientVersion: 'clientVersion',
  /** The client version this tab last force-reloaded for (sessionStorage), so a reload never loops. */
  clientVersionReloadedFor: 'clientVersionReloadedFor',
  lastActivity: 'lastActivity',
  confirmationUrl: 'confirmationUrl',
  confirmationResult: 'confirmationResult',
  mfaError: 'mfaError',
  mfaMessage: 'mfaMessage',
  locale: 'locale',
  theme: 'theme',
  logoutSignal: 'logoutSignal',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];
