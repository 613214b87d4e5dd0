import { describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { createAlertsStore } from '../../../src/notifications/alertsStore';
import {
  createErrorReporter,
  withErrorReporting,
  DUPLICATE_WINDOW_MS,
} from '../../../src/notifications/errorReporting';
import { toHttpError } from '../../../src/dataProvider/errors';
import type { ErrorDescriptor } from '../../../src/contract/schemas/common';
import { ResponseShapeError } from '../../../src/dataProvider/parse';

const descriptor = (status: number, code: string, extra: Partial<ErrorDescriptor> = {}) => ({
  id: `err-${code}`,
  error: 'Error',
  code,
  status,
  details: [],
  timestamp: '2025-01-02T03:04:05.000Z',
  url: '/api/v1/things/1',
  message: `server says ${code}`,
  ...extra,
});

const setup = () => {
  let time = 1_000_000;
  const alerts = createAlertsStore();
  const logger = { error: vi.fn(async (_message: string | Error) => undefined) };
  const reporter = createErrorReporter({ alerts, logger, now: () => time });
  return { alerts, logger, reporter, advance: (ms: number) => (time += ms) };
};

describe('error reporter', () => {
  it('404 is a warning with the not-found message, 403 the permission message', () => {
    const { alerts, reporter } = setup();
    reporter.report(toHttpError(404, descriptor(404, 'NOT_FOUND')));
    reporter.report(toHttpError(403, descriptor(403, 'ACCESS_DENIED')));
    expect(alerts.getAlerts().map(({ type, message }) => [type, message])).toEqual([
      ['warning', 'app.messages.notFound'],
      ['warning', 'app.messages.unauthorized'],
    ]);
  });

  it('a 403 for a screen the guard refuses is said by the access-denied page, not a second time as a toast', () => {
    const alerts = createAlertsStore();
    const reporter = createErrorReporter({
      alerts,
      refusedByGuard: ({ resource, method }) => resource === 'roles' && method === 'getList',
    });
    const denied = toHttpError(403, descriptor(403, 'ACCESS_DENIED'));
    reporter.report(denied, { resource: 'roles', method: 'getList' });
    expect(alerts.getAlerts()).toEqual([]);
    // react-admin's own notification of the same failure is dropped too.
    expect(reporter.consumeNotification(denied.message)).toEqual({ drop: true });
    // A screen the guard let through still hears the platform's refusal.
    reporter.report(toHttpError(403, descriptor(403, 'ACCESS_DENIED')), {
      resource: 'users',
      method: 'getList',
    });
    expect(alerts.getAlerts().map(({ message }) => message)).toEqual(['app.messages.unauthorized']);
  });

  it('status 0 is the page-wide "Server is down" state, not a toast per call', () => {
    const { alerts, reporter } = setup();
    reporter.report(toHttpError(0, null));
    reporter.report(toHttpError(0, null));
    expect(alerts.getAlerts()).toEqual([]);
    // react-admin's own notification of the same failure is dropped too: the banner already says it.
    expect(reporter.consumeNotification('app.messages.serverDown')).toEqual({ drop: true });
  });

  it('other codes get the catalogue message with the details block', () => {
    const { alerts, reporter } = setup();
    reporter.report(toHttpError(409, descriptor(409, 'DUPLICATE_ENTITY')));
    const [duplicate] = alerts.getAlerts();
    expect(duplicate).toMatchObject({
      type: 'error',
      message: 'app.errors.DUPLICATE_ENTITY',
      details: {
        id: 'err-DUPLICATE_ENTITY',
        code: 'DUPLICATE_ENTITY',
        message: 'server says DUPLICATE_ENTITY',
        timestamp: '2025-01-02T03:04:05.000Z',
        error: 'Error',
      },
    });
  });

  it('an unknown code gets the generic message, never the raw body', () => {
    const { alerts, reporter } = setup();
    reporter.report(toHttpError(500, descriptor(500, 'SOMETHING_NEW')));
    reporter.report(new HttpError('{"raw":"json"}', 500, { raw: 'json' }));
    expect(alerts.getAlerts().map((alert) => alert.message)).toEqual([
      'app.errors.generic',
      'app.errors.generic',
    ]);
    expect(alerts.getAlerts()[0]?.details?.code).toBe('SOMETHING_NEW');
    expect(JSON.stringify(alerts.getAlerts())).not.toContain('raw');
  });

  it('overlay, session and field-level errors are not notified, and react-admin duplicates are dropped', () => {
    const { alerts, reporter } = setup();
    const unavailable = toHttpError(503, descriptor(503, 'SERVICE_UNAVAILABLE'));
    const expired = toHttpError(401, descriptor(401, 'TOKEN_INVALID'));
    const wrongPassword = toHttpError(400, descriptor(400, 'WRONG_PASSWORD_ERROR'));
    for (const error of [unavailable, expired, wrongPassword]) reporter.report(error);
    expect(alerts.getAlerts()).toEqual([]);
    expect(reporter.consumeNotification(unavailable.message)).toEqual({ drop: true });
    expect(reporter.consumeNotification(expired.message)).toEqual({ drop: true });
    // A field-level error that the caller let react-admin notify is shown, with its details.
    expect(reporter.consumeNotification(wrongPassword.message)).toMatchObject({
      drop: false,
      details: { code: 'WRONG_PASSWORD_ERROR' },
    });
  });

  it("drops react-admin's notify of an error it showed, once, within the window", () => {
    const { reporter, advance } = setup();
    const notFound = toHttpError(404, descriptor(404, 'NOT_FOUND'));
    reporter.report(notFound);
    expect(reporter.consumeNotification('app.messages.notFound')).toEqual({ drop: true });
    expect(reporter.consumeNotification('app.messages.notFound')).toEqual({ drop: false });
    reporter.report(notFound);
    expect(reporter.consumeNotification('ra.notification.item_doesnt_exist')).toEqual({
      drop: true,
    });
    reporter.report(notFound);
    advance(DUPLICATE_WINDOW_MS + 1);
    expect(reporter.consumeNotification('app.messages.notFound')).toEqual({ drop: false });
    expect(reporter.consumeNotification('ra.notification.updated')).toEqual({ drop: false });
  });

  it('sends a scrubbable log line for every failure except an ended session', () => {
    const { logger, reporter } = setup();
    reporter.report(toHttpError(404, descriptor(404, 'NOT_FOUND')), {
      resource: 'users',
      method: 'getOne',
    });
    reporter.report(toHttpError(401, descriptor(401, 'TOKEN_INVALID')));
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error.mock.calls[0]?.[0]).toBe(
      'getOne users failed status=404 code=NOT_FOUND id=err-NOT_FOUND url=/api/v1/things/1 message=server says NOT_FOUND',
    );
  });

  it('shows a portal-side failure (response shape) with its own message key', () => {
    const { alerts, reporter } = setup();
    reporter.report(new ResponseShapeError('usersGet', []));
    expect(alerts.getAlerts()[0]).toMatchObject({
      type: 'error',
      message: 'app.shell.errors.invalidResponse',
      details: { error: 'ResponseShapeError' },
    });
  });

  it('ignores aborted calls', () => {
    const { alerts, logger, reporter } = setup();
    reporter.report(new DOMException('aborted', 'AbortError'));
    expect(alerts.getAlerts()).toEqual([]);
    expect(logger.error).not.toHaveBeenCalled();
  });
});

describe('withErrorReporting', () => {
  it('reports each rejection once and rethrows it unchanged; results pass through', async () => {
    const report = vi.fn();
    const failure = toHttpError(404, descriptor(404, 'NOT_FOUND'));
    const provider = {
      getOne: vi.fn(async (_resource: string) => Promise.reject(failure)),
      getList: vi.fn(async () => ({ data: [], total: 0 })),
      unlockUser: vi.fn(async (id: string) => ({ id })),
      supportAbortSignal: true,
    };
    const wrapped = withErrorReporting(provider as never, { report }) as typeof provider;
    await expect(wrapped.getOne('users')).rejects.toBe(failure);
    expect(report).toHaveBeenCalledExactlyOnceWith(failure, {
      resource: 'users',
      method: 'getOne',
    });
    await expect(wrapped.getList()).resolves.toEqual({ data: [], total: 0 });
    await expect(wrapped.unlockUser('u-1')).resolves.toEqual({ id: 'u-1' });
    expect(wrapped.supportAbortSignal).toBe(true);
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('passes the codes a caller explains itself (meta.handledErrorCodes) to the reporter', async () => {
    const report = vi.fn();
    const failure = toHttpError(409, descriptor(409, 'ACTION_NOT_ALLOWED'));
    const provider = { delete: vi.fn(async () => Promise.reject(failure)) };
    const wrapped = withErrorReporting(provider as never, { report }) as typeof provider;
    await expect(
      (wrapped.delete as (...args: unknown[]) => Promise<unknown>)('workflows', {
        id: 'w-1',
        meta: { handledErrorCodes: ['ACTION_NOT_ALLOWED'] },
      }),
    ).rejects.toBe(failure);
    expect(report).toHaveBeenCalledExactlyOnceWith(failure, {
      resource: 'workflows',
      method: 'delete',
      handledErrorCodes: ['ACTION_NOT_ALLOWED'],
    });
  });
});

describe('codes the caller explains itself', () => {
  it('are logged but not shown; react-admin may still show them with details', () => {
    const { alerts, logger, reporter } = setup();
    const failure = toHttpError(409, descriptor(409, 'ACTION_NOT_ALLOWED'));
    reporter.report(failure, { handledErrorCodes: ['ACTION_NOT_ALLOWED'] });
    expect(alerts.getAlerts()).toEqual([]);
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(reporter.consumeNotification(failure.message).drop).toBe(false);
    // Any other code is still shown by the error path.
    reporter.report(toHttpError(404, descriptor(404, 'NOT_FOUND')), {
      handledErrorCodes: ['ACTION_NOT_ALLOWED'],
    });
    expect(alerts.getAlerts()).toHaveLength(1);
  });
});
