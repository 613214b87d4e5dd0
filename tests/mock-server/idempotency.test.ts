// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { call, data, expectDescriptor, signIn, startServer, type TestServer } from './helpers';

/** Creates take an `Idempotency-Key`: a repeat answers the first result and creates nothing new. */
let server: TestServer;
let admin: string;
let manager: string;

beforeAll(async () => {
  server = await startServer();
  admin = (await signIn(server.base, 'admin@demo.test', 't-acme')).tokens.accessToken;
  manager = (await signIn(server.base, 'manager@demo.test')).tokens.accessToken;
}, 60_000);
afterAll(async () => {
  await server.close();
});

const NOTES = '/api/v1/merchants/m-acme-1/notes';
const notesOf = (text: string) => data(server.mock).merchantNotes.filter((n) => n.text === text);
const noteAudits = (noteId: string) =>
  data(server.mock).auditLog.filter(
    (a) => a.action === 'MERCHANT_NOTE_ADD' && (a.after as { noteId?: string }).noteId === noteId,
  );
const addNote = (text: string, key?: string, token = admin) =>
  call<{ id: string }>(server.base, NOTES, {
    token,
    body: { text },
    headers: key === undefined ? {} : { 'Idempotency-Key': key },
  });

const subProcessor = (name: string) => ({
  name,
  purpose: 'Reads machine-readable zones.',
  dataCategories: ['DOCUMENT_IMAGES'],
  locationCountry: 'DE',
  transferMechanism: 'ADEQUACY_DECISION',
  dpaUrl: 'https://example.com/dpa.pdf',
  inUseSince: '2026-01-15',
});

describe('Idempotency-Key on creates', () => {
  it('a merchant note sent twice with one key is stored once; the repeat gets the same answer', async () => {
    const key = randomUUID();
    const text = `note ${key}`;
    const first = await addNote(text, key);
    const again = await addNote(text, key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.text).toBe(first.text);
    expect(first.headers.get('Idempotent-Replayed')).toBeNull();
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(notesOf(text)).toHaveLength(1);
    expect(noteAudits(first.json.id)).toHaveLength(1);
    expect(data(server.mock).auditLog.filter((a) => JSON.stringify(a).includes(text))).toEqual([]);
  });

  it('without a key every create creates, as before', async () => {
    const text = `twice ${randomUUID()}`;
    expect((await addNote(text)).status).toBe(201);
    expect((await addNote(text)).status).toBe(201);
    expect(notesOf(text)).toHaveLength(2);
  });

  it('the same key with another body is refused with 422 and creates nothing', async () => {
    const key = randomUUID();
    const text = `first ${key}`;
    expect((await addNote(text, key)).status).toBe(201);
    const other = expectDescriptor(
      await addNote(`other ${key}`, key),
      422,
      'IDEMPOTENCY_KEY_REUSED',
    );
    expect(other.details).toEqual([expect.objectContaining({ field: 'Idempotency-Key' })]);
    expect(notesOf(`other ${key}`)).toHaveLength(0);
    expect(notesOf(text)).toHaveLength(1);
  });

  it('a key is the caller’s own: another user (and the same user on another path) creates anew', async () => {
    const key = randomUUID();
    const text = `scoped ${key}`;
    expect((await addNote(text, key)).status).toBe(201);
    const byManager = await call(server.base, '/api/v1/merchants/m-acme-1/notes', {
      token: manager,
      body: { text },
      headers: { 'Idempotency-Key': key },
    });
    // The manager may or may not write notes; either way the admin's answer is never replayed to them.
    expect(byManager.headers.get('Idempotent-Replayed')).toBeNull();
    const otherMerchant = await call(server.base, '/api/v1/merchants/m-acme-2/notes', {
      token: admin,
      body: { text },
      headers: { 'Idempotency-Key': key },
    });
    expect(otherMerchant.status).toBe(201);
    expect(otherMerchant.headers.get('Idempotent-Replayed')).toBeNull();
  });

  it.each([
    ['empty', ''],
    ['too long', 'k'.repeat(256)],
    ['not printable', 'key\twith a tab'],
    ['not ASCII', 'schl\u00fcssel'],
  ])('refuses a %s key with 400 and creates nothing', async (_name, key) => {
    const text = `bad key ${randomUUID()}`;
    const answer = await fetch(`${server.base}${NOTES}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${admin}`,
        'content-type': 'application/json',
        'Idempotency-Key': key,
      },
      body: JSON.stringify({ text }),
    });
    const body = (await answer.json()) as { code: string; details: { field: string }[] };
    expect(answer.status).toBe(400);
    expect(body.code).toBe('VALIDATION_ERROR_CODE');
    expect(body.details).toEqual([expect.objectContaining({ field: 'Idempotency-Key' })]);
    expect(notesOf(text)).toHaveLength(0);
  });

  it('a declared resource’s create is idempotent too, also when the repeats arrive at once', async () => {
    const key = randomUUID();
    const body = subProcessor(`Idempotent ${key.slice(0, 8)}`);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        call<{ id: string }>(server.base, '/api/v1/sub-processors', {
          token: admin,
          body,
          headers: { 'Idempotency-Key': key },
        }),
      ),
    );
    const created = answers.filter((a) => a.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    // Each repeat got the first answer or, while it was still being answered, a 409.
    for (const answer of created) expect(answer.text).toBe(created[0]!.text);
    for (const answer of answers.filter((a) => a.status !== 201))
      expectDescriptor(answer, 409, 'IDEMPOTENCY_KEY_IN_USE');
    const stored = data(server.mock)['sub-processors'].filter(
      (s) => (s as { name?: string }).name === body.name,
    );
    expect(stored).toHaveLength(1);
    expect(data(server.mock).auditLog.filter((a) => a.entityId === stored[0]!.id)).toHaveLength(1);
    const again = await call(server.base, '/api/v1/sub-processors', {
      token: admin,
      body,
      headers: { 'Idempotency-Key': key },
    });
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.text).toBe(created[0]!.text);
  });

  it('a failed create keeps nothing: the repeat with the key runs again', async () => {
    const key = randomUUID();
    expectDescriptor(await addNote('', key), 400, 'VALIDATION_ERROR_CODE');
    const text = `after failure ${key}`;
    expect((await addNote(text, key)).status).toBe(201);
    expect(notesOf(text)).toHaveLength(1);
  });

  it('keeps the answer without secrets, and only for a day', async () => {
    const key = randomUUID();
    const text = `kept ${randomUUID()}`;
    await addNote(text, key);
    const kept = data(server.mock).idempotencyKeys.find((k) => k.body?.includes(text))!;
    expect(kept).toMatchObject({ status: 201, method: 'POST', path: NOTES, tenantId: 't-acme' });
    expect(JSON.stringify(kept)).not.toContain(key);
    expect(kept.expiresAt - Date.parse(kept.createdAt)).toBe(24 * 60 * 60 * 1000);
  });
});
