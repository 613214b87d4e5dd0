import { describe, expect, it } from 'vitest';
import { HttpError } from 'react-admin';
import { describeError, toHttpError } from '../../src/dataProvider/errors';
import { ERROR_CODES, type ErrorDescriptor } from '../../src/contract/schemas/common';
import { en } from '../../src/i18n/en';

const descriptor = (code: string, status = 400): ErrorDescriptor => ({
  error: 'Bad Request',
  code,
  status,
  details: [{ field: 'name', code: 'REQUIRED', message: 'required' }],
  timestamp: '2024-01-01T00:00:00Z',
  url: '/api/v1/x',
  message: 'raw server text',
});

const hasKey = (key: string) =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en) !==
  undefined;

describe('error mapping', () => {
  it.each(ERROR_CODES.filter((c) => c !== 'NOT_FOUND' && c !== 'ACCESS_DENIED'))(
    '%s → app.errors.<CODE>',
    (code) => {
      const described = describeError(toHttpError(400, descriptor(code)));
      expect(described.messageKey).toBe(`app.errors.${code}`);
      expect(hasKey(described.messageKey)).toBe(true);
      expect(described.details).toHaveLength(1);
    },
  );
  it.each(['1000', '1001', '1002', '1010', '1011', '1012'])(
    'numeric %s → app.errors.<code>',
    (code) => {
      expect(describeError(toHttpError(500, descriptor(code, 500))).messageKey).toBe(
        `app.errors.${code}`,
      );
      expect(hasKey(`app.errors.${code}`)).toBe(true);
    },
  );
  it('404 is a not-found warning, 403 the permission message, 0 server down', () => {
    const notFound = describeError(toHttpError(404, descriptor('NOT_FOUND', 404)));
    expect(notFound).toMatchObject({ messageKey: 'app.messages.notFound', severity: 'warning' });
    expect(describeError(toHttpError(403, descriptor('ACCESS_DENIED', 403))).messageKey).toBe(
      'app.messages.unauthorized',
    );
    // Another tenant's fraud entry: the user has the permission, so the warning names the real reason.
    expect(describeError(toHttpError(403, descriptor('FRAUD_ENTRY_NOT_OWNED', 403)))).toMatchObject(
      { messageKey: 'app.errors.FRAUD_ENTRY_NOT_OWNED', severity: 'warning' },
    );
    expect(describeError(toHttpError(403, descriptor('IP_NOT_ALLOWED', 403))).messageKey).toBe(
      'app.messages.unauthorized',
    );
    const down = describeError(new HttpError('x', 0, null));
    expect(down.messageKey).toBe('app.messages.serverDown');
    expect(en.app.messages.serverDown).toBe('Server is down');
  });
  it('flags overlays for SERVICE_UNAVAILABLE and MAINTENANCE', () => {
    expect(describeError(toHttpError(503, descriptor('SERVICE_UNAVAILABLE', 503))).overlay).toBe(
      'serviceUnavailable',
    );
    expect(describeError(toHttpError(503, descriptor('MAINTENANCE', 503))).overlay).toBe(
      'maintenance',
    );
    expect(describeError(toHttpError(400, descriptor('BAD_CREDENTIALS'))).overlay).toBeUndefined();
  });
  it('unknown codes and unparseable bodies give the generic key, never raw text', () => {
    expect(describeError(toHttpError(400, descriptor('SOMETHING_NEW'))).messageKey).toBe(
      'app.errors.generic',
    );
    expect(describeError(new HttpError('{"raw":"json"}', 500, { raw: 'json' })).messageKey).toBe(
      'app.errors.generic',
    );
    expect(describeError(new Error('boom')).messageKey).toBe('app.errors.generic');
  });
  it('the HttpError message is the i18n key and the body the descriptor', () => {
    const error = toHttpError(400, descriptor('WRONG_PASSWORD_ERROR'));
    expect(error.message).toBe('app.errors.WRONG_PASSWORD_ERROR');
    expect(error.body).toMatchObject({ code: 'WRONG_PASSWORD_ERROR' });
  });
  it('passes changedBy/changedAt for version conflicts', () => {
    const error = toHttpError(412, {
      ...descriptor('VERSION_CONFLICT', 412),
      changedBy: 'ann',
      changedAt: 'noon',
    });
    expect(describeError(error).messageArgs).toEqual({ changedBy: 'ann', changedAt: 'noon' });
  });
});
