import type { EndpointKey } from '../../contract/endpoints';
import { browserNow, type ApiCall } from '../runtime';
import { scrubSecrets } from './scrub';

export type LogLevel = 'error' | 'info' | 'warn';

const LEVEL_ENDPOINT: Record<LogLevel, EndpointKey> = {
  error: 'logError',
  info: 'logInfo',
  warn: 'logWarn',
};

/** Spec section 3, "Log entry". */
export interface LogEntry {
  id: string;
  timestamp: string;
  message: string;
}

export type ClientLogger = Record<LogLevel, (message: string | Error) => Promise<void>>;

export interface ClientLoggerOptions {
  now?: () => number;
  newId?: () => string;
  /** Where a failed log call is reported locally; it never throws into the caller. */
  onSendFailure?: (error: unknown) => void;
}

const describe = (message: string | Error): string =>
  message instanceof Error ? `${message.name}: ${message.message}` : message;

/**
 * `POST log/<level> {id, timestamp, message}`. Every message goes through the scrubber first, and logging
 * never fails the caller: a broken log endpoint must not turn one error into two.
 */
export const createClientLogger = (
  call: ApiCall,
  {
    now = browserNow,
    newId = () => crypto.randomUUID(),
    onSendFailure = () => undefined,
  }: ClientLoggerOptions = {},
): ClientLogger => {
  const send = (level: LogLevel) => async (message: string | Error) => {
    const entry: LogEntry = {
      id: newId(),
      timestamp: new Date(now()).toISOString(),
      message: scrubSecrets(describe(message)),
    };
    try {
      await call(LEVEL_ENDPOINT[level], { body: entry });
    } catch (error) {
      onSendFailure(error);
    }
  };
  return { error: send('error'), info: send('info'), warn: send('warn') };
};
