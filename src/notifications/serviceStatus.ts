import type { HttpClient } from '../dataProvider/httpClient';
import { describeError } from '../dataProvider/errors';
import { browserScheduler, type Scheduler, type TimerHandle } from '../session/runtime';

/**
 * Whether the platform is reachable (spec section 8: SERVICE_UNAVAILABLE opens the unavailable overlay;
 * MAINTENANCE shows the maintenance text). Any failed call may open the overlay, also calls outside the
 * dataProvider. It closes by itself: the next successful response of any call closes it, and while it is
 * open nothing else can be clicked, so a light probe (`GET config`, public) runs every SERVICE_PROBE_MS.
 */
export type ServiceOutage = 'unavailable' | 'maintenance';

export interface ServiceStatusState {
  outage: ServiceOutage | null;
}

/** Not a spec number: how often the overlay asks whether the platform is back. */
export const SERVICE_PROBE_MS = 5000;

export interface ServiceStatus {
  getState: () => ServiceStatusState;
  subscribe: (listener: () => void) => () => void;
  /** Starts listening to the client's responses; returns the function that stops it (and the probe). */
  connect: () => () => void;
}

export interface ServiceStatusOptions {
  http: Pick<HttpClient, 'call' | 'onCallError' | 'onResponseHeaders'>;
  scheduler?: Scheduler;
  probeMs?: number;
}

export const createServiceStatus = ({
  http,
  scheduler = browserScheduler,
  probeMs = SERVICE_PROBE_MS,
}: ServiceStatusOptions): ServiceStatus => {
  let state: ServiceStatusState = { outage: null };
  let probe: TimerHandle | undefined;
  let connected = false;
  const listeners = new Set<() => void>();

  const set = (outage: ServiceOutage | null) => {
    if (state.outage === outage) return;
    state = { outage };
    for (const listener of listeners) listener();
    if (outage === null) stopProbe();
    else if (probe === undefined) scheduleProbe();
  };

  const stopProbe = () => {
    if (probe !== undefined) scheduler.clearTimeout(probe);
    probe = undefined;
  };

  function scheduleProbe() {
    if (!connected) return;
    probe = scheduler.setTimeout(() => {
      probe = undefined;
      // The outcome arrives through the listeners below (success closes, another 503 keeps it open).
      http
        .call('featureFlags')
        .then(
          () => undefined,
          () => undefined,
        )
        .finally(() => {
          if (state.outage !== null && probe === undefined) scheduleProbe();
        });
    }, probeMs);
  }

  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    connect: () => {
      connected = true;
      const offError = http.onCallError(({ error }) => {
        const { overlay } = describeError(error);
        if (overlay === 'serviceUnavailable') set('unavailable');
        else if (overlay === 'maintenance') set('maintenance');
      });
      const offResponse = http.onResponseHeaders(({ status }) => {
        if (status >= 200 && status < 400) set(null);
      });
      return () => {
        connected = false;
        offError();
        offResponse();
        stopProbe();
      };
    },
  };
};
