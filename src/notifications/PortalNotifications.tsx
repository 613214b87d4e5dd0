import { portalAlerts } from './alertsStore';
import { NotificationList } from './NotificationList';
import { portalErrorReporter, portalServiceStatus } from './platform';
import { ServiceStatusOverlay } from './ServiceStatusOverlay';

/**
 * `<Admin notification={PortalNotifications}>`: replaces react-admin's snackbar with the one notification list
 * and hosts the service-status overlay; react-admin renders it on every page, signed in or not.
 */
export const PortalNotifications = () => (
  <>
    <NotificationList store={portalAlerts} reporter={portalErrorReporter} />
    <ServiceStatusOverlay status={portalServiceStatus} />
  </>
);
