import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../../../src/dataProvider/httpClient';
import { createServiceStatus, SERVICE_PROBE_MS } from '../../../src/notifications/serviceStatus';

const body = (code: string, status: number) => ({
  id: `e-${Math.random()}`,
  error: 'Service Unavailable',
  code,
  status,
  details: [],
  timestamp: new Date().toISOString(),
  url: '/api/config',
  message: code,
});

/** A fake platform whose state the test switches: 'ok', 'unavailable' or 'maintenance'. */
const platform = () => {
  let mode: 'ok' | 'unavailable' | 'maintenance' = 'ok';
  const fetchImpl = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) =>
    mode === 'ok'
      ? new Response('{}', { status: 200 })
      : new Response(
          JSON.stringify(body(mode === 'maintenance' ? 'MAINTENANCE' : 'SERVICE_UNAVAILABLE', 503)),
          { status: 503 },
        ),
  );
  const http = createHttpClient({ fetchImpl, apiBase: '/api' });
  return { http, fetchImpl, set: (next: typeof mode) => (mode = next) };
};

describe('service status', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens on SERVICE_UNAVAILABLE or MAINTENANCE and closes on the next successful response', async () => {
    const { http, set } = platform();
    const status = createServiceStatus({ http });
    const disconnect = status.connect();
    set('unavailable');
    await http.call('featureFlags').catch(() => undefined);
    expect(status.getState()).toEqual({ outage: 'unavailable' });
    set('maintenance');
    await http.call('featureFlags').catch(() => undefined);
    expect(status.getState()).toEqual({ outage: 'maintenance' });
    set('ok');
    await http.call('featureFlags');
    expect(status.getState()).toEqual({ outage: null });
    disconnect();
  });

  it('while open, probes GET config every SERVICE_PROBE_MS until the platform answers', async () => {
    const { http, fetchImpl, set } = platform();
    const status = createServiceStatus({ http });
    status.connect();
    set('unavailable');
    await http.call('featureFlags').catch(() => undefined);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(SERVICE_PROBE_MS);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(String(fetchImpl.mock.calls[1]?.[0])).toBe('/api/config');
    expect(status.getState().outage).toBe('unavailable');
    set('ok');
    await vi.advanceTimersByTimeAsync(SERVICE_PROBE_MS);
    expect(status.getState().outage).toBeNull();
    await vi.advanceTimersByTimeAsync(5 * SERVICE_PROBE_MS);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('other failures (404, 403) do not open it', async () => {
    const fetchImpl = vi.fn(
      async () => new Response(JSON.stringify(body('NOT_FOUND', 404)), { status: 404 }),
    );
    const http = createHttpClient({ fetchImpl, apiBase: '/api' });
    const status = createServiceStatus({ http });
    status.connect();
    await http.call('featureFlags').catch(() => undefined);
    expect(status.getState().outage).toBeNull();
  });

  it.each([
    ['no answer at all', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['an empty 500 from the proxy in front of it', async () => new Response('', { status: 500 })],
    [
      'an HTML 502 page',
      async () =>
        new Response('<html>Bad Gateway</html>', {
          status: 502,
          headers: { 'Content-Type': 'text/html' },
        }),
    ],
  ])(
    '%s means the server is down; it probes and ends when the platform answers',
    async (_, fail) => {
      let down = true;
      const fetchImpl = vi.fn(async () => (down ? fail() : new Response('{}', { status: 200 })));
      const http = createHttpClient({ fetchImpl, apiBase: '/api' });
      const status = createServiceStatus({ http });
      const disconnect = status.connect();
      await http.call('featureFlags').catch(() => undefined);
      expect(status.getState()).toEqual({ outage: 'unreachable' });
      await vi.advanceTimersByTimeAsync(SERVICE_PROBE_MS);
      expect(fetchImpl).toHaveBeenCalledTimes(2);
      expect(status.getState().outage).toBe('unreachable');
      down = false;
      await vi.advanceTimersByTimeAsync(SERVICE_PROBE_MS);
      expect(status.getState().outage).toBeNull();
      disconnect();
    },
  );

  it("'Try again now' asks at once instead of waiting for the next probe", async () => {
    let down = true;
    const fetchImpl = vi.fn(async () =>
      down ? Promise.reject(new TypeError('Failed to fetch')) : new Response('{}', { status: 200 }),
    );
    const http = createHttpClient({ fetchImpl, apiBase: '/api' });
    const status = createServiceStatus({ http });
    status.connect();
    status.probeNow();
    expect(fetchImpl).not.toHaveBeenCalled();
    await http.call('featureFlags').catch(() => undefined);
    down = false;
    status.probeNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(status.getState().outage).toBeNull();
  });
});
