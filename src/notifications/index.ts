/** The notification list, the alerts store and the one error path of the dataProvider. */
export {
  createAlertsStore,
  alertDuration,
  portalAlerts,
  MAX_VISIBLE_ALERTS,
  type Alert,
  type AlertInput,
  type AlertLink,
  type AlertType,
  type AlertsStore,
  type AlertCloseReason,
} from './alertsStore';
export {
  createErrorReporter,
  withErrorReporting,
  alertFor,
  detailsOf,
  logLineFor,
  DUPLICATE_WINDOW_MS,
  type ErrorReporter,
} from './errorReporting';
export {
  createServiceStatus,
  SERVICE_PROBE_MS,
  type ServiceStatus,
  type ServiceOutage,
} from './serviceStatus';
export { NotificationList } from './NotificationList';
export { ServiceStatusOverlay } from './ServiceStatusOverlay';
export { ServerDownBanner } from './ServerDownBanner';
export { QueriesWaitDuringOutage } from './QueriesWaitDuringOutage';
export { PortalNotifications } from './PortalNotifications';
export { portalErrorReporter, portalLogger, portalServiceStatus } from './platform';
