import { useSyncExternalStore } from 'react';
import type { ServiceOutage, ServiceStatus } from './serviceStatus';

/** The outage the service status reports now (null while the platform answers). */
export const useServiceOutage = (status: ServiceStatus): ServiceOutage | null =>
  useSyncExternalStore(status.subscribe, status.getState, status.getState).outage;
