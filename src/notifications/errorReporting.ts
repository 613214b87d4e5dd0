import { HttpError, type DataProvider } from 'react-admin';
import { describeError, presentationOf } from '../dataProvider/errors';
import type { ClientLogger } from '../session/platform/clientLogger';
import type { NotificationDetailsData } from '../components/NotificationDetails';
import type { AlertInput, AlertsStore } from './alertsStore';

/**
 * The one error path of the dataProvider (spec section 8).
 *
 * Why the dataProvider reports its own errors instead of leaving it to react-admin's `notify()`: react-admin
 * only passes `error.message` to notify (the descriptor is lost), shows getOne failures as its own
 * 'item does not exist' text, notifies every failure as type 'error' (404/403 must be warnings) and never
 * notifies for custom methods called through react-query. So every failing dataProvider call is reported
 * here exactly once, with its descriptor, and remembered for a few seconds. When react-admin then notifies
 * the same failure, the notification list asks `consumeNotification()` and drops the duplicate; an error
 * the path deliberately did not show (field-level codes) is shown from react-admin's notify with its details.
 */
export const DUPLICATE_WINDOW_MS = 5000;

/** react-admin's own texts for a failed call; they duplicate whatever this path reported just before. */
const REACT_ADMIN_FAILURE_MESSAGES = new Set([
  'ra.notification.item_doesnt_exist',
  'ra.notification.http_error',
  'ra.page.error',
]);

interface ReportedError {
  /** `error.message`: what react-admin would pass to notify. */
  message: string;
  /** True when this path already showed it (or the overlay / logout did). */
  shown: boolean;
  alert: AlertInput;
  at: number;
}

export interface ReportContext {
  resource?: string;
  method?: string;
  /**
   * Error codes the caller explains on its own screen (passed as `meta.handledErrorCodes` of a CRUD call, e.g. a
   * delete dialog that says why the platform refused): logged, but not shown a second time as a notification.
   */
  handledErrorCodes?: readonly string[];
}

export interface ErrorReporter {
  /** Shows (or deliberately does not show) a failed call, and sends it to the client log. */
  report: (error: unknown, context?: ReportContext) => void;
  /**
   * For react-admin's notify(): `drop` when the error path already showed this failure; otherwise the
   * details the failure carried (if it was one), to show with react-admin's message.
   */
  consumeNotification: (message: unknown) => { drop: boolean; details?: NotificationDetailsData };
}

export interface ErrorReporterOptions {
  alerts: AlertsStore;
  /**
   * True when the portal itself already refuses this call's screen (the access table denies the action):
   * react-admin still sends a denied list's first request while its guard redirects, and the access-denied
   * page says why, so the platform's 403 must not say it a second time as a notification.
   */
  refusedByGuard?: (context: ReportContext) => boolean;
  logger?: Pick<ClientLogger, 'error'>;
  now?: () => number;
  windowMs?: number;
}

const isAbort = (error: unknown): boolean =>
  (error as { name?: unknown } | null)?.name === 'AbortError';

/** The details block of a notification: the descriptor parts, never the raw body. */
export const detailsOf = (error: unknown): NotificationDetailsData | undefined => {
  const { descriptor } = describeError(error);
  if (descriptor)
    return {
      id: descriptor.id,
      code: descriptor.code,
      message: descriptor.message,
      timestamp: descriptor.timestamp,
      error: descriptor.error,
    };
  if (error instanceof HttpError) return undefined;
  // A client-side failure (e.g. a response that does not match its schema): its name is the useful part.
  if (error instanceof Error) return { error: error.name };
  return undefined;
};

/** The alert for a failure: the catalogue's message (never raw JSON), warning for 404/403. */
export const alertFor = (error: unknown): AlertInput => {
  const described = describeError(error);
  // Errors thrown by the portal itself carry an i18n key as message (e.g. app.shell.errors.invalidResponse).
  const ownKey =
    !(error instanceof HttpError) &&
    error instanceof Error &&
    error.message.startsWith('app.') &&
    !described.descriptor
      ? error.message
      : null;
  return {
    type: described.severity,
    message: ownKey ?? described.messageKey,
    messageArgs: described.messageArgs,
    details: detailsOf(error),
  };
};

/** One log line per failure; the client logger scrubs it before it leaves the browser. */
export const logLineFor = (
  error: unknown,
  context: { resource?: string; method?: string } = {},
): string => {
  const { descriptor } = describeError(error);
  const status = error instanceof HttpError ? error.status : descriptor?.status;
  const where = [context.method, context.resource].filter(Boolean).join(' ');
  const parts = [
    where ? `${where} failed` : 'Call failed',
    status !== undefined ? `status=${status}` : null,
    descriptor ? `code=${descriptor.code}` : null,
    descriptor?.id ? `id=${descriptor.id}` : null,
    descriptor ? `url=${descriptor.url}` : null,
    descriptor ? `message=${descriptor.message}` : error instanceof Error ? error.message : null,
  ];
  return parts.filter((part) => part !== null).join(' ');
};

export const createErrorReporter = ({
  alerts,
  logger,
  refusedByGuard = () => false,
  now = () => Date.now(),
  windowMs = DUPLICATE_WINDOW_MS,
}: ErrorReporterOptions): ErrorReporter => {
  let recent: ReportedError[] = [];
  const prune = () => {
    const oldest = now() - windowMs;
    recent = recent.filter((entry) => entry.at >= oldest);
  };

  return {
    report: (error, context) => {
      if (isAbort(error)) return;
      const code = describeError(error).descriptor?.code;
      const presentation =
        code && context?.handledErrorCodes?.includes(code) ? 'inline' : presentationOf(error);
      const alert = alertFor(error);
      const shown = presentation !== 'inline';
      const status =
        error instanceof HttpError ? error.status : describeError(error).descriptor?.status;
      const onPage = status === 403 && refusedByGuard(context ?? {});
      if (presentation === 'notification' && !onPage) alerts.add(alert);
      prune();
      recent.push({
        message: error instanceof Error ? error.message : String(error),
        shown,
        alert,
        at: now(),
      });
      // A session that ended is not an error worth logging; everything else is.
      if (presentation !== 'session') void logger?.error(logLineFor(error, context));
    },
    consumeNotification: (message) => {
      if (typeof message !== 'string') return { drop: false };
      prune();
      let index = recent.findIndex((entry) => entry.message === message);
      if (index === -1 && REACT_ADMIN_FAILURE_MESSAGES.has(message))
        index = recent.findIndex((entry) => entry.shown);
      const entry = index === -1 ? undefined : recent[index];
      if (!entry) return { drop: false };
      recent = recent.filter((_, position) => position !== index);
      return entry.shown ? { drop: true } : { drop: false, details: entry.alert.details };
    },
  };
};

/**
 * Wraps every method of a dataProvider (CRUD and custom) so that each rejection goes through `report` before
 * reaching the caller, unchanged.
 */
export const withErrorReporting = <T extends DataProvider>(
  dataProvider: T,
  reporter: Pick<ErrorReporter, 'report'>,
): T => {
  const wrapped: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(dataProvider)) {
    if (typeof value !== 'function') {
      wrapped[name] = value;
      continue;
    }
    wrapped[name] = async (...args: unknown[]) => {
      try {
        return await (value as (...inner: unknown[]) => Promise<unknown>).apply(dataProvider, args);
      } catch (error) {
        const resource = typeof args[0] === 'string' ? args[0] : undefined;
        const meta = (args[1] as { meta?: { handledErrorCodes?: unknown } } | undefined)?.meta;
        const handledErrorCodes = Array.isArray(meta?.handledErrorCodes)
          ? meta.handledErrorCodes.filter((c): c is string => typeof c === 'string')
          : undefined;
        reporter.report(error, { resource, method: name, handledErrorCodes });
        throw error;
      }
    };
  }
  return wrapped as T;
};
