import { ACCESS_TOKEN_POLL_MS } from '../../contract/constants';
import { browserNow, browserScheduler, type Scheduler } from '../runtime';

/** How long a call waits for a refresh in flight before giving up (a refresh is one round trip). */
export const DEFAULT_ACCESS_TOKEN_WAIT_MS = 30000;

export class AccessTokenUnavailableError extends Error {
  constructor(readonly reason: 'noSession' | 'timeout') {
    super(
      reason === 'timeout'
        ? 'Timed out waiting for the access token refresh'
        : 'No access token: not signed in',
    );
    this.name = 'AccessTokenUnavailableError';
  }
}

export interface WaitForAccessTokenOptions {
  pollMs?: number;
  timeoutMs?: number;
  scheduler?: Scheduler;
  now?: () => number;
}

/**
 * Resolves with the access token once no refresh is in flight (spec section 4: polled every 1000 ms). Rejects
 * when there is no token after the refresh (the session ended) or when the refresh takes longer than
 * `timeoutMs`.
 */
export const waitForAccessToken = (
  getToken: () => string | null | undefined,
  isRefreshing: () => boolean,
  {
    pollMs = ACCESS_TOKEN_POLL_MS,
    timeoutMs = DEFAULT_ACCESS_TOKEN_WAIT_MS,
    scheduler = browserScheduler,
    now = browserNow,
  }: WaitForAccessTokenOptions = {},
): Promise<string> =>
  new Promise((resolve, reject) => {
    const startedAt = now();
    const check = () => {
      if (!isRefreshing()) {
        const token = getToken();
        if (token) resolve(token);
        else reject(new AccessTokenUnavailableError('noSession'));
        return;
      }
      if (now() - startedAt >= timeoutMs) {
        reject(new AccessTokenUnavailableError('timeout'));
        return;
      }
      scheduler.setTimeout(check, pollMs);
    };
    check();
  });
