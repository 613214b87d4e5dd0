// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaggingLabel } from '../../src/contract/rules/taggingTemplate';
import { call, expectDescriptor, signIn, startServer, type TestServer } from './helpers';

/**
 * Tagging templates in the emulator: the seeded templates, a create with its label rules (the same `check` the
 * editor runs: at least one label, unique keys and shortcuts, J and K reserved) answered on the offending label's
 * input, the unique name, archive and unarchive, the archived template that can no longer be edited, the audit,
 * and who may do what, in their own tenant only.
 */
interface Template {
  id: string;
  name: string;
  description: string | null;
  status: string;
  labels: TaggingLabel[];
  allowMultiple: boolean;
  commentField: boolean;
  labelCount: number;
  version: number;
}
type Page<T> = { content: T[]; totalElements: number };
type Detail = { field?: string; code: string };

let server: TestServer;
let lab: string;
let analyst: string;
let agent: string;
let globexAdmin: string;

beforeAll(async () => {
  server = await startServer();
  lab = (await signIn(server.base, 'lab@demo.test')).tokens.accessToken;
  analyst = (await signIn(server.base, 'analyst@demo.test')).tokens.accessToken;
  agent = (await signIn(server.base, 'agent@demo.test')).tokens.accessToken;
  globexAdmin = (await signIn(server.base, 'admin@demo.test', 't-globex')).tokens.accessToken;
});
afterAll(() => server.close());

const BASE = '/api/v1/tagging-templates';
const list = (token: string, body: Record<string, unknown> = {}) =>
  call<Page<Template>>(server.base, `${BASE}/filter`, {
    token,
    body: { offset: 0, pageSize: 50, ...body },
  });
const create = (token: string, body: Record<string, unknown>) =>
  call<Template & { details: Detail[] }>(server.base, BASE, { token, body });

const label = (key: string, shortcut: string, means: TaggingLabel['means'] = 'NONE') => ({
  key,
  names: { en: `Label ${key}`, de: `Etikett ${key}` },
  colour: '#336699',
  shortcut,
  means,
});
const template = (name: string, labels: unknown[]) => ({
  name,
  description: 'For the passport experiment',
  labels,
  allowMultiple: false,
  commentField: true,
});
const detailsOf = (result: { json: { details?: Detail[] } }) =>
  (result.json.details ?? []).map(({ field, code }) => ({ field, code }));

describe('tagging templates', () => {
  it('lists the seeded templates with their label counts; filters by status and searches by name', async () => {
    const all = await list(analyst);
    expect(all.status).toBe(200);
    expect(all.json.content.map((t) => [t.name, t.status, t.labelCount])).toEqual([
      ['Document fraud review', 'ACTIVE', 3],
      ['Legacy review', 'ARCHIVED', 2],
      ['Selfie and liveness', 'ACTIVE', 3],
    ]);
    const fraud = all.json.content[0]!;
    expect(fraud.labels.map((l) => [l.key, l.shortcut, l.means])).toEqual([
      ['genuine', 'g', 'PASS'],
      ['forged', 'f', 'REJECT'],
      ['unclear', 'u', 'NONE'],
    ]);
    expect(fraud).toMatchObject({ allowMultiple: false, commentField: true });
    expect((await list(analyst, { status: 'ARCHIVED' })).json.content.map((t) => t.name)).toEqual([
      'Legacy review',
    ]);
    expect((await list(analyst, { q: 'selfie' })).json.content.map((t) => t.name)).toEqual([
      'Selfie and liveness',
    ]);
  });

  it('creates a valid template, ACTIVE whatever the status sent, with a capital shortcut kept in lower case', async () => {
    const made = await create(lab, {
      ...template('Address proof review', [label('ok', 'O', 'PASS'), label('fake', 'x', 'REJECT')]),
      status: 'ARCHIVED',
    });
    expect(made.status).toBe(201);
    expect(made.json).toMatchObject({
      name: 'Address proof review',
      status: 'ACTIVE',
      labelCount: 2,
      commentField: true,
    });
    expect(made.json.labels.map((l) => l.shortcut)).toEqual(['o', 'x']);
    const audit = await call<Page<{ action: string; entityType: string }>>(
      server.base,
      '/api/v1/auditlog/filter',
      {
        token: (await signIn(server.base, 'admin@demo.test', 't-acme')).tokens.accessToken,
        body: { offset: 0, pageSize: 5, entityId: made.json.id },
      },
    );
    expect(audit.json.content.map((entry) => [entry.action, entry.entityType])).toEqual([
      ['TAGGING_TEMPLATE_CREATE', 'TaggingTemplate'],
    ]);
  });

  it.each([
    [
      'a key used twice',
      [label('ok', 'o'), label('bad', 'b'), label('ok', 'x')],
      [{ field: 'labels.2.key', code: 'DUPLICATE_KEY' }],
    ],
    [
      'a shortcut used twice, in another case',
      [label('ok', 'o'), label('bad', 'b'), label('unsure', 'B')],
      [{ field: 'labels.2.shortcut', code: 'DUPLICATE_SHORTCUT' }],
    ],
    [
      'the reserved shortcut J',
      [label('ok', 'o'), label('jump', 'j')],
      [{ field: 'labels.1.shortcut', code: 'RESERVED_SHORTCUT' }],
    ],
    ['no labels', [], [{ field: 'labels', code: 'NO_LABELS' }]],
  ])('refuses %s with 400 naming the label’s input', async (_what, labels, expected) => {
    const refused = await create(lab, template('Refused', labels));
    expectDescriptor(refused, 400, 'VALIDATION_ERROR_CODE');
    expect(detailsOf(refused)).toEqual(expected);
  });

  it('refuses a malformed label on its own input (key, colour, shortcut)', async () => {
    const refused = await create(lab, {
      ...template('Malformed', [{ ...label('Bad Key', '!'), colour: 'red' }]),
    });
    expectDescriptor(refused, 400, 'VALIDATION_ERROR_CODE');
    expect(detailsOf(refused).map((d) => d.field)).toEqual([
      'labels.0.key',
      'labels.0.colour',
      'labels.0.shortcut',
    ]);
  });

  it('refuses a name another template of the tenant has, in any case, with 409 on the name', async () => {
    const twice = await create(lab, template('document FRAUD review', [label('ok', 'o')]));
    expectDescriptor(twice, 409, 'DUPLICATE_ENTITY');
    expect(detailsOf(twice)).toEqual([{ field: 'name', code: 'DUPLICATE_ENTITY' }]);
    // Another tenant's template of that name is no clash.
    const elsewhere = await create(
      globexAdmin,
      template('Document fraud review 2', [label('ok', 'o')]),
    );
    expect(elsewhere.status).toBe(201);
  });

  it('archives and unarchives; refuses an illegal move and any edit of an archived template', async () => {
    const made = (await create(lab, template('To archive', [label('ok', 'o')]))).json;
    const archived = await call<Template>(server.base, `${BASE}/${made.id}/archive`, {
      token: lab,
      body: { version: made.version },
    });
    expect(archived.status).toBe(200);
    expect(archived.json.status).toBe('ARCHIVED');
    expectDescriptor(
      await call(server.base, `${BASE}/${made.id}/archive`, {
        token: lab,
        body: { version: archived.json.version },
      }),
      409,
      'ACTION_NOT_ALLOWED',
    );
    expectDescriptor(
      await call(server.base, `${BASE}/${made.id}`, {
        token: lab,
        method: 'PUT',
        body: { ...template('Renamed', [label('ok', 'o')]), version: archived.json.version },
      }),
      409,
      'ACTION_NOT_ALLOWED',
    );
    const unarchived = await call<Template>(server.base, `${BASE}/${made.id}/unarchive`, {
      token: lab,
      body: { version: archived.json.version },
    });
    expect(unarchived.json.status).toBe('ACTIVE');
    expectDescriptor(
      await call(server.base, `${BASE}/${made.id}/unarchive`, {
        token: lab,
        body: { version: unarchived.json.version },
      }),
      409,
      'ACTION_NOT_ALLOWED',
    );
    // Active again: editable, and the status stays what the actions made it.
    const edited = await call<Template>(server.base, `${BASE}/${made.id}`, {
      token: lab,
      method: 'PUT',
      body: {
        ...template('Renamed', [label('ok', 'o'), label('no', 'n', 'REJECT')]),
        status: 'ARCHIVED',
        version: unarchived.json.version,
      },
    });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({ name: 'Renamed', status: 'ACTIVE', labelCount: 2 });
    const audit = await call<Page<{ action: string }>>(server.base, '/api/v1/auditlog/filter', {
      token: (await signIn(server.base, 'admin@demo.test', 't-acme')).tokens.accessToken,
      body: { offset: 0, pageSize: 20, entityId: made.id },
    });
    expect(audit.json.content.map((entry) => entry.action)).toEqual(
      expect.arrayContaining([
        'TAGGING_TEMPLATE_CREATE',
        'TAGGING_TEMPLATE_ARCHIVE',
        'TAGGING_TEMPLATE_UNARCHIVE',
        'TAGGING_TEMPLATE_UPDATE',
      ]),
    );
  });

  it('lets experiment users read but not write, and support agents not even read', async () => {
    expectDescriptor(await list(agent), 403, 'ACCESS_DENIED');
    expectDescriptor(
      await create(agent, template('Agent’s', [label('ok', 'o')])),
      403,
      'ACCESS_DENIED',
    );
    expect((await list(analyst)).status).toBe(200);
    expectDescriptor(
      await create(analyst, template('Analyst’s', [label('ok', 'o')])),
      403,
      'ACCESS_DENIED',
    );
    const seeded = (await list(analyst)).json.content.find((t) => t.status === 'ACTIVE')!;
    expectDescriptor(
      await call(server.base, `${BASE}/${seeded.id}/archive`, {
        token: analyst,
        body: { version: seeded.version },
      }),
      403,
      'ACCESS_DENIED',
    );
  });

  it("keeps each tenant's templates apart", async () => {
    const globex = (await list(globexAdmin)).json.content[0]!;
    expectDescriptor(
      await call(server.base, `${BASE}/${globex.id}`, { token: lab }),
      404,
      'NOT_FOUND',
    );
    expectDescriptor(
      await call(server.base, `${BASE}/${globex.id}`, {
        token: lab,
        method: 'PUT',
        body: { ...template('Taken over', [label('ok', 'o')]), version: globex.version },
      }),
      404,
      'NOT_FOUND',
    );
    expectDescriptor(
      await call(server.base, `${BASE}/${globex.id}/archive`, {
        token: lab,
        body: { version: globex.version },
      }),
      404,
      'NOT_FOUND',
    );
  });
});
