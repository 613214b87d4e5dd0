// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../mock-server/seed/demoAccounts';
import { watchlistKeysOf } from '../../mock-server/screening/screen';
import { call, expectDescriptor, freshTotp, signIn, startServer, type TestServer } from './helpers';

/**
 * Watchlist screening through the API: the seeded hits of each tenant, the reviewers' decisions with their
 * comments (a true match confirms the verification), the bulk false positive for contradicted hits only, and
 * the merchants' guarded settings with ongoing monitoring.
 */
let server: TestServer;
let admin: string;
let manager: string;
let agent: string;
let merchant: string;
let analyst: string;

interface Hit {
  id: string;
  verificationId: string;
  status: string;
  score: number;
  matchType: string;
  listType: string;
  contradicts: boolean;
  comment: string | null;
  version: number;
  features?: { feature: string; outcome: string }[];
}
interface Settings {
  id: string;
  merchantId: string;
  merchantName: string;
  lists: string[];
  minimumScore: number;
  matchTypes: string[];
  screenedFields: string[];
  ongoingMonitoring: boolean;
  version: number;
}
type Page<T> = { content: T[]; totalElements: number };

const hits = (token: string, body: Record<string, unknown> = {}) =>
  call<Page<Hit>>(server.base, '/api/v1/screening-hits/filter', {
    token,
    body: { offset: 0, pageSize: 50, count: true, ...body },
  });

beforeAll(async () => {
  server = await startServer();
  admin = (await signIn(server.base, 'admin@demo.test', 't-acme')).tokens.accessToken;
  manager = (await signIn(server.base, 'manager@demo.test')).tokens.accessToken;
  agent = (await signIn(server.base, 'agent@demo.test')).tokens.accessToken;
  merchant = (await signIn(server.base, 'merchant@demo.test')).tokens.accessToken;
  analyst = (await signIn(server.base, 'analyst@demo.test')).tokens.accessToken;
});
afterAll(() => server.close());

describe('screening hits', () => {
  it('each tenant reads its own hits, filtered by list, match type, contradiction and score', async () => {
    const acme = await hits(agent);
    expect(acme.status).toBe(200);
    expect(acme.json.totalElements).toBeGreaterThan(10);
    const globex = await hits(merchant);
    const acmeIds = new Set(acme.json.content.map((hit) => hit.id));
    expect(globex.json.content.some((hit) => acmeIds.has(hit.id))).toBe(false);
    expectDescriptor(
      await call(server.base, `/api/v1/screening-hits/${acme.json.content[0]!.id}`, {
        token: merchant,
      }),
      404,
      'NOT_FOUND',
    );
    for (const [key, value] of [
      ['listType', 'SANCTIONS'],
      ['matchType', 'EXACT'],
      ['contradicts', true],
    ] as const) {
      const page = await hits(agent, { [key]: value });
      expect(page.json.totalElements).toBeGreaterThan(0);
      expect(page.json.content.every((hit) => hit[key] === value)).toBe(true);
    }
    const strong = await hits(agent, { scoreMin: 0.95 });
    expect(strong.json.content.every((hit) => hit.score >= 0.95)).toBe(true);
    const detail = await call<Hit>(
      server.base,
      `/api/v1/screening-hits/${acme.json.content[0]!.id}`,
      {
        token: agent,
      },
    );
    expect(detail.json.features?.some((feature) => feature.feature === 'name')).toBe(true);
    expect(acme.json.content[0]).not.toHaveProperty('features');
  });

  it('decides a hit only with a comment; a true match confirms the verification, and is audited', async () => {
    const open = (await hits(manager, { status: 'OPEN', contradicts: false })).json.content[0]!;
    const noComment = await call(server.base, `/api/v1/screening-hits/${open.id}/true-match`, {
      token: manager,
      body: { version: open.version, comment: '   ' },
    });
    expectDescriptor(noComment, 400, 'VALIDATION_ERROR_CODE');
    const decided = await call<Hit>(server.base, `/api/v1/screening-hits/${open.id}/true-match`, {
      token: manager,
      body: {
        version: open.version,
        comment: 'Passport photo and date of birth match the listing.',
      },
    });
    expect(decided.json).toMatchObject({
      status: 'TRUE_MATCH',
      comment: 'Passport photo and date of birth match the listing.',
    });
    const verification = await call<{ matchType: string }>(
      server.base,
      `/api/v1/verifications/${open.verificationId}`,
      { token: manager },
    );
    expect(verification.json.matchType).toBe('CONFIRMED_MATCH');
    expectDescriptor(
      await call(server.base, `/api/v1/screening-hits/${open.id}/false-positive`, {
        token: manager,
        body: { version: decided.json.version, comment: 'Changed my mind' },
      }),
      409,
      'ACTION_NOT_ALLOWED',
    );
    const audit = await call<{ content: { action: string }[] }>(
      server.base,
      '/api/v1/auditlog/filter',
      { token: admin, body: { offset: 0, pageSize: 10, entityId: open.id } },
    );
    expect(audit.json.content.map((entry) => entry.action)).toContain('SCREENING_HIT_TRUE_MATCH');
    expectDescriptor(
      await call(server.base, `/api/v1/screening-hits/${open.id}/escalate`, {
        token: agent,
        body: { version: decided.json.version, comment: 'x' },
      }),
      403,
      'ACCESS_DENIED',
    );
  });

  it('clears a selection of contradicted hits at once, and refuses a selection holding any other', async () => {
    const contradicted = (await hits(manager, { status: 'OPEN', contradicts: true })).json.content;
    const agreeing = (await hits(manager, { status: 'OPEN', contradicts: false })).json.content;
    expect(contradicted.length).toBeGreaterThanOrEqual(2);
    const mixed = await call(server.base, '/api/v1/screening-hits/bulk-false-positive', {
      token: manager,
      body: { ids: [contradicted[0]!.id, agreeing[0]!.id], comment: 'Different dates of birth.' },
    });
    expectDescriptor(mixed, 409, 'ACTION_NOT_ALLOWED');
    const unchanged = await call<Hit>(
      server.base,
      `/api/v1/screening-hits/${contradicted[0]!.id}`,
      {
        token: manager,
      },
    );
    expect(unchanged.json.status).toBe('OPEN');
    const ids = contradicted.slice(0, 2).map((hit) => hit.id);
    const cleared = await call<{ ids: string[] }>(
      server.base,
      '/api/v1/screening-hits/bulk-false-positive',
      { token: manager, body: { ids, comment: 'Different dates of birth.' } },
    );
    expect(cleared.json.ids).toEqual(ids);
    const after = await hits(manager, { status: 'FALSE_POSITIVE', pageSize: 100 });
    expect(
      after.json.content.filter((hit) => ids.includes(hit.id)).map((hit) => hit.comment),
    ).toEqual(['Different dates of birth.', 'Different dates of birth.']);
  });

  it('refuses everything to a role without the screening permissions', async () => {
    expectDescriptor(await hits(analyst), 403, 'ACCESS_DENIED');
    expectDescriptor(
      await call(server.base, '/api/v1/screening-settings/filter', {
        token: analyst,
        body: { offset: 0, pageSize: 10 },
      }),
      403,
      'ACCESS_DENIED',
    );
  });
});

describe('screening settings', () => {
  const guard = () => ({
    password: DEMO_PASSWORD,
    passCode: freshTotp(server, DEMO_ACCOUNTS.merchant.totpSecret),
    reason: 'Stricter screening after the audit',
    classification: 'REGULATORY',
  });

  it('one record per merchant of the tenant; a change is guarded and the name is always screened', async () => {
    const page = await call<Page<Settings>>(server.base, '/api/v1/screening-settings/filter', {
      token: merchant,
      body: { offset: 0, pageSize: 10, count: true },
    });
    expect(page.status).toBe(200);
    expect(page.json.totalElements).toBeGreaterThan(0);
    const settings = page.json.content[0]!;
    const { id, version, ...fields } = settings;
    const unguarded = await call(server.base, `/api/v1/screening-settings/${id}`, {
      token: merchant,
      method: 'PUT',
      body: { entity: { ...fields, version } },
    });
    expectDescriptor(unguarded, 400, 'PASSWORD_REQUIRED_ERROR');
    const noName = await call(server.base, `/api/v1/screening-settings/${id}`, {
      token: merchant,
      method: 'PUT',
      body: { entity: { ...fields, screenedFields: ['DATE_OF_BIRTH'], version }, ...guard() },
    });
    expectDescriptor(noName, 400, 'VALIDATION_ERROR_CODE');
    expect(
      (noName.json as unknown as { details: { field: string; code: string }[] }).details,
    ).toEqual([expect.objectContaining({ field: 'screenedFields', code: 'NAME_ALWAYS_SCREENED' })]);
  });

  it('with ongoing monitoring, saving screens the merchant’s recent verifications again', async () => {
    const all = await call<Page<Settings>>(server.base, '/api/v1/screening-settings/filter', {
      token: merchant,
      body: { offset: 0, pageSize: 10 },
    });
    const settings = all.json.content.find((candidate) => candidate.ongoingMonitoring)!;
    // A new listing names every person verified at Globex in the last days (as a list update would).
    const store = server.mock.store;
    const recent = store
      .table('verifications')
      .recordsWhere('t-globex', [
        { field: 'createdAt', min: new Date(Date.now() - 20 * 86_400_000).toISOString() },
      ]);
    expect(recent.length).toBeGreaterThan(0);
    store.transaction(() =>
      recent.forEach((verification, index) => {
        const entry = {
          id: `wl-test-${index}`,
          listType: 'SANCTIONS' as const,
          listSource: 'Test listing',
          name: `${verification.firstName} ${verification.lastName}`,
          aliases: [],
          dateOfBirth: verification.dateOfBirth ?? null,
          nationality: null,
          documentNumber: null,
          listedAt: '2026-01-01',
        };
        store.table('watchlist').insert(entry);
        for (const key of watchlistKeysOf(entry))
          store.table('watchlistKeys').insert({ id: `${entry.id}|${key}`, key, entryId: entry.id });
      }),
    );
    const before = (await hits(merchant, { merchantId: settings.merchantId })).json.totalElements;
    const { id, version, ...fields } = settings;
    const saved = await call<Settings>(server.base, `/api/v1/screening-settings/${id}`, {
      token: merchant,
      method: 'PUT',
      body: {
        entity: {
          ...fields,
          merchantName: 'Someone else',
          minimumScore: 0.75,
          version,
        },
        ...guard(),
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ minimumScore: 0.75, merchantName: settings.merchantName });
    const after = (await hits(merchant, { merchantId: settings.merchantId })).json.totalElements;
    expect(after).toBeGreaterThan(before);
  });
});
