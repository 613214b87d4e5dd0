import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../src/contract/storageKeys';
import { createClientLogger } from '../../../src/session/platform/clientLogger';
import {
  FEATURE_FLAGS_UNAVAILABLE_LOG,
  loadFeatureFlags,
} from '../../../src/session/platform/featureFlags';
import { initMonitoring } from '../../../src/session/platform/monitoring';
import { REDACTED } from '../../../src/session/platform/scrub';
import type { ApiCall } from '../../../src/session/runtime';
import { en } from '../../../src/i18n/en';
import { createMemoryStorage } from './fakes';

const callReturning = (value: unknown) => vi.fn<ApiCall>().mockResolvedValue(value);
const callFailing = () => vi.fn<ApiCall>().mockRejectedValue(new Error('HTTP 500'));

describe('loadFeatureFlags', () => {
  afterEach(() => vi.restoreAllMocks());

  it('GETs config and keeps unknown flags', async () => {
    const call = callReturning({ secondFactorWindow: true, newReports: 'beta' });
    const { storage } = createMemoryStorage();
    await expect(loadFeatureFlags(call, { storage })).resolves.toEqual({
      secondFactorWindow: true,
      newReports: 'beta',
    });
    expect(call).toHaveBeenCalledWith('featureFlags');
  });

  it('stores an http(s) confirmationUrl and ignores any other scheme', async () => {
    const ok = createMemoryStorage();
    await loadFeatureFlags(callReturning({ confirmationUrl: 'https://mfa.example/confirm' }), {
      storage: ok.storage,
    });
    expect(ok.data.get(STORAGE_KEYS.confirmationUrl)).toBe('https://mfa.example/confirm');

    const bad = createMemoryStorage();
    await loadFeatureFlags(callReturning({ confirmationUrl: 'javascript:alert(1)' }), {
      storage: bad.storage,
    });
    expect(bad.data.has(STORAGE_KEYS.confirmationUrl)).toBe(false);
  });

  it('logs the exact spec message and falls back to {} on failure or a malformed body', async () => {
    const warn = vi.fn();
    const { storage } = createMemoryStorage();
    await expect(loadFeatureFlags(callFailing(), { storage, warn })).resolves.toEqual({});
    await expect(loadFeatureFlags(callReturning('nope'), { storage, warn })).resolves.toEqual({});
    await expect(
      loadFeatureFlags(callReturning({ secondFactorWindow: 'yes' }), { storage, warn }),
    ).resolves.toEqual({});
    expect(warn).toHaveBeenCalledTimes(3);
    expect(
      warn.mock.calls.every(([message]) => message === 'Feature Flag config not available'),
    ).toBe(true);
    expect(FEATURE_FLAGS_UNAVAILABLE_LOG).toBe(en.app.messages.featureFlagsUnavailable);
  });

  it('uses console.warn by default', async () => {
    const spy = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await loadFeatureFlags(callFailing(), { storage: createMemoryStorage().storage });
    expect(spy).toHaveBeenCalledWith('Feature Flag config not available', expect.any(Error));
  });
});

describe('initMonitoring', () => {
  it('GETs init with the version and passes the settings on', async () => {
    const call = callReturning({ enabled: true, sampleRate: 0.5 });
    await expect(initMonitoring(call, '1.2.3')).resolves.toEqual({
      enabled: true,
      settings: { sampleRate: 0.5 },
    });
    expect(call).toHaveBeenCalledWith('monitoringInit', { query: { version: '1.2.3' } });
  });

  it('is disabled when the call fails or answers something unexpected', async () => {
    await expect(initMonitoring(callFailing(), '1')).resolves.toEqual({
      enabled: false,
      settings: {},
    });
    await expect(initMonitoring(callReturning(null), '1')).resolves.toMatchObject({
      enabled: false,
    });
  });
});

describe('createClientLogger', () => {
  it.each([
    ['error', 'logError'],
    ['info', 'logInfo'],
    ['warn', 'logWarn'],
  ] as const)(
    '%s POSTs to %s with id, UTC timestamp and the scrubbed message',
    async (level, key) => {
      const call = callReturning(null);
      const logger = createClientLogger(call, {
        now: () => Date.UTC(2025, 5, 1, 12, 30, 0),
        newId: () => '00000000-0000-4000-8000-000000000001',
      });
      await logger[level]('save failed {"password":"Demo!2345","passCode":"123456"}');
      expect(call).toHaveBeenCalledWith(key, {
        body: {
          id: '00000000-0000-4000-8000-000000000001',
          timestamp: '2025-06-01T12:30:00.000Z',
          message: `save failed {"password":"${REDACTED}","passCode":"${REDACTED}"}`,
        },
      });
    },
  );

  it('uses a fresh uuid per entry and describes Error objects', async () => {
    const call = callReturning(null);
    const logger = createClientLogger(call);
    await logger.error(new TypeError('x is undefined'));
    await logger.error('again');
    const bodies = call.mock.calls.map(
      ([, options]) => options?.body as { id: string; message: string },
    );
    expect(bodies[0]?.message).toBe('TypeError: x is undefined');
    expect(bodies[0]?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(bodies[0]?.id).not.toBe(bodies[1]?.id);
  });

  it('never throws when the log endpoint fails', async () => {
    const onSendFailure = vi.fn();
    const logger = createClientLogger(callFailing(), { onSendFailure });
    await expect(logger.warn('x')).resolves.toBeUndefined();
    expect(onSendFailure).toHaveBeenCalledOnce();
  });
});
