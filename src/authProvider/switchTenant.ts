import type { HttpClient } from '../dataProvider/tableClient';
import type { PlatformEndpointKey } from '../contract/platformEndpoints';
import { tenantSwitchSchema, userTenantsSchema, type UserTenants } from '../contract/schemas/auth';
import { parseResponse } from '../dataProvider/parse';
import { leaveForNewSession } from '../session/auth/sessionStore';
import { announceLogout } from '../session/crossTab/crossTabLogout';
import { chooseTenant } from './signIn';
import { newSignInState } from './signInState';

type PlatformClient = Pick<HttpClient<PlatformEndpointKey>, 'call'>;

/** The tenants the signed-in user may work in (the session's own marked current). */
export const fetchUserTenants = async (http: PlatformClient): Promise<UserTenants['tenants']> =>
  parseResponse(
    userTenantsSchema,
    (await http.call('currentUserTenants')).body,
    'currentUserTenants',
  ).tenants;

/**
 * Moves the signed-in user to another of their tenants without the sign-in page: the platform ends the current
 * session and answers the new tenant's one-time address, which the browser opens (the same code exchange as
 * after sign-in). Other tabs worked in the tenant being left, so they end their session too.
 */
export const switchTenant = async (
  http: PlatformClient,
  tenant: { id: string; name: string },
): Promise<void> => {
  const { redirectUrl } = parseResponse(
    tenantSwitchSchema,
    (await http.call('tenantSwitch', { body: { tenantId: tenant.id } })).body,
    'tenantSwitch',
  );
  // Until the browser has left, no call of this page may end it through the sign-in path.
  leaveForNewSession();
  announceLogout();
  // The new tenant's code exchange is a sign-in this tab started: it carries a state of its own.
  newSignInState();
  chooseTenant({ ...tenant, redirectUrl });
};
