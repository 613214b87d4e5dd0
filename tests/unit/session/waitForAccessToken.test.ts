import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_POLL_MS } from '../../../src/contract/constants';
import {
  AccessTokenUnavailableError,
  waitForAccessToken,
} from '../../../src/session/auth/waitForAccessToken';

describe('waitForAccessToken', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('answers at once when no refresh runs', async () => {
    await expect(
      waitForAccessToken(
        () => 'tok',
        () => false,
      ),
    ).resolves.toBe('tok');
  });

  it('polls every 1000 ms until the refresh is done', async () => {
    let refreshing = true;
    let token = 'old';
    const isRefreshing = vi.fn(() => refreshing);
    const promise = waitForAccessToken(() => token, isRefreshing);
    const settled = vi.fn();
    void promise.then(settled);
    await vi.advanceTimersByTimeAsync(ACCESS_TOKEN_POLL_MS * 2);
    expect(isRefreshing).toHaveBeenCalledTimes(3);
    expect(settled).not.toHaveBeenCalled();
    refreshing = false;
    token = 'new';
    await vi.advanceTimersByTimeAsync(ACCESS_TOKEN_POLL_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith('new');
  });

  it('rejects when the refresh left no token (session ended)', async () => {
    await expect(
      waitForAccessToken(
        () => null,
        () => false,
      ),
    ).rejects.toMatchObject({
      reason: 'noSession',
    });
  });

  it('rejects after the timeout while the refresh hangs', async () => {
    const promise = waitForAccessToken(
      () => 'x',
      () => true,
      { timeoutMs: 5000 },
    );
    const assertion = expect(promise).rejects.toBeInstanceOf(AccessTokenUnavailableError);
    await vi.advanceTimersByTimeAsync(5000);
    await assertion;
    await expect(promise).rejects.toMatchObject({ reason: 'timeout' });
  });
});
