// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectDescriptor, startServer, type TestServer } from './helpers';

describe('mock control: client version', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ control: true });
  });
  afterAll(() => server.close());

  it('changes the X-Client-Version of every response until reset', async () => {
    const initial = (await call(server.base, '/api/config')).headers.get('x-client-version');
    expect(initial).toBeTruthy();
    const set = await call<{ version: string }>(server.base, '/api/__mock/client-version', {
      body: { version: '9.9.9+abc123' },
    });
    expect(set.json.version).toBe('9.9.9+abc123');
    expect((await call(server.base, '/api/config')).headers.get('x-client-version')).toBe(
      '9.9.9+abc123',
    );
    await call(server.base, '/api/__mock/reset', { body: {} });
    expect((await call(server.base, '/api/config')).headers.get('x-client-version')).toBe(initial);
  });

  it('refuses a version that is not a plain token', async () => {
    expectDescriptor(
      await call(server.base, '/api/__mock/client-version', { body: { version: '<b>x</b>' } }),
      400,
      'VALIDATION_ERROR_CODE',
    );
  });
});
