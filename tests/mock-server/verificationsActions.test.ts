// @vitest-environment node
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../mock-server/seed/demoAccounts';
import type { VerificationRecord } from '../../mock-server/types';
import { REPLAY_COMPLETION_MS } from '../../mock-server/verifications/replay';
import {
  call,
  expectDescriptor,
  signIn,
  startServer,
  type TestServer,
  data,
  freshTotp,
} from './helpers';

let server: TestServer;
let admin: string;
let manager: string;
let agent: string;

beforeAll(async () => {
  // The helper's clock: the test moves it forward (replays complete on the first read 2 s later), and
  // freshTotp moves it on when a time step's security codes are used up.
  server = await startServer();
  admin = (await signIn(server.base, 'admin@demo.test', 't-acme')).tokens.accessToken;
  manager = (await signIn(server.base, 'manager@demo.test')).tokens.accessToken;
  agent = (await signIn(server.base, 'agent@demo.test')).tokens.accessToken;
  // Signing in several users shares a busy machine with other suites.
}, 60_000);
afterAll(() => server.close());

const guard = (account: 'admin' | 'manager' = 'admin') => ({
  password: DEMO_PASSWORD,
  passCode: freshTotp(server, DEMO_ACCOUNTS[account].totpSecret),
  reason: 'Checked the documents again',
  classification: 'REGULATORY',
});

const used = new Set<string>();
/** A fresh verification of Acme in a given status (each test changes its own). */
/** The verification as the store holds it now. */
const stored = (id: string): VerificationRecord =>
  server.mock.store.table('verifications').get(id)!;

const pick = (predicate: (v: VerificationRecord) => boolean): VerificationRecord => {
  const v = data(server.mock).verifications.find(
    (x) => x.tenantId === 't-acme' && !used.has(x.id) && predicate(x),
  )!;
  used.add(v.id);
  return v;
};
const globexOne = () => data(server.mock).verifications.find((x) => x.tenantId === 't-globex')!;

const auditOf = (id: string, action: string) =>
  data(server.mock).auditLog.filter((e) => e.entityId === id && e.action === action);

type Detail = {
  id: string;
  status: string;
  version: number;
  result: { decision: string; reason: string; decidedBy: string } | null;
  completedAt: string | null;
  wipedOutAt: string | null;
  firstName: string | null;
  replayCount: number;
  maskingRequestedAt: string | null;
  credentials: {
    id: string;
    wipedOutAt: string | null;
    parts: { id: string; maskedAt: string | null }[];
  }[];
};

const putResult = (
  id: string,
  entity: Record<string, unknown>,
  token = admin,
  extra: Record<string, unknown> = guard(),
) =>
  call<Detail>(server.base, `/api/v1/verifications/${id}/result`, {
    method: 'PUT',
    token,
    body: { entity, ...extra },
  });

describe('result update', () => {
  it('sets status, result and completion, stamps the record and audits before/after', async () => {
    const v = pick((x) => x.status === 'REVIEW_PENDING');
    const res = await putResult(v.id, {
      decision: 'REJECTED',
      reason: 'Face mismatch',
      version: 1,
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      status: 'REJECTED',
      version: 2,
      result: { decision: 'REJECTED', reason: 'Face mismatch', decidedBy: 'admin@demo.test' },
      completedAt: expect.any(String),
    });
    const [entry] = auditOf(v.id, 'VERIFICATION_RESULT_UPDATE');
    expect(entry).toMatchObject({
      result: 'SUCCESS',
      entityType: 'verification',
      before: { status: 'REVIEW_PENDING', result: null },
      after: { status: 'REJECTED', result: { decision: 'REJECTED', reason: 'Face mismatch' } },
      reason: 'Checked the documents again',
      classification: 'REGULATORY',
    });
    expect(JSON.stringify(entry)).not.toContain(DEMO_PASSWORD);
  });

  it('answers 412 with who changed it on a stale version and leaves the record as it was', async () => {
    const v = pick((x) => x.status === 'APPROVED');
    const first = await putResult(
      v.id,
      { decision: 'REJECTED', reason: 'First', version: 1 },
      manager,
      guard('manager'),
    );
    expect(first.status).toBe(200);
    const stale = await putResult(v.id, { decision: 'APPROVED', reason: 'Second', version: 1 });
    const body = expectDescriptor(stale, 412, 'VERSION_CONFLICT');
    expect(body).toMatchObject({ changedBy: 'manager@demo.test', changedAt: expect.any(String) });
    expect(stored(v.id).status).toBe('REJECTED');
    expect(stored(v.id).result?.reason).toBe('First');
    expect(stored(v.id).version).toBe(2);
  });

  it('rejects missing or wrong guard fields without changing anything', async () => {
    const v = pick((x) => x.status === 'REVIEW_PENDING');
    const entity = { decision: 'APPROVED', reason: 'ok', version: 1 };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...guard(), password: '' }, 'PASSWORD_REQUIRED_ERROR'],
      [{ ...guard(), password: 'Wrong!2345' }, 'WRONG_PASSWORD_ERROR'],
      [{ ...guard(), passCode: '' }, 'SECURITY_CODE_REQUIRED_ERROR'],
      [{ ...guard(), passCode: '000000' }, 'WRONG_SECURITYPASS_ERROR'],
      [{ ...guard(), reason: '' }, 'VALIDATION_ERROR_CODE'],
      [{ ...guard(), classification: 'NOPE' }, 'VALIDATION_ERROR_CODE'],
    ];
    for (const [extra, code] of cases)
      expectDescriptor(await putResult(v.id, entity, admin, extra), 400, code);
    expectDescriptor(
      await putResult(v.id, { decision: 'MAYBE', reason: 'x', version: 1 }),
      400,
      'VALIDATION_ERROR_CODE',
    );
    expectDescriptor(
      await putResult(v.id, { decision: 'APPROVED', reason: 'x'.repeat(501), version: 1 }),
      400,
      'VALIDATION_ERROR_CODE',
    );
    expect(stored(v.id).status).toBe('REVIEW_PENDING');
    expect(stored(v.id).version).toBe(1);
    expect(auditOf(v.id, 'VERIFICATION_RESULT_UPDATE').every((e) => e.result === 'FAILURE')).toBe(
      true,
    );
  });

  it('refuses a result while processing (409) and for another tenant (404)', async () => {
    const v = pick((x) => x.status === 'PROCESSING');
    const res = await putResult(v.id, { decision: 'APPROVED', reason: 'x', version: 1 });
    expectDescriptor(res, 409, 'ACTION_NOT_ALLOWED');
    expect(stored(v.id).status).toBe('PROCESSING');
    expectDescriptor(
      await putResult(globexOne().id, { decision: 'APPROVED', reason: 'x', version: 1 }),
      404,
      'NOT_FOUND',
    );
  });

  it('refuses the agent (403) on result and wipe-out', async () => {
    const v = pick((x) => x.status === 'REVIEW_PENDING');
    const result = await putResult(v.id, { decision: 'APPROVED', reason: 'x', version: 1 }, agent);
    expect(expectDescriptor(result, 403, 'ACCESS_DENIED').requiredAuthorities).toEqual([
      'PERM_SCANS_RESULT_EDIT',
    ]);
    const wipe = await call(server.base, `/api/v1/verifications/${v.id}/wipe-out`, {
      token: agent,
      body: { entity: {}, ...guard() },
    });
    expect(expectDescriptor(wipe, 403, 'ACCESS_DENIED').requiredAuthorities).toEqual([
      'PERM_SCANS_WIPE_OUT',
    ]);
    expect(stored(v.id).wipedOutAt).toBeNull();
    expect(stored(v.id).version).toBe(1);
  });
});

describe('wipe-out', () => {
  const wipe = (id: string, extra: Record<string, unknown> = guard(), token = admin) =>
    call<Detail>(server.base, `/api/v1/verifications/${id}/wipe-out`, {
      token,
      body: { entity: {}, ...extra },
    });

  it('erases personal data and images; a second wipe changes nothing', async () => {
    const v = pick((x) => x.status === 'APPROVED' && x.credentials.length > 1);
    const names = {
      firstName: v.firstName!,
      lastName: v.lastName!,
      documentNumber: v.documentNumber!,
    };
    const partPath = `/api/v1/verifications/${v.id}/images/${v.credentials[0]!.parts[0]!.id}`;
    expect((await call(server.base, partPath, { token: admin })).status).toBe(200);
    const res = await wipe(v.id);
    expect(res.status).toBe(200);
    expect(res.json.wipedOutAt).toEqual(expect.any(String));
    expect(res.json).toMatchObject({ firstName: null, lastName: null, documentNumber: null });
    expect(res.json.credentials.every((c) => c.wipedOutAt === res.json.wipedOutAt)).toBe(true);
    expect(stored(v.id).dateOfBirth).toBeNull();
    expectDescriptor(await call(server.base, partPath, { token: admin }), 404, 'NOT_FOUND');
    server.advanceClock(5000);
    const again = await wipe(v.id);
    expect(again.status).toBe(200);
    expect(again.json.wipedOutAt).toBe(res.json.wipedOutAt);
    expect(again.json.version).toBe(res.json.version);
    const wipes = auditOf(v.id, 'VERIFICATION_WIPE_OUT').filter((e) => e.result === 'SUCCESS');
    expect(wipes).toHaveLength(2);
    expect(wipes[0]).toMatchObject({
      before: { wipedOutAt: null, personalData: 'PRESENT' },
      after: { wipedOutAt: res.json.wipedOutAt, personalData: 'ERASED' },
    });
    // The audit log keeps no copy of the erased values.
    const erased = [names.firstName, names.lastName, names.documentNumber];
    const audit = JSON.stringify(data(server.mock).auditLog.filter((e) => e.entityId === v.id));
    for (const value of erased) expect(audit).not.toContain(value);
    // Nothing else may be done with it.
    expectDescriptor(
      await putResult(v.id, { decision: 'REJECTED', reason: 'x', version: again.json.version }),
      409,
      'ACTION_NOT_ALLOWED',
    );
    // The list no longer finds it by the erased name.
    const found = await call<{ content: { id: string }[] }>(
      server.base,
      '/api/v1/verifications/filter',
      {
        token: admin,
        body: { q: 'v-acme', pageSize: 100 },
      },
    );
    expect(found.json.content.map((r) => r.id)).not.toContain(v.id);
  });

  it('leaves the record unchanged when the guard rejects, and 404s for another tenant', async () => {
    const v = pick((x) => x.status === 'REJECTED');
    const names = [v.firstName, v.lastName, v.documentNumber];
    expectDescriptor(
      await wipe(v.id, { ...guard(), password: undefined }),
      400,
      'PASSWORD_REQUIRED_ERROR',
    );
    expectDescriptor(
      await wipe(v.id, { ...guard(), passCode: '123456' }),
      400,
      'WRONG_SECURITYPASS_ERROR',
    );
    expectDescriptor(
      await wipe(v.id, { ...guard(), reason: undefined }),
      400,
      'VALIDATION_ERROR_CODE',
    );
    expect([v.firstName, v.lastName, v.documentNumber]).toEqual(names);
    expect(stored(v.id).wipedOutAt).toBeNull();
    expect(stored(v.id).version).toBe(1);
    const other = globexOne();
    expectDescriptor(await wipe(other.id), 404, 'NOT_FOUND');
    expect(other.wipedOutAt).toBeNull();
  });
});

describe('masking', () => {
  it('records a masking request (audited) and masks the named credentials', async () => {
    const v = pick((x) => x.status === 'APPROVED' && x.credentials.length >= 2);
    const request = await call<Detail>(
      server.base,
      `/api/v1/verifications/${v.id}/images/masking-request`,
      { method: 'POST', token: admin },
    );
    expect(request.status).toBe(200);
    expect(request.json.maskingRequestedAt).toEqual(expect.any(String));
    expect(auditOf(v.id, 'VERIFICATION_MASKING_REQUEST')).toHaveLength(1);

    const first = v.credentials[0]!;
    const mask = await call<Detail>(server.base, `/api/v1/verifications/${v.id}/credentials/mask`, {
      method: 'PUT',
      token: admin,
      body: { credentialIds: [first.id] },
    });
    expect(mask.status).toBe(200);
    const masked = mask.json.credentials.find((c) => c.id === first.id)!;
    expect(masked.parts.every((p) => p.maskedAt)).toBe(true);
    expect(mask.json.credentials[1]!.parts.every((p) => p.maskedAt === null)).toBe(true);
    const entry = auditOf(v.id, 'VERIFICATION_CREDENTIALS_MASK')[0]!;
    const partIds = first.parts.map((p) => p.id);
    expect(entry.before).toEqual(partIds.map((id) => ({ id, maskedAt: null })));
    expect(entry.after).toEqual(partIds.map((id) => ({ id, maskedAt: expect.any(String) })));

    const unknown = await call(server.base, `/api/v1/verifications/${v.id}/credentials/mask`, {
      method: 'PUT',
      token: admin,
      body: { credentialIds: ['nope'] },
    });
    expect(expectDescriptor(unknown, 400, 'VALIDATION_ERROR_CODE').details).toEqual([
      expect.objectContaining({ field: 'credentialIds', code: 'UNKNOWN_CREDENTIAL' }),
    ]);
    // The agent may not mask.
    expectDescriptor(
      await call(server.base, `/api/v1/verifications/${v.id}/credentials/mask`, {
        method: 'PUT',
        token: agent,
        body: { credentialIds: [first.id] },
      }),
      403,
      'ACCESS_DENIED',
    );
  });
});

describe('replay', () => {
  it('moves to PROCESSING, counts the replay and completes to REVIEW_PENDING on a read 2 s later', async () => {
    const v = pick((x) => x.status === 'APPROVED' && x.replayCount === 0);
    const res = await call<Detail>(server.base, `/api/v1/verifications/${v.id}/replay`, {
      method: 'POST',
      token: manager,
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: 'PROCESSING', replayCount: 1, result: null });
    expect(auditOf(v.id, 'VERIFICATION_REPLAY')[0]).toMatchObject({
      before: { status: 'APPROVED', replayCount: 0 },
      after: { status: 'PROCESSING', replayCount: 1 },
    });
    const get = () => call<Detail>(server.base, `/api/v1/verifications/${v.id}`, { token: admin });
    expect((await get()).json.status).toBe('PROCESSING');
    // A second replay while processing is refused.
    expectDescriptor(
      await call(server.base, `/api/v1/verifications/${v.id}/replay`, {
        method: 'POST',
        token: manager,
      }),
      409,
      'ACTION_NOT_ALLOWED',
    );
    server.advanceClock(REPLAY_COMPLETION_MS);
    const done = await get();
    expect(done.json.status).toBe('REVIEW_PENDING');
    expect(done.json.replayCount).toBe(1);
    // The agent has no replay permission.
    expectDescriptor(
      await call(server.base, `/api/v1/verifications/${v.id}/replay`, {
        method: 'POST',
        token: agent,
      }),
      403,
      'ACCESS_DENIED',
    );
  });

  it('completes a replay seen first through the list', async () => {
    const v = pick((x) => x.status === 'REJECTED');
    await call(server.base, `/api/v1/verifications/${v.id}/replay`, {
      method: 'POST',
      token: admin,
    });
    server.advanceClock(REPLAY_COMPLETION_MS + 10);
    const list = await call<{ content: { id: string; status: string }[] }>(
      server.base,
      '/api/v1/verifications/filter',
      { token: admin, body: { q: v.publicId } },
    );
    expect(list.json.content).toEqual([
      expect.objectContaining({ id: v.id, status: 'REVIEW_PENDING' }),
    ]);
  });
});
