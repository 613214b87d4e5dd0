import type { HttpClient } from '../dataProvider/httpClient';
import { describeError } from '../dataProvider/errors';
import { browserScheduler, type Scheduler, type TimerHandle } from '../session/runtime';

/**
 * Whether the platform is reachable (spec section 8: SERVICE_UNAVAILABLE opens the unavailable overlay;
 * MAINTENANCE shows the maintenance text; status 0 is 'Server is down'). Any failed call may start an outage,
 * also calls outside the dataProvider. It ends by itself: the next successful response of any call ends it,
 * and a light probe (`GET config`, public) runs every SERVICE_PROBE_MS meanwhile, since nothing else may ask
 * (the overlay blocks the page; while the server is down, queries wait instead of asking).
 */
export type ServiceOutage = 'unavailable' | 'maintenance' | 'unreachable';

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
  /** Asks the platform now (the user's 'Try again') instead of at the next probe. */
  probeNow: () => void;
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

  const ask = () => {
    // The outcome arrives through the listeners below (success ends the outage, another failure keeps it).
    http
      .call('featureFlags')
      .then(
        () => undefined,
        () => undefined,
      )
      .finally(() => {
        if (state.outage !== null && probe === undefined) scheduleProbe();
      });
  };

  function scheduleProbe() {
    if (!connected) return;
    probe = scheduler.setTimeout(() => {
      probe = undefined;
      ask();
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
        else if (overlay === 'serverDown') set('unreachable');
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
    probeNow: () => {
      if (!connected || state.outage === null) return;
      stopProbe();
      ask();
    },
  };
};
