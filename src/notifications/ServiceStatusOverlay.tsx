import { useSyncExternalStore } from 'react';
import { ServiceUnavailableOverlay } from '../components/ServiceUnavailableOverlay';
import type { ServiceStatus } from './serviceStatus';

/** The full-page unavailable/maintenance overlay, open while the service status says so. */
export const ServiceStatusOverlay = ({ status }: { status: ServiceStatus }) => {
  const { outage } = useSyncExternalStore(status.subscribe, status.getState, status.getState);
  return <ServiceUnavailableOverlay open={outage !== null} reason={outage ?? 'unavailable'} />;
};
