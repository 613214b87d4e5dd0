import { readCurrentUser, readSession } from '../../authProvider/session';
import { LOGIN_PATH } from '../../authProvider/signIn';
import type { CurrentUser } from '../../dataProvider/schemas/auth';

/** The signed-in user for a setup step, or where to go instead (no session → login). */
export const setupUserOrRedirect = (): { user: CurrentUser } | { redirect: string } => {
  const user = readCurrentUser();
  if (!readSession() || !user) return { redirect: LOGIN_PATH };
  return { user };
};
