import { z } from 'zod';
import type { ServerContext } from '../context';
import { isoNow } from '../context';
import { GUARD_CLASSIFICATIONS } from '../../src/contract/guardClassifications';
import type { Registry } from '../http/registry';
import { parseInput } from '../http/validate';
import type { ClientLogEntry } from '../clientLog';

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

  // The client log goes to a bounded, rotated file (clientLog.ts), never to the database.
  const storeLog =
    (level: ClientLogEntry['level']) => (req: { body: unknown; ip?: string | undefined }) => {
      const entry = parseInput(logEntrySchema, req.body);
      ctx.clientLog.write({
        id: entry.id,
        level,
        timestamp: entry.timestamp,
        message: entry.message,
        receivedAt: isoNow(ctx),
        clientIp: req.ip ?? '',
      });
      return undefined;
    };
  r.registerEndpoint('logError', storeLog('error'));
  r.registerEndpoint('logInfo', storeLog('info'));
  r.registerEndpoint('logWarn', storeLog('warn'));

  r.registerEndpoint('guardClassifications', () => GUARD_CLASSIFICATIONS.map((c) => ({ ...c })));
};
