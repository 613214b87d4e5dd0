import { InitPage } from '../InitPage';
import { SIGNED_IN_AGAIN_PATH } from '../../contract/constants';
import { LoginPage } from './LoginPage';
import { SignedInAgainPage } from './SignedInAgainPage';
import { normalisedPath } from './signInPaths';

export { isSignInPath } from './signInPaths';

/**
 * The sign-in flow without the admin shell: what the first page a visitor opens needs and nothing more. The
 * address is read once (each page of the flow is a full page load); the admin shell renders the same pages
 * through its router when it sends a user to sign in.
 */
export const SignInApp = ({ pathname, search }: { pathname: string; search: string }) => {
  const path = normalisedPath(pathname);
  if (path === '/dashboard/init') return <InitPage search={search} />;
  if (path === SIGNED_IN_AGAIN_PATH) return <SignedInAgainPage />;
  return <LoginPage search={search} />;
};
