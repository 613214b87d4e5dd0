import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../../src/authProvider/browser';
import { startSignIn } from '../../src/authProvider/signIn';
import { STORAGE_KEYS } from '../../src/contract/storageKeys';
import type { HttpClient } from '../../src/dataProvider/httpClient';

const ORIGIN = 'http://localhost:5173';

const fakeHttp = (): HttpClient => {
  const call = vi.fn(async (key: string) => ({
    status: 200,
    headers: new Headers(),
    body:
      key === 'loginContext'
        ? { loginAddress: `${ORIGIN}/login`, realm: 'portal' }
        : { url: 'http://127.0.0.1:3001/sso/sign-in' },
  }));
  return { call } as unknown as HttpClient;
};

describe('startSignIn', () => {
  let assign: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    sessionStorage.clear();
    vi.spyOn(browser, 'origin').mockReturnValue(ORIGIN);
    assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('remembers a portal returnUrl and leaves for the sign-in address', async () => {
    await startSignIn(fakeHttp(), '/users/u-1/show');
    expect(sessionStorage.getItem(STORAGE_KEYS.returnUrl)).toBe('/users/u-1/show');
    expect(assign).toHaveBeenCalledWith('http://127.0.0.1:3001/sso/sign-in');
  });

  it('starts a random sign-in state, keeps it in this tab and sends it with the sign-in address', async () => {
    const http = fakeHttp();
    await startSignIn(http, null);
    const first = sessionStorage.getItem(STORAGE_KEYS.signInState);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(http.call).toHaveBeenCalledWith('signInAddress', {
      query: { returnUrl: `${ORIGIN}/login`, state: first },
    });
    await startSignIn(http, null);
    expect(sessionStorage.getItem(STORAGE_KEYS.signInState)).not.toBe(first);
  });

  it('forgets the returnUrl of an earlier attempt when started without one', async () => {
    await startSignIn(fakeHttp(), '/users/u-1/show');
    await startSignIn(fakeHttp(), null);
    expect(sessionStorage.getItem(STORAGE_KEYS.returnUrl)).toBeNull();
  });

  it('forgets it too when the new returnUrl leaves the portal', async () => {
    await startSignIn(fakeHttp(), '/auditlog');
    await startSignIn(fakeHttp(), 'https://evil.test/x');
    expect(sessionStorage.getItem(STORAGE_KEYS.returnUrl)).toBeNull();
  });
});
