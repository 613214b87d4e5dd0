import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from '../../src/authProvider';
import type { HttpClient } from '../../src/dataProvider/httpClient';
import {
  clearSession,
  readSession,
  writeCurrentUser,
  writeSession,
} from '../../src/session/auth/sessionStore';
import { aCurrentUser } from '../support/currentUser';

/**
 * One logout call per session: tabs idle since the same moment log out together, and every tab holds the shared
 * access token in memory, so only the first may end the session with the platform.
 */
const http = () => {
  const call = vi.fn(async () => ({ status: 204, headers: new Headers(), body: null }));
  return { call, client: { call } as unknown as HttpClient };
};
const signedInTab = () =>
  writeSession({
    accessToken: 'SHARED',
    expirationDate: new Date(Date.now() + 3600_000).toISOString(),
  });

describe('logout', () => {
  beforeEach(() => clearSession());
  afterEach(() => localStorage.clear());

  it('ends the session with the platform once, with the tab’s token', async () => {
    signedInTab();
    writeCurrentUser(aCurrentUser());
    const { call, client } = http();
    await createAuthProvider(client).logout({ reason: 'IDLE_TIMEOUT' });
    expect(call).toHaveBeenCalledOnce();
    expect(call).toHaveBeenCalledWith('logout', {
      body: { token: 'SHARED', reason: 'IDLE_TIMEOUT' },
    });
    expect(readSession()).toBeNull();
  });

  it('a tab that another tab already logged out only drops its copy of the token', async () => {
    signedInTab();
    // The other tab's logout cleared the signed-in user the tabs share.
    const { call, client } = http();
    await createAuthProvider(client).logout({ reason: 'IDLE_TIMEOUT' });
    expect(call).not.toHaveBeenCalled();
    expect(readSession()).toBeNull();
  });
});
