import { InitPage } from '../InitPage';
import { LoginPage } from './LoginPage';

/** The addresses of the sign-in flow: the sign-in page (with its redirect and tenant steps) and the code exchange. */
const SIGN_IN_PATHS = new Set(['/', '/login', '/dashboard/init']);

export const isSignInPath = (pathname: string): boolean =>
  SIGN_IN_PATHS.has(pathname.replace(/\/+$/, '') || '/');

/**
 * The sign-in flow without the admin shell: what the first page a visitor opens needs and nothing more. The
 * address is read once (each page of the flow is a full page load); the admin shell renders the same pages
 * through its router when it sends a user to sign in.
 */
export const SignInApp = ({ pathname, search }: { pathname: string; search: string }) =>
  pathname.replace(/\/+$/, '') === '/dashboard/init' ? (
    <InitPage search={search} />
  ) : (
    <LoginPage search={search} />
  );
