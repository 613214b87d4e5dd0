import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthProvider } from '../../src/authProvider';
import type { HttpClient } from '../../src/dataProvider/httpClient';
import { clearSession, endSession, writeCurrentUser } from '../../src/session/auth/sessionStore';
import { editsAtStake } from '../../src/session/pending/pendingChanges';
import { reSignIn } from '../../src/session/reSignIn/reSignIn';
import { aCurrentUser } from '../support/currentUser';
import { unauthorized } from '../support/errorDescriptor';

/**
 * Issue 16 point 5: a session that ends while a form holds edits does not sign the tab out; it asks for a
 * re-sign-in (the dialog), and the failed call stays failed so the form keeps what the user typed.
 */
const ended = new HttpError('Invalid token', 401, unauthorized('TOKEN_INVALID'));
const disabled = new HttpError('Disabled', 401, unauthorized('ACCOUNT_DISABLED'));

const user = aCurrentUser({ id: 'u-1', tenantId: 't-acme' });

/** The refresh is refused: the platform ended the session. */
const http = {
  call: vi.fn(async () => {
    throw ended;
  }),
} as unknown as HttpClient;

let release: (() => void) | null = null;

describe('a session that ends under unsaved edits', () => {
  beforeEach(() => {
    clearSession();
    writeCurrentUser(user);
    reSignIn.settle();
  });
  afterEach(() => {
    release?.();
    release = null;
    localStorage.clear();
  });

  it('without edits, a 401 signs the tab out as before', async () => {
    const auth = createAuthProvider(http);
    await expect(auth.checkError(ended)).rejects.toMatchObject({ logoutUser: true });
    expect(reSignIn.isPending()).toBe(false);
  });

  it('with edits, a 401 keeps the tab and asks for a re-sign-in', async () => {
    release = editsAtStake.register();
    const auth = createAuthProvider(http);
    await expect(auth.checkError(ended)).resolves.toBeUndefined();
    expect(reSignIn.isPending()).toBe(true);
  });

  it('with edits, react-admin asking again whether anyone is signed in does not sign the tab out', async () => {
    release = editsAtStake.register();
    endSession();
    const auth = createAuthProvider(http);
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    expect(reSignIn.isPending()).toBe(true);
  });

  it('a blocked account is signed out whatever the edits (it cannot sign in again)', async () => {
    release = editsAtStake.register();
    const auth = createAuthProvider(http);
    await expect(auth.checkError(disabled)).rejects.toMatchObject({
      redirectTo: '/login?error=ACCOUNT_DISABLED',
    });
    expect(reSignIn.isPending()).toBe(false);
  });

  it('once the user gave the edits up, the next 401 signs out', async () => {
    const auth = createAuthProvider(http);
    await expect(auth.checkError(ended)).rejects.toBeDefined();
  });
});
