import { vi } from 'vitest';
import { createDataProvider } from '../../src/dataProvider';
import { createHttpClient } from '../../src/dataProvider/httpClient';
import { resourceEndpointMap } from '../../src/resources';
import { writeSession } from '../../src/session/auth/sessionStore';

/**
 * A signed-in tab: the access token `T` in the tab's memory, valid for an hour (the refresh token is the
 * browser's httpOnly cookie, so the portal never holds it).
 */
export const signInFakeSession = () =>
  writeSession({ accessToken: 'T', expirationDate: new Date(Date.now() + 3600_000).toISOString() });

export interface FakeAnswerOptions {
  status?: number;
  /** Send `answer` as the body as is (text, Blob) instead of as JSON. */
  raw?: boolean;
}

/**
 * The real httpClient with a signed-in session, over a fake `fetch` that answers every call with `answer`:
 * URLs, methods and bodies the portal sends are exactly what `request(i)` returns.
 */
export const fakePlatform = (
  answer: unknown,
  { status = 200, raw = false }: FakeAnswerOptions = {},
) => {
  signInFakeSession();
  const fetchImpl = vi.fn(
    async () =>
      new Response(raw ? (answer as BodyInit) : status === 204 ? null : JSON.stringify(answer), {
        status,
      }),
  );
  const httpClient = createHttpClient({ fetchImpl, apiBase: '/api' });
  const request = (index = 0) => {
    const [url, init] = fetchImpl.mock.calls[index] as unknown as [string, RequestInit];
    return {
      url,
      method: init.method,
      body: init.body === undefined ? undefined : JSON.parse(String(init.body)),
    };
  };
  return { fetchImpl, httpClient, request };
};

/** The portal's real dataProvider (every resource's endpoint map) over `fakePlatform`. */
export const fakeDataProvider = (answer: unknown, options: FakeAnswerOptions = {}) => {
  const platform = fakePlatform(answer, options);
  return {
    ...platform,
    provider: createDataProvider({
      httpClient: platform.httpClient,
      resources: resourceEndpointMap(),
    }),
  };
};
