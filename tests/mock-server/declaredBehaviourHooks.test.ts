// @vitest-environment node
import type { Request, Response } from 'express';
import { z } from 'zod';
import { declareResource } from '../../src/contract/declare';
import type { AuthContext } from '../../mock-server/auth/session';
import type { ServerContext } from '../../mock-server/context';
import { ApiError } from '../../mock-server/http/errors';
import type { EndpointHandler, Registry } from '../../mock-server/http/registry';
import type { ResourceBehaviour } from '../../mock-server/kit/behaviour';
import { registerDeclaredResource } from '../../mock-server/kit/declaredResource';
import { data, memoryStore } from './helpers';

const things = declareResource({
  name: 'things',
  entityType: 'Thing',
  idPrefix: 'th',
  icon: 'Category',
  fields: z.object({ name: z.string(), kind: z.enum(['A', 'B']) }),
  recordRepresentation: 'name',
  list: {
    request: 'query',
    columns: ['name', 'kind', 'createdAt'],
    filters: [{ source: 'kind', kind: 'choice' }],
    sort: { field: 'createdAt', order: 'DESC' },
  },
  show: { sections: [{ key: 'main', fields: ['name', 'kind'] }] },
  access: { list: [], show: [], create: [] },
});

const stamp = (id: string, tenantId: string, kind: 'A' | 'B', day: number) => ({
  id,
  tenantId,
  name: id,
  kind,
  createdAt: `2026-01-${String(day).padStart(2, '0')}T00:00:00.000Z`,
  createdBy: 'seed',
  updatedAt: `2026-01-${String(day).padStart(2, '0')}T00:00:00.000Z`,
  updatedBy: 'seed',
  version: 1,
});

/** A registry that keeps the handlers, an in-memory store, and a caller of tenant t-1. */
const serve = (behaviour?: ResourceBehaviour) => {
  const records = {
    things: [
      stamp('a1', 't-1', 'A', 1),
      stamp('b1', 't-1', 'B', 2),
      stamp('a2', 't-1', 'A', 3),
      stamp('a3', 't-2', 'A', 4),
    ],
  };
  const ctx = { store: memoryStore(records), now: () => 0 };
  const handlers: Record<string, EndpointHandler<never>> = {};
  const registry = {
    registerEndpoint: (key: string, handler: EndpointHandler<never>) => {
      handlers[key] = handler;
    },
  } as unknown as Registry;
  registerDeclaredResource(registry, ctx as unknown as ServerContext, things, behaviour);
  const auth = { tenant: { id: 't-1' }, user: { email: 'a@b.test' } } as AuthContext;
  const call = (key: string, req: Partial<Request>) =>
    (handlers[key] as unknown as EndpointHandler<never>)(
      { params: {}, query: {}, body: {}, ...req } as Request,
      { status: () => undefined } as unknown as Response,
      auth as never,
    );
  return { call, handlers };
};

describe('declared behaviour hooks', () => {
  it('without hooks lists, counts and finds every record of the tenant', async () => {
    const { call } = serve();
    const page = (await call('things.list', {})) as { list: { id: string }[]; total: number };
    expect(page.list.map((r) => r.id)).toEqual(['a2', 'b1', 'a1']);
    expect(page.total).toBe(3);
    expect(await call('things.get', { params: { id: 'b1' } })).toMatchObject({ id: 'b1' });
  });

  it('visible: records it refuses are neither listed, counted nor found', async () => {
    const { call } = serve({
      visible: (record) => (record as unknown as { kind: string }).kind !== 'B',
      listRestrictions: () => [{ field: 'kind', in: ['A'] }],
    });
    const page = (await call('things.list', { query: { size: '1' } })) as {
      list: { id: string }[];
      total: number;
    };
    expect(page.list.map((r) => r.id)).toEqual(['a2']);
    expect(page.total).toBe(2);
    expect(() => call('things.get', { params: { id: 'b1' } })).toThrow(ApiError);
    expect(await call('things.get', { params: { id: 'a1' } })).toMatchObject({ id: 'a1' });
  });

  it('visible without listRestrictions is refused at registration (the list could not apply it)', () => {
    expect(() => serve({ visible: () => true })).toThrow(/needs listRestrictions/);
  });

  it('beforeRead runs before list and get with the asked query, and may refuse it', async () => {
    const seen: unknown[] = [];
    const { call } = serve({
      beforeRead: ({ operation, query }) => {
        seen.push([operation, query.kind]);
        if (query.kind === 'B') throw new ApiError(403, 'ACCESS_DENIED', 'no');
      },
    });
    await call('things.list', { query: { kind: 'A' } });
    await call('things.get', { params: { id: 'a1' } });
    expect(seen).toEqual([
      ['list', 'A'],
      ['get', undefined],
    ]);
    expect(() => call('things.list', { query: { kind: 'B' } })).toThrow(ApiError);
  });

  it('handlers: an operation the behaviour serves replaces the generic one on the same row', () => {
    const create: EndpointHandler<never> = () => ({ started: true });
    const { handlers } = serve({ handlers: { create: () => create } });
    expect(handlers['things.create']).toBe(create);
    expect(handlers['things.list']).toBeDefined();
  });
});

describe('editableWhen', () => {
  const notes = declareResource({
    name: 'notes',
    entityType: 'Note',
    idPrefix: 'no',
    icon: 'Category',
    fields: z.object({ text: z.string(), state: z.enum(['OPEN', 'FINAL']) }),
    recordRepresentation: 'text',
    list: { columns: ['text', 'state'], sort: { field: 'text', order: 'ASC' } },
    show: { sections: [{ key: 'main', fields: ['text', 'state'] }] },
    access: { list: [], show: [], edit: [] },
    editableWhen: { field: 'state', in: ['OPEN'] },
  });
  const note = (id: string, state: 'OPEN' | 'FINAL') => ({
    ...stamp(id, 't-1', 'A', 1),
    text: `note ${id}`,
    state,
  });

  it('refuses the update of a final record with 409, audits the refusal and keeps the record', async () => {
    const store = memoryStore({ notes: [note('open', 'OPEN'), note('done', 'FINAL')] });
    const ctx = { store, now: () => 0 };
    const stored = (name: 'notes' | 'auditLog') => data({ store })[name as 'auditLog'] as unknown[];
    const handlers: Record<string, EndpointHandler<never>> = {};
    const registry = {
      registerEndpoint: (key: string, handler: EndpointHandler<never>) => {
        handlers[key] = handler;
      },
    } as unknown as Registry;
    registerDeclaredResource(registry, ctx as unknown as ServerContext, notes);
    const auth = {
      tenant: { id: 't-1' },
      user: { id: 'u-1', email: 'a@b.test', roles: [] },
    } as unknown as AuthContext;
    // Sync or async alike: a refusal thrown at once becomes a rejected promise.
    const update = async (id: string) =>
      (handlers['notes.update'] as unknown as EndpointHandler<never>)(
        {
          params: { id },
          query: {},
          body: { text: 'changed', state: 'OPEN', version: 1 },
          ip: '127.0.0.1',
          headers: {},
        } as unknown as Request,
        { status: () => undefined } as unknown as Response,
        auth as never,
      );

    await expect(update('done')).rejects.toMatchObject({ status: 409, code: 'ACTION_NOT_ALLOWED' });
    expect(stored('notes')[1]).toMatchObject({ text: 'note done', version: 1 });
    expect(stored('auditLog')).toEqual([
      expect.objectContaining({
        entityId: 'done',
        result: 'FAILURE',
        errorCode: 'ACTION_NOT_ALLOWED',
      }),
    ]);

    await expect(update('open')).resolves.toMatchObject({ text: 'changed', version: 2 });
    expect(stored('auditLog')).toHaveLength(2);
  });
});
