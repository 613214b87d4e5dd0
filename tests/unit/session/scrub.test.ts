import { describe, expect, it } from 'vitest';
import { REDACTED, isSensitiveKey, scrubSecrets } from '../../../src/session/platform/scrub';

const JWT =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1LWFkbWluIiwiaWF0IjoxNzAwMDAwMDAwfQ.c2lnbmF0dXJlLXBhcnQtaGVyZQ';

describe('scrubSecrets', () => {
  it.each([
    ['JSON password', '{"email":"a@b.c","password":"Demo!2345"}', 'Demo!2345'],
    ['JSON passCode', '{"passCode":"123456","reason":"x"}', '123456'],
    ['JSON newPassword with spaces', '{"newPassword": "hunter two"}', 'hunter two'],
    ['single-quoted', "password: 'p@ss w0rd'", 'p@ss w0rd'],
    ['query string token', 'GET /x?token=abc.def&page=2', 'abc.def'],
    ['one-time code in URL', '/dashboard/init?code=k7Qp2ZxY', 'k7Qp2ZxY'],
    ['form body', 'password=secret1&email=x', 'secret1'],
    ['key: value', 'refreshToken: r-55aa', 'r-55aa'],
    ['clientSecret', 'clientSecret=s3cr3t', 's3cr3t'],
    ['security code key', 'securityCode=987654', '987654'],
    ['pass_code snake', 'pass_code = 112233', '112233'],
    ['access-token kebab', '"access-token":"kebabvalue"', 'kebabvalue'],
    ['Authorization header', 'Authorization: Bearer abc.def.ghi', 'abc.def.ghi'],
    ['bare Bearer', 'sent bearer Zm9vYmFyYmF6 to server', 'Zm9vYmFyYmF6'],
    ['Basic auth', 'Basic dXNlcjpwYXNz', 'dXNlcjpwYXNz'],
    ['JWT anywhere', `token was ${JWT} end`, JWT],
    [
      'long hex',
      'hash 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
      '9f86d081884c7d659a2feaa0c55ad015',
    ],
    [
      'base64url run',
      'refresh qX8vR2mT9kLpZ4wN7bYc1dHs6fJ3aUeG0oQi5',
      'qX8vR2mT9kLpZ4wN7bYc1dHs6fJ3aUeG0oQi5',
    ],
    [
      'standard base64 with /',
      'k=Ab3/Xy9+Qw2ErT5yU8iO1pLk7Jh4Gf6Ds0aZxC==',
      'Ab3/Xy9+Qw2ErT5yU8iO1pLk7Jh4Gf6Ds0aZxC',
    ],
    ['password-like word', 'user typed Demo!2345 in the wrong field', 'Demo!2345'],
    ['six-digit TOTP', 'the code 492013 was rejected', '492013'],
    ['TOTP at sentence end', 'entered 492013.', '492013'],
    ['escaped quote in value', '{"password":"a\\"b c"}', 'b c'],
  ])('removes %s', (_label, input, secret) => {
    const output = scrubSecrets(input);
    expect(output).not.toContain(secret);
    expect(output).toContain(REDACTED);
  });

  it.each([
    ['plain sentence', 'Failed to load the users list'],
    ['error code', '{"code":"WRONG_PASSWORD_ERROR","status":400}'],
    ['error code in key=value', 'code=SECURITY_CODE_REQUIRED_ERROR'],
    ['uuid', 'descriptor 3fa85f64-5717-4562-b3fc-2c963f66afa6 failed'],
    ['api path', 'POST /api/v1/settings/merchants/filter failed with 500'],
    ['timestamp', 'at 2025-01-01T10:00:00.000Z'],
    ['date and time', 'on 2025-01-01 10:00:00'],
    ['long number', 'epoch 1735725600000'],
    ['decimal', 'ratio 0.123456'],
    ['seven digits', 'id 1234567'],
    ['url', 'see http://localhost:5173/login?returnUrl=%2Fusers'],
    ['status text', 'HTTP 403 ACCESS_DENIED for PERM_USER_VIEW'],
  ])('keeps %s', (_label, input) => expect(scrubSecrets(input)).toBe(input));

  it('keeps the structure around a redacted JSON value', () => {
    expect(scrubSecrets('{"password":"x","name":"Ada"}')).toBe(
      `{"password":"${REDACTED}","name":"Ada"}`,
    );
  });

  it('redacts both the scheme value and the header in one line', () => {
    expect(scrubSecrets('Authorization: Bearer abc')).not.toMatch(/abc/);
  });

  it('is idempotent', () => {
    const once = scrubSecrets(`{"password":"Demo!2345"} ${JWT} code 123456`);
    expect(scrubSecrets(once)).toBe(once);
  });

  it('cuts very long messages', () => {
    expect(scrubSecrets('a '.repeat(10_000)).length).toBeLessThanOrEqual(4000);
  });
});

describe('isSensitiveKey', () => {
  it.each([
    'password',
    'newPassword',
    'passCode',
    'pass_code',
    'token',
    'accessToken',
    'refresh_token',
    'secret',
    'clientSecret',
    'code',
    'otp',
    'Authorization',
    'securityCode',
  ])('%s is sensitive', (key) => expect(isSensitiveKey(key)).toBe(true));
  it.each(['email', 'name', 'reason', 'errorCode', 'classification', 'status', 'message'])(
    '%s is not',
    (key) => expect(isSensitiveKey(key)).toBe(false),
  );
});
