// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectDescriptor, signIn, startServer, type TestServer } from './helpers';

/**
 * Datasets in the emulator: the seeded sets, the "indirect" creation from a filter of the verifications (its
 * count first), the preview, edits of name and description only, archive and unarchive, the delete that takes
 * the items with it, the spec's "dataset maintenance", and who may do what, in their own tenant only.
 */
interface Dataset {
  id: string;
  name: string;
  description: string | null;
  source: string;
  criteria: string;
  status: string;
  itemCount: number;
  sizeBytes: number;
  version: number;
}
type Page<T> = { content: T[]; totalElements: number };

let server: TestServer;
let admin: string;
let analyst: string;
let agent: string;
let globexAdmin: string;

beforeAll(async () => {
  server = await startServer();
  admin = (await signIn(server.base, 'admin@demo.test', 't-acme')).tokens.accessToken;
  globexAdmin = (await signIn(server.base, 'admin@demo.test', 't-globex')).tokens.accessToken;
  analyst = (await signIn(server.base, 'analyst@demo.test')).tokens.accessToken;
  agent = (await signIn(server.base, 'agent@demo.test')).tokens.accessToken;
});
afterAll(() => server.close());

const list = (token: string, body: Record<string, unknown> = {}) =>
  call<Page<Dataset>>(server.base, '/api/v1/datasets/filter', {
    token,
    body: { offset: 0, pageSize: 50, ...body },
  });
const seeded = async (name: string) =>
  (await list(admin)).json.content.find((dataset) => dataset.name === name)!;

describe('datasets', () => {
  it('lists the seeded datasets to whoever may view them; others are refused', async () => {
    const all = await list(analyst);
    expect(all.status).toBe(200);
    expect(all.json.content.map((d) => d.status).sort()).toEqual(
      ['ARCHIVED', 'MAINTENANCE', 'READY', 'READY', 'READY', 'READY'].sort(),
    );
    const ready = await list(analyst, { status: 'READY' });
    expect(ready.json.totalElements).toBe(4);
    expect(ready.json.content.every((d) => d.itemCount > 0)).toBe(true);
    expectDescriptor(await list(agent), 403, 'ACCESS_DENIED');
  });

  it('makes a dataset of a filter: the count first, then every matching verification, frozen', async () => {
    const filter = { status: ['APPROVED'], country: ['DE'] };
    const verifications = await call<Page<unknown>>(server.base, '/api/v1/verifications/filter', {
      token: admin,
      body: { ...filter, offset: 0, pageSize: 1 },
    });
    const count = await call<{ count: number }>(server.base, '/api/v1/datasets/indirect/count', {
      token: admin,
      body: { filter },
    });
    expect(count.json.count).toBe(verifications.json.totalElements);
    expect(count.json.count).toBeGreaterThan(20);
    // An experiment user reads datasets but makes none.
    expectDescriptor(
      await call(server.base, '/api/v1/datasets/indirect/count', {
        token: analyst,
        body: { filter },
      }),
      403,
      'ACCESS_DENIED',
    );

    const made = await call<Dataset>(server.base, '/api/v1/datasets/indirect', {
      token: admin,
      body: { name: 'Approved in Germany', description: 'For the workflow v3 check', filter },
    });
    expect(made.status).toBe(201);
    expect(made.json).toMatchObject({
      name: 'Approved in Germany',
      source: 'FILTER',
      status: 'READY',
      itemCount: count.json.count,
    });
    expect(JSON.parse(made.json.criteria)).toEqual(filter);
    expect(made.json.sizeBytes).toBeGreaterThan(made.json.itemCount * 100);

    const preview = await call<{
      total: number;
      items: { id: string; status: string; country: { alpha2: string } }[];
      summary: { byStatus: Record<string, number>; byCountry: Record<string, number> };
    }>(server.base, `/api/v1/datasets/${made.json.id}/preview`, { token: analyst });
    expect(preview.json.total).toBe(count.json.count);
    expect(preview.json.items).toHaveLength(20);
    expect(
      preview.json.items.every((v) => v.status === 'APPROVED' && v.country.alpha2 === 'DE'),
    ).toBe(true);
    expect(preview.json.summary.byStatus).toEqual({ APPROVED: count.json.count });
    expect(preview.json.summary.byCountry).toEqual({ DE: count.json.count });

    const audit = await call<Page<{ action: string; entityId: string }>>(
      server.base,
      '/api/v1/auditlog/filter',
      { token: admin, body: { offset: 0, pageSize: 5, entityId: made.json.id } },
    );
    expect(audit.json.content.map((entry) => entry.action)).toContain('DATASET_CREATE_FROM_FILTER');

    // The same name again, in another case: refused on the name.
    const twice = await call(server.base, '/api/v1/datasets/indirect', {
      token: admin,
      body: { name: 'approved in germany', filter },
    });
    expectDescriptor(twice, 409, 'DUPLICATE_ENTITY');
    // A filter that holds nothing makes no empty dataset.
    expectDescriptor(
      await call(server.base, '/api/v1/datasets/indirect', {
        token: admin,
        body: { name: 'Nothing', filter: { q: 'no-such-person-anywhere' } },
      }),
      404,
      'NO_RESULT_FOUND',
    );
  });

  it('edits the name and description only; archives, unarchives and deletes with the items', async () => {
    const dataset = await seeded('Partner sample');
    const edited = await call<Dataset>(server.base, `/api/v1/datasets/${dataset.id}`, {
      token: admin,
      method: 'PUT',
      body: {
        name: 'Partner sample, renamed',
        description: 'Renamed',
        itemCount: 1,
        status: 'ARCHIVED',
        version: dataset.version,
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({
      name: 'Partner sample, renamed',
      description: 'Renamed',
      itemCount: dataset.itemCount,
      status: 'READY',
    });
    const archived = await call<Dataset>(server.base, `/api/v1/datasets/${dataset.id}/archive`, {
      token: admin,
      body: { version: edited.json.version },
    });
    expect(archived.json.status).toBe('ARCHIVED');
    const again = await call(server.base, `/api/v1/datasets/${dataset.id}/archive`, {
      token: admin,
      body: { version: archived.json.version },
    });
    expect(again.status).toBe(409);
    const unarchived = await call<Dataset>(
      server.base,
      `/api/v1/datasets/${dataset.id}/unarchive`,
      { token: admin, body: { version: archived.json.version } },
    );
    expect(unarchived.json.status).toBe('READY');

    const removed = await call(server.base, `/api/v1/datasets/${dataset.id}`, {
      token: admin,
      method: 'DELETE',
    });
    expect(removed.status).toBe(200);
    expect(server.mock.store.table('datasetItems').where('datasetId', dataset.id)).toEqual([]);
    expectDescriptor(
      await call(server.base, `/api/v1/datasets/${dataset.id}/preview`, { token: admin }),
      404,
      'NOT_FOUND',
    );
  });

  it('answers "dataset maintenance" for any change to a dataset being rebuilt', async () => {
    const rebuilding = await seeded('Nightly regression set');
    expect(rebuilding.status).toBe('MAINTENANCE');
    const edit = await call(server.base, `/api/v1/datasets/${rebuilding.id}`, {
      token: admin,
      method: 'PUT',
      body: { name: 'Renamed', version: rebuilding.version },
    });
    expect(edit.status).toBe(409);
    const refusedDelete = await call<{ code: string; message: string }>(
      server.base,
      `/api/v1/datasets/${rebuilding.id}`,
      { token: admin, method: 'DELETE' },
    );
    expectDescriptor(refusedDelete, 409, 'DATASET_MAINTENANCE');
    expect(refusedDelete.json.message).toContain('Nightly regression set');
    // Reading it is fine.
    expect(
      (await call(server.base, `/api/v1/datasets/${rebuilding.id}/preview`, { token: admin }))
        .status,
    ).toBe(200);
  });

  it("keeps each tenant's datasets apart", async () => {
    const globex = (await list(globexAdmin)).json.content[0]!;
    expectDescriptor(
      await call(server.base, `/api/v1/datasets/${globex.id}`, { token: admin }),
      404,
      'NOT_FOUND',
    );
    expectDescriptor(
      await call(server.base, `/api/v1/datasets/${globex.id}/preview`, { token: admin }),
      404,
      'NOT_FOUND',
    );
  });
});
