import { readCurrentUser, readSession } from '../../session/auth/sessionStore';
import { LOGIN_PATH } from '../../authProvider/signIn';
import type { CurrentUser } from '../../contract/schemas/auth';

/** The signed-in user for a setup step, or where to go instead (no session → login). */
export const setupUserOrRedirect = (): { user: CurrentUser } | { redirect: string } => {
  const user = readCurrentUser();
  if (!readSession() || !user) return { redirect: LOGIN_PATH };
  return { user };
};
