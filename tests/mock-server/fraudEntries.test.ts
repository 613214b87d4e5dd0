// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectDescriptor, signIn, startServer, type TestServer } from './helpers';

/**
 * The fraud database through its API: entries (declared, with the subject rules, duplicates, the blocking index
 * and the tenant rule) and the fuzzy matches the platform writes when it checks verifications.
 */
let server: TestServer;
let admin: string;
let merchant: string;
let manager: string;
let agent: string;
let analyst: string;

interface Entry {
  id: string;
  kind: string;
  label: string;
  status: string;
  source: string;
  fullName?: string | null;
  documentNumber?: string | null;
  iban?: string | null;
  email?: string | null;
  matchCount: number;
  version: number;
  tenantId?: string;
}
interface Match {
  id: string;
  entryId: string;
  verificationId: string;
  status: string;
  score: number;
  matchedOn: string[];
  version: number;
  features?: { feature: string; outcome: string; score: number; left: string; right: string }[];
}
type Page<T> = { content: T[]; totalElements: number };

const person = {
  kind: 'PERSON',
  fullName: 'Kateryna Bondarenko',
  dateOfBirth: '1987-04-09',
  nationality: 'UA',
  reason: 'Synthetic identity reported by the merchant.',
};

const entries = (token: string, body: Record<string, unknown> = {}) =>
  call<Page<Entry>>(server.base, '/api/v1/fraud-entries/filter', {
    token,
    body: { offset: 0, pageSize: 10, count: true, ...body },
  });
const matches = (token: string, body: Record<string, unknown> = {}) =>
  call<Page<Match>>(server.base, '/api/v1/fraud-matches/filter', {
    token,
    body: { offset: 0, pageSize: 10, count: true, ...body },
  });
const create = (token: string, body: Record<string, unknown>) =>
  call<Entry>(server.base, '/api/v1/fraud-entries', { token, body });

beforeAll(async () => {
  server = await startServer();
  admin = (await signIn(server.base, 'admin@demo.test', 't-acme')).tokens.accessToken;
  merchant = (await signIn(server.base, 'merchant@demo.test')).tokens.accessToken;
  manager = (await signIn(server.base, 'manager@demo.test')).tokens.accessToken;
  agent = (await signIn(server.base, 'agent@demo.test')).tokens.accessToken;
  analyst = (await signIn(server.base, 'analyst@demo.test')).tokens.accessToken;
});
afterAll(() => server.close());

describe('fraud entries', () => {
  it('each tenant reads its own seeded database, ten to a page, newest first', async () => {
    const acme = await entries(agent);
    expect(acme.status).toBe(200);
    expect(acme.json.totalElements).toBeGreaterThan(50);
    expect(acme.json.content).toHaveLength(10);
    const dates = acme.json.content.map((e) => (e as unknown as { createdAt: string }).createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(acme.json.content[0]).not.toHaveProperty('tenantId');
    const globex = await entries(merchant);
    const acmeIds = new Set(acme.json.content.map((e) => e.id));
    expect(globex.json.content.some((e) => acmeIds.has(e.id))).toBe(false);
  });

  it('filters by status, kind, source and country, and searches names, numbers and addresses', async () => {
    for (const [key, value] of [
      ['status', 'FRAUD'],
      ['kind', 'IBAN'],
      ['source', 'VERIFICATION'],
    ] as const) {
      const page = await entries(agent, { [key]: value, pageSize: 50 });
      expect(page.json.totalElements).toBeGreaterThan(0);
      expect(
        page.json.content.every((e) => (e as unknown as Record<string, string>)[key] === value),
      ).toBe(true);
    }
    const someIban = (await entries(agent, { kind: 'IBAN' })).json.content[0]!;
    const found = await entries(agent, { q: someIban.iban!.slice(4, 12) });
    expect(found.json.content.map((e) => e.id)).toContain(someIban.id);
  });

  it('stores a valid entry as NEW and MANUAL whatever the caller claims, normalised and audited', async () => {
    const res = await create(manager, {
      ...person,
      status: 'APPROVED',
      source: 'VERIFICATION',
      documentNumber: 'ab 123-456',
      documentType: 'PASSPORT',
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      status: 'NEW',
      source: 'MANUAL',
      label: 'Kateryna Bondarenko',
      documentNumber: 'AB123456',
      matchCount: 0,
    });
    const audit = await call<{ content: { action: string }[] }>(
      server.base,
      '/api/v1/auditlog/filter',
      { token: admin, body: { offset: 0, pageSize: 10, entityId: res.json.id } },
    );
    expect(audit.json.content.map((a) => a.action)).toContain('FRAUD_ENTRY_CREATE');
  });

  it('refuses a subject that breaks the rules, naming each field and its code', async () => {
    const res = await create(manager, {
      kind: 'DOCUMENT',
      documentType: 'PASSPORT',
      documentNumber: 'A1',
      issuingCountry: 'CH',
      phone: '0041 44 668 18 00',
      iban: 'CH93 0076 2011 6238 5295 8',
      dateOfBirth: '2999-01-01',
      reason: 'Test',
    });
    expectDescriptor(res, 400, 'VALIDATION_ERROR_CODE');
    const codes = Object.fromEntries(
      (res.json as unknown as { details: { field: string; code: string }[] }).details.map((d) => [
        d.field,
        d.code,
      ]),
    );
    expect(codes).toEqual({
      documentNumber: 'DOCUMENT_NUMBER_FORMAT',
      phone: 'PHONE_FORMAT',
      iban: 'IBAN_CHECKSUM',
      dateOfBirth: 'BIRTH_DATE_FUTURE',
    });
    const missing = await create(manager, { kind: 'EMAIL', reason: 'Test' });
    expectDescriptor(missing, 400, 'VALIDATION_ERROR_CODE');
    expect(
      (missing.json as unknown as { details: { field: string; code: string }[] }).details,
    ).toEqual([expect.objectContaining({ field: 'email', code: 'REQUIRED_FOR_KIND' })]);
  });

  it('accepts an IBAN in any spacing with right check digits, and refuses it twice (DUPLICATE_ENTITY naming the first)', async () => {
    const first = await create(merchant, {
      kind: 'IBAN',
      iban: 'ch93 0076 2011 6238 5295 7',
      reason: 'Mule account',
    });
    expect(first.status).toBe(201);
    expect(first.json.iban).toBe('CH9300762011623852957');
    const again = await create(merchant, {
      kind: 'IBAN',
      iban: 'CH9300762011623852957',
      reason: 'Same account again',
    });
    expectDescriptor(again, 409, 'DUPLICATE_ENTITY');
    expect(again.json).toMatchObject({
      existingId: first.json.id,
      details: [expect.objectContaining({ field: 'iban', code: 'DUPLICATE_ENTITY' })],
    });
    // The same person typed in another order, case and spacing is the same subject too.
    await create(merchant, person);
    const reordered = await create(merchant, { ...person, fullName: '  BONDARENKO kateryna ' });
    expectDescriptor(reordered, 409, 'DUPLICATE_ENTITY');
  });

  it('shows the form what the subject collides with before it is saved', async () => {
    // Entered by the test before, or now.
    await create(manager, person);
    const res = await call<{
      collisions: {
        id: string;
        label: string;
        score: number;
        same: boolean;
        features: { feature: string; outcome: string }[];
      }[];
    }>(server.base, '/api/v1/fraud-entries/collisions', {
      token: manager,
      body: { kind: 'PERSON', fullName: 'Катерина Бондаренко', dateOfBirth: '1987-09-04' },
    });
    expect(res.status).toBe(200);
    const hit = res.json.collisions.find((c) => c.label === 'Kateryna Bondarenko');
    expect(hit).toBeDefined();
    expect(hit!.same).toBe(false);
    expect(hit!.score).toBeGreaterThanOrEqual(0.7);
    expect(hit!.features).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ feature: 'dateOfBirth', outcome: 'TRANSPOSED' }),
      ]),
    );
    const exact = await call<{ collisions: { same: boolean; label: string }[] }>(
      server.base,
      '/api/v1/fraud-entries/collisions',
      { token: manager, body: { ...person } },
    );
    expect(exact.json.collisions[0]).toMatchObject({ same: true, label: 'Kateryna Bondarenko' });
  });

  it('answers an entry of another tenant with FRAUD_ENTRY_NOT_OWNED, for reads, edits and verdicts', async () => {
    const acmeEntry = (await entries(agent)).json.content[0]!;
    const read = await call(server.base, `/api/v1/fraud-entries/${acmeEntry.id}`, {
      token: merchant,
    });
    expectDescriptor(read, 403, 'FRAUD_ENTRY_NOT_OWNED');
    const edit = await call(server.base, `/api/v1/fraud-entries/${acmeEntry.id}`, {
      token: merchant,
      method: 'PUT',
      body: { ...person, version: acmeEntry.version },
    });
    expectDescriptor(edit, 403, 'FRAUD_ENTRY_NOT_OWNED');
    const verdict = await call(server.base, `/api/v1/fraud-entries/${acmeEntry.id}/mark-fraud`, {
      token: merchant,
      body: { version: acmeEntry.version },
    });
    expectDescriptor(verdict, 403, 'FRAUD_ENTRY_NOT_OWNED');
    const unknown = await call(server.base, '/api/v1/fraud-entries/fe-nothing', {
      token: merchant,
    });
    expectDescriptor(unknown, 404, 'NOT_FOUND');
    // The entry is untouched.
    const after = await call<Entry>(server.base, `/api/v1/fraud-entries/${acmeEntry.id}`, {
      token: agent,
    });
    expect(after.json.version).toBe(acmeEntry.version);
  });

  it('marks an entry as fraud or approved; only an administrator puts it back to NEW', async () => {
    const oksana = { ...person, fullName: 'Oksana Melnyk', dateOfBirth: '1979-11-30' };
    const created = (await create(manager, oksana)).json;
    const fraud = await call<Entry>(server.base, `/api/v1/fraud-entries/${created.id}/mark-fraud`, {
      token: manager,
      body: { version: created.version },
    });
    expect(fraud.json).toMatchObject({ status: 'FRAUD', version: created.version + 1 });
    const byManager = await call(server.base, `/api/v1/fraud-entries/${created.id}/reopen`, {
      token: manager,
      body: { version: fraud.json.version },
    });
    expectDescriptor(byManager, 403, 'ACCESS_DENIED');
    const byAdmin = await call<Entry>(server.base, `/api/v1/fraud-entries/${created.id}/reopen`, {
      token: admin,
      body: { version: fraud.json.version },
    });
    expect(byAdmin.json.status).toBe('NEW');
    // An edit keeps the verdict the platform holds, whatever the body says.
    const edited = await call<Entry>(server.base, `/api/v1/fraud-entries/${created.id}`, {
      token: manager,
      method: 'PUT',
      body: {
        ...oksana,
        status: 'APPROVED',
        reason: 'Updated reason',
        version: byAdmin.json.version,
      },
    });
    expect(edited.json).toMatchObject({ status: 'NEW', reason: 'Updated reason' });
  });

  it('refuses everything to a role without the permission, and edits to a role that may only read', async () => {
    expectDescriptor(await entries(analyst), 403, 'ACCESS_DENIED');
    expectDescriptor(await matches(analyst), 403, 'ACCESS_DENIED');
    expectDescriptor(await create(agent, person), 403, 'ACCESS_DENIED');
    const collisions = await call(server.base, '/api/v1/fraud-entries/collisions', {
      token: analyst,
      body: person,
    });
    expectDescriptor(collisions, 403, 'ACCESS_DENIED');
  });
});

describe('fuzzy matches', () => {
  it('lists the seeded matches of the tenant, best score first, each explained on its detail', async () => {
    const page = await matches(agent, { status: 'OPEN' });
    expect(page.status).toBe(200);
    expect(page.json.totalElements).toBeGreaterThan(0);
    const scores = page.json.content.map((m) => m.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(page.json.content[0]).not.toHaveProperty('features');
    const detail = await call<Match>(
      server.base,
      `/api/v1/fraud-matches/${page.json.content[0]!.id}`,
      { token: agent },
    );
    expect(detail.json.features!.length).toBeGreaterThan(0);
    expect(detail.json.features![0]).toEqual(
      expect.objectContaining({ feature: expect.any(String), outcome: expect.any(String) }),
    );
  });

  it('decides one open match, refuses to decide it twice, and decides a selection all or nothing', async () => {
    const open = (await matches(manager, { status: 'OPEN', pageSize: 5 })).json.content;
    expect(open.length).toBeGreaterThanOrEqual(3);
    const [first, second, third] = open as [Match, Match, Match];
    const approved = await call<Match>(
      server.base,
      `/api/v1/fraud-matches/${first.id}/fuzzy-approve`,
      {
        token: manager,
        body: { version: first.version },
      },
    );
    expect(approved.json.status).toBe('APPROVED');
    const twice = await call(server.base, `/api/v1/fraud-matches/${first.id}/fuzzy-mark`, {
      token: manager,
      body: { version: approved.json.version },
    });
    expectDescriptor(twice, 409, 'ACTION_NOT_ALLOWED');
    // A selection holding a decided match changes nothing.
    const mixed = await call(server.base, '/api/v1/fraud-matches/bulk-fuzzy-exclude', {
      token: manager,
      body: { ids: [second.id, first.id] },
    });
    expectDescriptor(mixed, 409, 'ACTION_NOT_ALLOWED');
    const stillOpen = await call<Match>(server.base, `/api/v1/fraud-matches/${second.id}`, {
      token: manager,
    });
    expect(stillOpen.json.status).toBe('OPEN');
    const bulk = await call<{ ids: string[] }>(
      server.base,
      '/api/v1/fraud-matches/bulk-fuzzy-exclude',
      {
        token: manager,
        body: { ids: [second.id, third.id] },
      },
    );
    expect(bulk.json.ids).toEqual([second.id, third.id]);
    const excluded = await matches(manager, { status: 'EXCLUDED', pageSize: 50 });
    expect(excluded.json.content.map((m) => m.id)).toEqual(
      expect.arrayContaining([second.id, third.id]),
    );
    expectDescriptor(
      await call(server.base, `/api/v1/fraud-matches/${third.id}/fuzzy-approve`, {
        token: agent,
        body: { version: 2 },
      }),
      403,
      'ACCESS_DENIED',
    );
  });

  it('lists the matches of one entry, which the entry counts', async () => {
    const withMatches = (
      await entries(agent, { source: 'VERIFICATION', pageSize: 50 })
    ).json.content.find((e) => e.matchCount > 0)!;
    expect(withMatches).toBeDefined();
    const own = await matches(agent, { entryId: withMatches.id, pageSize: 50 });
    expect(own.json.totalElements).toBe(withMatches.matchCount);
    expect(own.json.content.every((m) => m.entryId === withMatches.id)).toBe(true);
  });
});
