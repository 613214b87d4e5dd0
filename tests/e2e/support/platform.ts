/**
 * Helpers of the platform specs (session, version, error path, cookie consent): URL tracking for extra tabs,
 * the session token as the browser holds it, and the mock's outage / client-version switches.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { BASE_URL, MOCK_URL } from './env';
import { mockControl } from './mock';

/** Every URL a page's main frame has been at (like the `visited` fixture, for pages opened by the test). */
export const trackVisits = (page: Page): URL[] => {
  const visited: URL[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()));
  });
  return visited;
};

/** Opens another tab of the same browser context (shared localStorage, like a user's second tab). */
export const openTab = async (context: BrowserContext, path: string): Promise<Page> => {
  const page = await context.newPage();
  await page.goto(`${BASE_URL}${path}`);
  return page;
};

/**
 * The access token the page last sent (null when it sent none). The portal keeps it in memory only (no
 * storage a test could read), so it is taken from the Authorization header of the page's newest API request.
 */
export const storedAccessToken = async (page: Page): Promise<string | null> => {
  const requests = await page.requests();
  for (const request of requests.reverse()) {
    const match = /^Bearer (.+)$/.exec(request.headers().authorization ?? '');
    if (match) return match[1]!;
  }
  return null;
};

/** Status of `GET /api/v1/users/current` with `token`, asked of the mock directly. */
export const currentUserStatus = async (token: string): Promise<number> => {
  const response = await fetch(`${MOCK_URL}/api/v1/users/current`, {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(10_000),
  });
  return response.status;
};

export const setMockOutage = (mode: 'unavailable' | 'maintenance' | 'off'): Promise<unknown> =>
  mockControl('outage', { mode });

/** The `X-Client-Version` the mock sends from now on. */
export const setMockClientVersion = (version: string): Promise<unknown> =>
  mockControl('client-version', { version });

/** Counts the requests of a whole context (every tab) whose path is `path`. */
export const countRequests = (context: BrowserContext, path: string): (() => number) => {
  let count = 0;
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === path) count += 1;
  });
  return () => count;
};
