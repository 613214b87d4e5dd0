import { portalAlerts } from './alertsStore';
import { NotificationList } from './NotificationList';
import { portalErrorReporter, portalServiceStatus } from './platform';
import { QueriesWaitDuringOutage } from './QueriesWaitDuringOutage';
import { ServiceStatusOverlay } from './ServiceStatusOverlay';

/**
 * `<Admin notification={PortalNotifications}>`: replaces react-admin's snackbar with the one notification list
 * and hosts the service-status overlay (and lets queries wait out an outage); react-admin renders it on every page, signed in or not.
 */
export const PortalNotifications = () => (
  <>
    <NotificationList store={portalAlerts} reporter={portalErrorReporter} />
    <ServiceStatusOverlay status={portalServiceStatus} />
    <QueriesWaitDuringOutage status={portalServiceStatus} />
  </>
);
