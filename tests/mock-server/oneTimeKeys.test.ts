// @vitest-environment node
import { verifyPassword } from '../../mock-server/auth/password';
import { issueVerificationKey } from '../../mock-server/routes/verificationKeys';
import { DEMO_VERIFICATION_KEYS } from '../../mock-server/seed/users';
import type { VerificationKeyPurpose } from '../../mock-server/types';
import {
  call,
  data,
  expectDescriptor,
  startServer,
  type CallResult,
  type TestServer,
} from './helpers';

/**
 * One-time keys (activation, password reset, e-mail verification) work once, also when the same key arrives
 * several times at once: the first request to reach the store claims the key before anything is awaited.
 */
let server: TestServer;

/** Counts password hashings; `gate`, while set, holds every hashing until it resolves. */
const hashing = vi.hoisted(() => ({ calls: 0, gate: null as Promise<void> | null }));
vi.mock('../../mock-server/auth/password', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../mock-server/auth/password')>();
  return {
    ...actual,
    hashPassword: async (password: string) => {
      hashing.calls += 1;
      await hashing.gate;
      return actual.hashPassword(password);
    },
  };
});

beforeAll(async () => {
  server = await startServer({ control: true });
}, 60_000);
afterAll(async () => {
  await server.close();
});

const PARALLEL = 8;
/** A new key, as if mailed now (the seeded ones are used up by the races). */
const freshKey = (userId: string, purpose: VerificationKeyPurpose) =>
  issueVerificationKey(
    server.mock.context,
    data(server.mock).users.find((u) => u.id === userId)!,
    purpose,
  );
const audits = (action: string, entityId: string) =>
  data(server.mock).auditLog.filter((a) => a.action === action && a.entityId === entityId);

/** Fires the same call PARALLEL times at once; every answer but one must be the used-key descriptor. */
const race = async (send: () => Promise<CallResult>) => {
  const answers = await Promise.all(Array.from({ length: PARALLEL }, send));
  const won = answers.filter((a) => a.status >= 200 && a.status < 300);
  const lost = answers.filter((a) => a.status >= 300);
  expect(won).toHaveLength(1);
  // A loser either found the key in use (409) or already used (404), depending on when it arrived.
  for (const answer of lost) {
    const used = answer.status === 404;
    const body = expectDescriptor(
      answer,
      used ? 404 : 409,
      used ? 'NOT_FOUND' : 'ACTION_NOT_ALLOWED',
    );
    expect(body.details).toEqual([
      expect.objectContaining({ field: 'key', code: used ? 'KEY_UNKNOWN' : 'KEY_IN_USE' }),
    ]);
  }
  return won[0]!;
};

describe('one-time keys under concurrency', () => {
  it(`activation: ${PARALLEL} parallel registrations with one key give exactly one success and one audit entry`, async () => {
    const { key, userId } = DEMO_VERIFICATION_KEYS.activationValid;
    await race(() =>
      call(server.base, `/api/v1/users/keys/${key}/register`, {
        body: { password: 'Str0ng!Passw0rd' },
      }),
    );
    expect(audits('USER_ACTIVATION_REGISTER', userId)).toHaveLength(1);
    expect((await call(server.base, `/api/v1/users/keys/${key}`)).status).toBe(404);
  });

  it(`password reset: ${PARALLEL} parallel resets with one key give exactly one success and one audit entry`, async () => {
    const { key, userId } = DEMO_VERIFICATION_KEYS.passwordResetValid;
    // Each racer sets a different password: only the winner's may be the account's password afterwards.
    const passwords = Array.from({ length: PARALLEL }, (_, i) => `N3w!Password${i}`);
    let next = 0;
    const winner = await race(() => {
      const password = passwords[next++]!;
      return call(server.base, '/api/v1/auth/reset-password', { body: { key, password } }).then(
        (answer) => Object.assign(answer, { password }),
      );
    });
    expect(audits('USER_PASSWORD_RESET', userId)).toHaveLength(1);
    const stored = data(server.mock).users.find((u) => u.id === userId)!.passwordHash;
    expect(
      await verifyPassword((winner as CallResult & { password: string }).password, stored),
    ).toBe(true);
  });

  it(`e-mail verification: ${PARALLEL} parallel confirmations with one key give exactly one success and one audit entry`, async () => {
    const { key, userId } = DEMO_VERIFICATION_KEYS.emailVerificationValid;
    await race(() => call(server.base, `/api/v1/users/keys/${key}/confirm`, { body: {} }));
    expect(audits('USER_EMAIL_VERIFIED', userId)).toHaveLength(1);
  });

  it('a key whose new password is refused stays usable', async () => {
    const { userId } = DEMO_VERIFICATION_KEYS.passwordResetValid;
    const key = freshKey(userId, 'PASSWORD_RESET');
    const resetsBefore = audits('USER_PASSWORD_RESET', userId).length;
    expectDescriptor(
      await call(server.base, '/api/v1/auth/reset-password', { body: { key, password: 'weak' } }),
      400,
      'VALIDATION_ERROR_CODE',
    );
    const activation = freshKey(DEMO_VERIFICATION_KEYS.activationValid.userId, 'ACTIVATION');
    expectDescriptor(
      await call(server.base, `/api/v1/users/keys/${activation}/register`, {
        body: { password: 'weak' },
      }),
      400,
      'VALIDATION_ERROR_CODE',
    );
    expect((await call(server.base, `/api/v1/users/keys/${key}`)).status).toBe(200);
    expect((await call(server.base, `/api/v1/users/keys/${activation}`)).status).toBe(200);
    expect(
      (
        await call(server.base, '/api/v1/auth/reset-password', {
          body: { key, password: 'N3w!Password' },
        })
      ).status,
    ).toBe(204);
    expect(audits('USER_PASSWORD_RESET', userId)).toHaveLength(resetsBefore + 1);
  });

  it('a key sent by mail (control route) is single-use under concurrency too', async () => {
    await call(server.base, '/api/v1/auth/forgot-password', {
      body: { email: 'analyst@demo.test' },
    });
    const key = (
      await call<{ key: string }>(
        server.base,
        '/api/__mock/last-invitation?email=analyst@demo.test&purpose=PASSWORD_RESET',
      )
    ).json.key;
    const userId = data(server.mock).users.find((u) => u.email === 'analyst@demo.test')!.id;
    await race(() =>
      call(server.base, '/api/v1/auth/reset-password', {
        body: { key, password: 'N3w!Password' },
      }),
    );
    expect(audits('USER_PASSWORD_RESET', userId)).toHaveLength(1);
  });

  it.each([
    ['activation', 'ACTIVATION', 'USER_ACTIVATION_REGISTER'],
    ['password reset', 'PASSWORD_RESET', 'USER_PASSWORD_RESET'],
  ] as const)(
    '%s: while one use hashes its password, the key is claimed and every other use is refused at once',
    async (_name, purpose, action) => {
      const userId =
        purpose === 'ACTIVATION'
          ? DEMO_VERIFICATION_KEYS.activationValid.userId
          : DEMO_VERIFICATION_KEYS.passwordResetValid.userId;
      const key = freshKey(userId, purpose);
      const send = () =>
        purpose === 'ACTIVATION'
          ? call(server.base, `/api/v1/users/keys/${key}/register`, {
              body: { password: 'Str0ng!Passw0rd' },
            })
          : call(server.base, '/api/v1/auth/reset-password', {
              body: { key, password: 'Str0ng!Passw0rd' },
            });
      const before = audits(action, userId).length;
      let open!: () => void;
      hashing.gate = new Promise<void>((resolve) => (open = resolve));
      hashing.calls = 0;
      try {
        const first = send();
        await vi.waitFor(() => expect(hashing.calls).toBe(1));
        // The first use is still hashing: the others must be answered without waiting for it.
        const others = await Promise.race([
          Promise.all(Array.from({ length: PARALLEL - 1 }, send)),
          new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 5000)),
        ]);
        expect(others).not.toBe('waited');
        for (const answer of others as CallResult[]) {
          const body = expectDescriptor(answer, 409, 'ACTION_NOT_ALLOWED');
          expect(body.details).toEqual([
            expect.objectContaining({ field: 'key', code: 'KEY_IN_USE' }),
          ]);
        }
        expect(hashing.calls).toBe(1);
        open();
        expect((await first).status).toBeLessThan(300);
      } finally {
        open();
        hashing.gate = null;
      }
      expect(audits(action, userId)).toHaveLength(before + 1);
      expect((await call(server.base, `/api/v1/users/keys/${key}`)).status).toBe(404);
    },
  );
});
