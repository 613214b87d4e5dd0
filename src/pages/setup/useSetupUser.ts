import { readCurrentUser } from '../../session/auth/sessionStore';
import { LOGIN_PATH } from '../../authProvider/signIn';
import type { CurrentUser } from '../../contract/schemas/auth';

/**
 * The signed-in user for a setup step, or where to go instead (nobody signed in → login). The access token is
 * in memory only: the setup calls get it by refreshing, and a session that has ended answers them with 401.
 */
export const setupUserOrRedirect = (): { user: CurrentUser } | { redirect: string } => {
  const user = readCurrentUser();
  if (!user) return { redirect: LOGIN_PATH };
  return { user };
};
