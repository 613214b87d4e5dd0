import { ServiceUnavailableOverlay } from '../components/ServiceUnavailableOverlay';
import type { ServiceStatus } from './serviceStatus';
import { useServiceOutage } from './useServiceOutage';

/**
 * The full-page unavailable/maintenance overlay, open while the service status says so. A server that cannot
 * be reached at all is the ServerDownBanner's, which leaves the page usable.
 */
export const ServiceStatusOverlay = ({ status }: { status: ServiceStatus }) => {
  const outage = useServiceOutage(status);
  return (
    <ServiceUnavailableOverlay
      open={outage === 'unavailable' || outage === 'maintenance'}
      reason={outage === 'maintenance' ? 'maintenance' : 'unavailable'}
    />
  );
};
