import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from '../../src/authProvider';
import { switchTenant } from '../../src/authProvider/switchTenant';
import { browser } from '../../src/authProvider/browser';
import { STORAGE_KEYS } from '../../src/contract/storageKeys';
import type { HttpClient } from '../../src/dataProvider/httpClient';
import { readSession, writeCurrentUser, writeSession } from '../../src/session/auth/sessionStore';
import { aCurrentUser } from '../support/currentUser';
import { unauthorized } from '../support/errorDescriptor';

/**
 * The tenant switch ends the session and opens the new tenant's code exchange, which checks the sign-in state
 * this tab keeps. Calls of the page still running meanwhile answer 401: they must neither sign the tab out nor
 * start a sign-in (which would replace that state, and the exchange would be refused).
 */
describe('a tab leaving for another tenant', () => {
  it('is not signed out by the calls still running, and keeps the state the exchange is checked against', async () => {
    writeSession({
      accessToken: 'OLD',
      expirationDate: new Date(Date.now() + 3600_000).toISOString(),
    });
    writeCurrentUser(aCurrentUser({ tenantId: 't-acme' }));
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const http = {
      call: vi.fn(async () => ({
        status: 200,
        headers: new Headers(),
        body: { redirectUrl: `${window.location.origin}/dashboard/init?code=C` },
      })),
    } as unknown as HttpClient;
    await switchTenant(http, { id: 't-globex', name: 'Globex Pay' });
    const state = sessionStorage.getItem(STORAGE_KEYS.signInState);
    expect(state).not.toBeNull();
    expect(assign).toHaveBeenCalledWith(
      `${window.location.origin}/dashboard/init?code=C&state=${state ?? ''}`,
    );
    expect(readSession()).toBeNull();

    const auth = createAuthProvider(http);
    const ended = new HttpError('Invalid token', 401, unauthorized('TOKEN_INVALID'));
    await expect(auth.checkError(ended)).resolves.toBeUndefined();
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    expect(sessionStorage.getItem(STORAGE_KEYS.signInState)).toBe(state);
  });
});
