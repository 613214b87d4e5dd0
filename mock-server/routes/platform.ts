import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { ServerContext } from '../context';
import { isoNow } from '../context';
import { GUARD_CLASSIFICATIONS } from '../../src/contract/guardClassifications';
import type { Registry } from '../http/registry';
import { parseInput } from '../http/validate';
import type { ClientLogRecord } from '../types';

/** The mock keeps at most this many client log entries (oldest dropped first). */
export const CLIENT_LOG_CAPACITY = 1000;
export const CONFIRMATION_URL = '/api/mfa/confirm';

const logEntrySchema = z.object({
  id: z.string().min(1).max(100),
  timestamp: z.string().min(1).max(64),
  message: z.string().max(4000),
});

export const registerPlatformEndpoints = (r: Registry, ctx: ServerContext): void => {
  r.registerEndpoint('featureFlags', () => ({
    secondFactorWindow: ctx.featureFlags.secondFactorWindow,
    // Absolute and on the portal's origin (served through its /api proxy): the portal only opens an absolute
    // http(s) address, and the confirmation page reports back through the portal origin's localStorage.
    confirmationUrl: `${ctx.portalOrigin}${CONFIRMATION_URL}`,
  }));

  r.registerEndpoint('monitoringInit', (req) => {
    const { version } = parseInput(z.object({ version: z.string().min(1).max(100) }), req.query);
    return { enabled: true, version };
  });

  const storeLog = (level: ClientLogRecord['level']) => (req: { body: unknown }) => {
    const entry = parseInput(logEntrySchema, req.body);
    const logs = ctx.store.table('clientLogs');
    ctx.store.transaction(() => {
      logs.insert({ ...entry, id: `${entry.id}:${randomUUID()}`, level, receivedAt: isoNow(ctx) });
      // The oldest go first once the log is full.
      logs.keepNewest('receivedAt', CLIENT_LOG_CAPACITY);
    });
    return undefined;
  };
  r.registerEndpoint('logError', storeLog('error'));
  r.registerEndpoint('logInfo', storeLog('info'));
  r.registerEndpoint('logWarn', storeLog('warn'));

  r.registerEndpoint('guardClassifications', () => GUARD_CLASSIFICATIONS.map((c) => ({ ...c })));
};
