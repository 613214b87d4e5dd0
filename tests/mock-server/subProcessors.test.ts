// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectDescriptor, signIn, startServer, type TestServer } from './helpers';

/**
 * The generic handler of a declared resource, proven through `sub-processors`: no route of its own exists, so
 * everything below comes from the declaration (src/contract/resources/subProcessors.ts).
 */
let server: TestServer;
let admin: string;
let adminGlobex: string;
let agent: string;
let analyst: string;

interface SubProcessor {
  id: string;
  name: string;
  purpose: string;
  dataCategories: string[];
  locationCountry: string;
  transferMechanism: string;
  dpaUrl: string;
  inUseSince: string;
  version: number;
  updatedBy: string;
  tenantId?: string;
}
type Page = { content: SubProcessor[]; totalElements: number };

const valid = {
  name: 'Acme OCR GmbH',
  purpose: 'Reads machine-readable zones.',
  dataCategories: ['DOCUMENT_IMAGES'],
  locationCountry: 'DE',
  transferMechanism: 'ADEQUACY_DECISION',
  dpaUrl: 'https://example.com/dpa.pdf',
  inUseSince: '2026-01-15',
};

beforeAll(async () => {
  server = await startServer();
  admin = (await signIn(server.base, 'admin@demo.test', 't-acme')).tokens.accessToken;
  adminGlobex = (await signIn(server.base, 'admin@demo.test', 't-globex')).tokens.accessToken;
  agent = (await signIn(server.base, 'agent@demo.test')).tokens.accessToken;
  analyst = (await signIn(server.base, 'analyst@demo.test')).tokens.accessToken;
});
afterAll(() => server.close());

const list = (token: string, body: Record<string, unknown> = {}) =>
  call<Page>(server.base, '/api/v1/sub-processors/filter', {
    token,
    body: { offset: 0, pageSize: 10, count: true, ...body },
  });

const auditOf = async (entityId: string) =>
  (
    await call<{ content: { action: string; before: unknown; after: unknown }[] }>(
      server.base,
      '/api/v1/auditlog/filter',
      { token: admin, body: { offset: 0, pageSize: 10, entityId } },
    )
  ).json.content;

describe('sub-processors API (declared resource)', () => {
  it('every signed-in role of the tenant reads the seeded register, sorted by name', async () => {
    for (const token of [admin, agent, analyst]) {
      const res = await list(token);
      expect(res.status).toBe(200);
      expect(res.json.totalElements).toBe(12);
      const names = res.json.content.map((s) => s.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
      expect(res.json.content[0]).not.toHaveProperty('tenantId');
    }
  });

  it('filters by search, choice, enum list, country and a day range; sorts and pages', async () => {
    expect((await list(agent, { q: 'liveness' })).json.content.map((s) => s.name)).toEqual([
      'iProov Ltd',
    ]);
    const scc = await list(agent, { transferMechanism: 'STANDARD_CONTRACTUAL_CLAUSES' });
    expect(scc.json.totalElements).toBe(3);
    const biometric = await list(agent, { dataCategories: 'BIOMETRIC' });
    expect(biometric.json.content.every((s) => s.dataCategories.includes('BIOMETRIC'))).toBe(true);
    expect(biometric.json.totalElements).toBe(2);
    const ireland = await list(agent, { locationCountry: 'IE' });
    expect(ireland.json.content.map((s) => s.locationCountry)).toEqual(['IE', 'IE', 'IE']);
    const in2023 = await list(agent, { inUseSinceFrom: '2023-01-01', inUseSinceTo: '2023-12-31' });
    expect(in2023.json.content.map((s) => s.inUseSince).sort()).toEqual([
      '2023-02-20',
      '2023-05-08',
      '2023-11-13',
    ]);
    const newest = await list(agent, {
      sort: { field: 'inUseSince', direction: 'DESC' },
      pageSize: 5,
      offset: 1,
    });
    expect(newest.json.content).toHaveLength(5);
    expect(newest.json.content[0]?.inUseSince).toBe('2023-02-20');
  });

  it('answers bad filters with the spec messages and refuses unsortable fields', async () => {
    const format = await list(agent, { inUseSinceFrom: '2023-02-31' });
    expectDescriptor(format, 400, 'VALIDATION_ERROR_CODE');
    expect(JSON.stringify(format.json)).toContain('Dates should be in YYYY-MM-DD format.');
    const order = await list(agent, { inUseSinceFrom: '2024-01-01', inUseSinceTo: '2023-01-01' });
    expect(JSON.stringify(order.json)).toContain('The order of the dates is incorrect.');
    expectDescriptor(
      await list(agent, { sort: { field: 'dataCategories', direction: 'ASC' } }),
      400,
      'VALIDATION_ERROR_CODE',
    );
  });

  it('keeps tenants apart: another tenant’s record is 404 and never listed', async () => {
    const acme = (await list(admin)).json.content[0]!;
    expectDescriptor(
      await call(server.base, `/api/v1/sub-processors/${acme.id}`, { token: adminGlobex }),
      404,
      'NOT_FOUND',
    );
    expect((await list(adminGlobex)).json.content.some((s) => s.id === acme.id)).toBe(false);
  });

  it('lets only administrators create, edit and delete; the others get 403 and nothing changes', async () => {
    expectDescriptor(
      await call(server.base, '/api/v1/sub-processors', { token: agent, body: valid }),
      403,
      'ACCESS_DENIED',
    );
    const some = (await list(agent)).json.content[0]!;
    expectDescriptor(
      await call(server.base, `/api/v1/sub-processors/${some.id}`, {
        token: analyst,
        method: 'DELETE',
      }),
      403,
      'ACCESS_DENIED',
    );
    expect((await list(agent)).json.totalElements).toBe(12);
  });

  it('creates, updates with the version and deletes, auditing each change with its diff', async () => {
    const created = await call<SubProcessor>(server.base, '/api/v1/sub-processors', {
      token: admin,
      body: { ...valid, tenantId: 't-globex', id: 'chosen', version: 99 },
    });
    expect(created.status).toBe(201);
    expect(created.json.id).toMatch(/^sp-/);
    expect(created.json.version).toBe(1);
    expect((await list(adminGlobex, { q: 'Acme OCR' })).json.totalElements).toBe(0);

    const path = `/api/v1/sub-processors/${created.json.id}`;
    const updated = await call<SubProcessor>(server.base, path, {
      token: admin,
      method: 'PUT',
      body: { ...valid, purpose: 'Reads MRZ lines only.', version: 1 },
    });
    expect(updated.status).toBe(200);
    expect(updated.json).toMatchObject({ purpose: 'Reads MRZ lines only.', version: 2 });

    const stale = await call(server.base, path, {
      token: admin,
      method: 'PUT',
      body: { ...valid, version: 1 },
    });
    expectDescriptor(stale, 412, 'VERSION_CONFLICT');
    expect(JSON.stringify(stale.json)).toContain('admin@demo.test');

    expect((await call(server.base, path, { token: admin, method: 'DELETE' })).status).toBe(200);
    expectDescriptor(await call(server.base, path, { token: admin }), 404, 'NOT_FOUND');

    const audit = await auditOf(created.json.id);
    expect(audit.map((e) => e.action).sort()).toEqual([
      'SUB_PROCESSOR_CREATE',
      'SUB_PROCESSOR_DELETE',
      'SUB_PROCESSOR_UPDATE',
    ]);
    const update = audit.find((e) => e.action === 'SUB_PROCESSOR_UPDATE')!;
    expect(update.before).toMatchObject({ purpose: valid.purpose, version: 1 });
    expect(update.after).toMatchObject({ purpose: 'Reads MRZ lines only.', version: 2 });
  });

  it('validates input: https only, known country, at least one category, unique name', async () => {
    const bad = await call<{ details: { field: string }[] }>(
      server.base,
      '/api/v1/sub-processors',
      {
        token: admin,
        body: { ...valid, dpaUrl: 'http://example.com', locationCountry: 'ZZ', dataCategories: [] },
      },
    );
    expectDescriptor(bad, 400, 'VALIDATION_ERROR_CODE');
    expect(bad.json.details.map((d) => d.field).sort()).toEqual([
      'dataCategories',
      'dpaUrl',
      'locationCountry',
    ]);
    const duplicate = await call(server.base, '/api/v1/sub-processors', {
      token: admin,
      body: { ...valid, name: 'twilio ireland ltd' },
    });
    expectDescriptor(duplicate, 409, 'DUPLICATE_ENTITY');
  });
});
