// @vitest-environment node
import express from 'express';
import type { AddressInfo } from 'node:net';
import type { ServerContext } from '../../mock-server/context';
import { errorHandler } from '../../mock-server/http/middleware';
import { call, expectDescriptor, signIn, startServer, type TestServer } from './helpers';

/** Addresses whose percent-encoding does not decode are unreadable requests (400), never a server error. */
let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startServer();
  token = (await signIn(server.base, 'admin@demo.test', 't-acme')).tokens.accessToken;
}, 60_000);
afterAll(async () => {
  await server.close();
});

const MALFORMED_PATHS = [
  '/api/v1/users/%E0%A4%A',
  '/api/v1/users/%',
  '/api/v1/users/%ZZ',
  '/api/v1/merchants/%E0/notes',
  '/api/v1/users/keys/%E0%A4%A',
  '/api/v1/users/keys/%C3%28/register',
  '/api/%FF',
  '/%E0',
];
const MALFORMED_QUERIES = [
  '/api/v1/users/filter?x=%E0%A4%A',
  '/api/v1/verifications?search=100%',
  '/api/v1/users/u-acme-001?%ZZ=1',
  '/api/config?x=%E0',
  '/api/sso/sign-in?returnUrl=%E0%A4%A',
  '/api/sso/sign-in?returnUrl=%',
  '/api/mfa/confirm?code=%C3%28',
];

describe('malformed percent-encoding', () => {
  for (const address of [...MALFORMED_PATHS, ...MALFORMED_QUERIES])
    for (const signedIn of [false, true])
      it(`${address} ${signedIn ? 'signed in' : 'without a session'}: 400 UNREADABLE_REQUEST for every method`, async () => {
        for (const method of ['GET', 'POST', 'PUT', 'DELETE']) {
          const answer = await call(server.base, address, {
            method,
            token: signedIn ? token : undefined,
            body: method === 'GET' ? undefined : {},
          });
          const body = expectDescriptor(answer, 400, 'UNREADABLE_REQUEST');
          expect(body.message).toMatch(/address/);
        }
      });

  it('the sign-in form with a broken escape in its body is answered, not a server error', async () => {
    const res = await fetch(`${server.base}/api/sso/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=%E0%A4%A&password=%&returnUrl=%C3%28',
      redirect: 'manual',
    });
    expect(res.status).toBeLessThan(500);
  });

  it('well-encoded addresses still reach their routes', async () => {
    expect((await call(server.base, '/api/v1/users/u-acme-001', { token })).status).toBe(200);
    const name = encodeURIComponent('Zoë 100% ✓');
    expect((await call(server.base, `/api/v1/users/${name}`, { token })).status).toBe(404);
    expect((await call(server.base, `/api/config?x=${name}&y=a+b`)).status).toBe(200);
  });

  it("the error path answers Express's own parameter decoding failure as 400, not 500", async () => {
    const app = express();
    app.get('/x/:id', (_req, res) => {
      res.json({});
    });
    app.use(errorHandler({ now: Date.now } as ServerContext));
    const listening = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => listening.once('listening', resolve));
    try {
      const { port } = listening.address() as AddressInfo;
      expectDescriptor(
        await call(`http://127.0.0.1:${port}`, '/x/%E0%A4%A'),
        400,
        'UNREADABLE_REQUEST',
      );
    } finally {
      listening.close();
    }
  });
});
