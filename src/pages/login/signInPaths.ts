import { SIGNED_IN_AGAIN_PATH } from '../../contract/constants';

/**
 * The addresses of the sign-in flow: the sign-in page (with its redirect and tenant steps) and the code
 * exchange. The entry renders these without the admin shell; the build's preload script (index.html) knows
 * them too, so it does not fetch the shell for them.
 */
export const SIGN_IN_PATHS: readonly string[] = [
  '/',
  '/login',
  '/dashboard/init',
  SIGNED_IN_AGAIN_PATH,
];

/** The path without trailing slashes ('/' stays '/'). */
export const normalisedPath = (pathname: string): string => pathname.replace(/\/+$/, '') || '/';

export const isSignInPath = (pathname: string): boolean =>
  SIGN_IN_PATHS.includes(normalisedPath(pathname));
