import { canAccessWith, requiredAuthorities } from '../contract/access';
import { apiCallOf, httpClient } from '../dataProvider/httpClient';
import { readCurrentUser } from '../session/auth/sessionStore';
import { createClientLogger } from '../session/platform/clientLogger';
import { portalAlerts } from './alertsStore';
import { createErrorReporter, type ReportContext } from './errorReporting';
import { createServiceStatus } from './serviceStatus';

/**
 * The browser-bound instances of the error path, shared by App (dataProvider wrapper, notification list)
 * and main.tsx (connecting the service status to the app's httpClient).
 */
export const portalLogger = createClientLogger(apiCallOf(httpClient), {
  // A broken log endpoint must not produce more errors; the console keeps a trace for developers.
  onSendFailure: (error) => console.warn('Client log not sent', error),
});

/** A page's own query, by the access-table action its route guard checks. */
const PAGE_QUERY_ACTIONS: Readonly<Record<string, string>> = { getList: 'list', getOne: 'show' };

/** The page's main query of a screen the route guard refuses (the access-denied page is shown instead). */
const refusedByGuard = ({ resource, method }: ReportContext): boolean => {
  const action = method ? PAGE_QUERY_ACTIONS[method] : undefined;
  if (!resource || !action || requiredAuthorities(resource, action) === null) return false;
  return !canAccessWith(readCurrentUser()?.authorities ?? [], resource, action);
};

export const portalErrorReporter = createErrorReporter({
  alerts: portalAlerts,
  logger: portalLogger,
  refusedByGuard,
});

export const portalServiceStatus = createServiceStatus({ http: httpClient });
