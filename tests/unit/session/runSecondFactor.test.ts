import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SECOND_FACTOR_POLL_MS } from '../../../src/contract/constants';
import { STORAGE_KEYS } from '../../../src/contract/storageKeys';
import { browserScheduler } from '../../../src/session/runtime';
import {
  SecondFactorError,
  describeSecondFactorError,
  runSecondFactor,
  type SecondFactorOverlayState,
} from '../../../src/session/secondFactor/runSecondFactor';
import { en } from '../../../src/i18n/en';
import { createMemoryStorage, createStorageEvents } from './fakes';

const CONFIRM_URL = 'https://mfa.example/confirm?tenant=acme';
const NONCE = 'n-1';

const translate = (key: string) => {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en);
  return String(value);
};

const setup = ({
  flag = true,
  url = CONFIRM_URL as string | null,
  blocked = false,
  initial = {} as Record<string, string>,
} = {}) => {
  const shared = createMemoryStorage(
    url ? { [STORAGE_KEYS.confirmationUrl]: url, ...initial } : initial,
  );
  const events = createStorageEvents();
  const popup = { close: vi.fn() };
  const openWindow = vi.fn(() => (blocked ? null : popup));
  const overlays: SecondFactorOverlayState[] = [];
  const track = vi.fn();
  const run = () =>
    runSecondFactor({
      flags: { secondFactorWindow: flag },
      storage: shared.storage,
      openWindow,
      onOverlay: (state) => overlays.push(state),
      track,
      newNonce: () => NONCE,
      scheduler: browserScheduler,
      subscribeStorage: events.subscribe,
    });
  const lastOverlay = () => overlays.at(-1);
  return { shared, events, popup, openWindow, overlays, lastOverlay, track, run };
};

describe('runSecondFactor', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('confirms directly when the feature is off, without a window or an overlay', async () => {
    const { run, openWindow, overlays } = setup({ flag: false });
    await expect(run()).resolves.toEqual({ approval: null });
    expect(openWindow).not.toHaveBeenCalled();
    expect(overlays).toEqual([]);
  });

  it('confirms directly when no confirmation address is stored', async () => {
    const { run, openWindow } = setup({ url: null });
    await expect(run()).resolves.toEqual({ approval: null });
    expect(openWindow).not.toHaveBeenCalled();
  });

  it('opens the address with the nonce, clears stale results and shows the overlay', () => {
    const { run, openWindow, shared, lastOverlay } = setup({
      initial: {
        [STORAGE_KEYS.confirmationResult]: 'old:confirmed',
        [STORAGE_KEYS.mfaError]: 'old error',
        [STORAGE_KEYS.mfaMessage]: 'old message',
      },
    });
    void run();
    expect(openWindow).toHaveBeenCalledWith('https://mfa.example/confirm?tenant=acme&nonce=n-1');
    expect(shared.data.has(STORAGE_KEYS.confirmationResult)).toBe(false);
    expect(shared.data.has(STORAGE_KEYS.mfaError)).toBe(false);
    expect(shared.data.has(STORAGE_KEYS.mfaMessage)).toBe(false);
    expect(lastOverlay()?.open).toBe(true);
  });

  it('polls every 100 ms and resolves on `<nonce>:confirmed`, hiding the overlay', async () => {
    const { run, shared, lastOverlay } = setup();
    const settled = vi.fn();
    void run().then(settled);
    await vi.advanceTimersByTimeAsync(SECOND_FACTOR_POLL_MS * 5);
    shared.data.set(STORAGE_KEYS.confirmationResult, `${NONCE}:confirmed`);
    await vi.advanceTimersByTimeAsync(SECOND_FACTOR_POLL_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith({ approval: null });
    expect(lastOverlay()).toEqual({ open: false });
    expect(shared.data.has(STORAGE_KEYS.confirmationResult)).toBe(false);
  });

  it('resolves with the approval the window hands back as `<nonce>:confirmed:<approval>`', async () => {
    const { run, shared } = setup();
    const settled = vi.fn();
    void run().then(settled);
    shared.data.set(STORAGE_KEYS.confirmationResult, `${NONCE}:confirmed:appr-1`);
    await vi.advanceTimersByTimeAsync(SECOND_FACTOR_POLL_MS);
    expect(settled).toHaveBeenCalledWith({ approval: 'appr-1' });
  });

  it('never confirms on a result carrying another nonce', async () => {
    const { run, shared, lastOverlay } = setup();
    const settled = vi.fn();
    void run().then(settled, settled);
    shared.data.set(STORAGE_KEYS.confirmationResult, 'someone-else:confirmed');
    await vi.advanceTimersByTimeAsync(SECOND_FACTOR_POLL_MS * 50);
    shared.data.set(STORAGE_KEYS.confirmationResult, `${NONCE}-2:confirmed:appr`);
    await vi.advanceTimersByTimeAsync(SECOND_FACTOR_POLL_MS * 50);
    shared.data.set(STORAGE_KEYS.confirmationResult, `${NONCE}:pending`);
    await vi.advanceTimersByTimeAsync(SECOND_FACTOR_POLL_MS * 50);
    expect(settled).not.toHaveBeenCalled();
    expect(lastOverlay()?.open).toBe(true);
  });

  it('notices the result through the storage event without waiting for a poll', async () => {
    const { run, shared, events } = setup();
    const settled = vi.fn();
    void run().then(settled);
    shared.data.set(STORAGE_KEYS.confirmationResult, `${NONCE}:confirmed`);
    events.emit(STORAGE_KEYS.confirmationResult);
    await Promise.resolve();
    expect(settled).toHaveBeenCalledWith({ approval: null });
    expect(events.count()).toBe(0);
  });

  it('fails with the stored error text and tracks it without the text', async () => {
    const { run, shared, track, lastOverlay } = setup();
    const promise = run();
    const assertion = expect(promise).rejects.toBeInstanceOf(SecondFactorError);
    shared.data.set(STORAGE_KEYS.mfaError, 'Token for jane@acme.test expired');
    await vi.advanceTimersByTimeAsync(SECOND_FACTOR_POLL_MS);
    await assertion;
    const error = (await promise.catch((e: unknown) => e)) as SecondFactorError;
    expect(error.reason).toBe('failed');
    expect(describeSecondFactorError(error, translate)).toBe('Token for jane@acme.test expired');
    expect(track).toHaveBeenCalledWith('second_factor_failed', { source: 'mfaError' });
    expect(JSON.stringify(track.mock.calls)).not.toContain('jane');
    expect(lastOverlay()).toEqual({ open: false });
  });

  it("fails with 'MFA error' joined with a stored message", async () => {
    const { run, shared, track } = setup();
    const promise = run();
    const caught = promise.catch((e: unknown) => e);
    shared.data.set(STORAGE_KEYS.mfaMessage, 'Device not registered');
    await vi.advanceTimersByTimeAsync(SECOND_FACTOR_POLL_MS);
    const error = (await caught) as SecondFactorError;
    expect(describeSecondFactorError(error, translate)).toBe('MFA error: Device not registered');
    expect(track).toHaveBeenCalledWith('second_factor_failed', { source: 'mfaMessage' });
  });

  it('cancel on the overlay rejects with the cancelled message and closes the window', async () => {
    const { run, lastOverlay, popup, openWindow } = setup();
    const promise = run();
    const caught = promise.catch((e: unknown) => e);
    const overlay = lastOverlay();
    if (!overlay?.open) throw new Error('overlay not open');
    overlay.cancel();
    const error = (await caught) as SecondFactorError;
    expect(error.reason).toBe('cancelled');
    expect(error.message).toBe('app.messages.mfaCancelled');
    expect(describeSecondFactorError(error, translate)).toBe(
      'Changes could not be saved as 2FA authentication was cancelled',
    );
    expect(popup.close).toHaveBeenCalledOnce();
    expect(lastOverlay()).toEqual({ open: false });
    expect(openWindow).toHaveBeenCalledOnce();
  });

  it('treats a blocked popup as cancel, without an overlay', async () => {
    const { run, overlays } = setup({ blocked: true });
    await expect(run()).rejects.toMatchObject({ reason: 'cancelled' });
    expect(overlays).toEqual([]);
  });

  it('refuses a stored address that is not http(s)', async () => {
    const { run, openWindow } = setup({ url: 'javascript:alert(1)' });
    await expect(run()).rejects.toMatchObject({ reason: 'cancelled' });
    expect(openWindow).not.toHaveBeenCalled();
  });
});
