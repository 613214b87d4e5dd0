import { platformEndpoints } from '../contract/platformEndpoints';
import type { AuthResponse } from '../contract/schemas/auth';
import { createTableClient } from '../dataProvider/tableClient';
import { loginWithId, startSignIn } from './signIn';

/**
 * The sign-in pages' client: the platform, sign-in and session rows of THE endpoint table, so the first page a
 * visitor loads needs neither the declared resources nor their schemas. Tokens go to the same session store
 * as the admin shell's client.
 */
export const signInHttpClient = createTableClient({ table: platformEndpoints });

/** What the sign-in page does: leave for the platform's sign-in page, or trade a one-time id for tenants. */
export interface SignInSteps {
  start: (returnUrl: string | null) => Promise<void>;
  login: (id: string) => Promise<AuthResponse>;
}

export const signInSteps: SignInSteps = {
  start: (returnUrl) => startSignIn(signInHttpClient, returnUrl),
  login: (id) => loginWithId(signInHttpClient, id),
};
