import { apiCallOf, httpClient } from '../dataProvider/httpClient';
import { createClientLogger } from '../session/platform/clientLogger';
import { portalAlerts } from './alertsStore';
import { createErrorReporter } from './errorReporting';
import { createServiceStatus } from './serviceStatus';

/**
 * The browser-bound instances of the error path, shared by App (dataProvider wrapper, notification list)
 * and main.tsx (connecting the service status to the app's httpClient).
 */
export const portalLogger = createClientLogger(apiCallOf(httpClient), {
  // A broken log endpoint must not produce more errors; the console keeps a trace for developers.
  onSendFailure: (error) => console.warn('Client log not sent', error),
});

export const portalErrorReporter = createErrorReporter({
  alerts: portalAlerts,
  logger: portalLogger,
});

export const portalServiceStatus = createServiceStatus({ http: httpClient });
