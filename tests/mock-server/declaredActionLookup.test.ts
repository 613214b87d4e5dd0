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
import type { StoredRecord } from '../../mock-server/kit/repository';
import { data, memoryStore } from './helpers';

const members = declareResource({
  name: 'members',
  entityType: 'Member',
  idPrefix: 'm',
  icon: 'People',
  fields: z.object({ email: z.string(), state: z.enum(['ON', 'OFF']) }),
  recordRepresentation: 'email',
  list: { columns: ['email', 'state'], sort: { field: 'email', order: 'ASC' } },
  show: { sections: [{ key: 'main', fields: ['email', 'state'] }] },
  access: { list: [], show: [] },
  actions: {
    pause: { target: 'record', method: 'POST', path: ':id/pause', access: [], icon: 'Block' },
    stop: {
      target: 'record',
      method: 'POST',
      path: ':id/stop',
      access: [],
      icon: 'Block',
      versioned: false,
    },
  },
});

const record = (id: string, email: string, tenantId: string) => ({
  id,
  tenantId,
  email,
  state: 'ON',
  createdAt: '2026-01-01T00:00:00.000Z',
  createdBy: 'seed',
  updatedAt: '2026-01-01T00:00:00.000Z',
  updatedBy: 'seed',
  version: 3,
});

const off = (current: StoredRecord) => ({ ...current, state: 'OFF' }) as StoredRecord;

/** A registry that keeps the handlers, an in-memory store, and a caller of tenant t-1. */
const serve = (behaviour: Omit<ResourceBehaviour, 'actions'> = {}) => {
  const store = memoryStore({
    members: [record('m1', 'Ann@Example.test', 't-1'), record('m2', 'bo@example.test', 't-2')],
  });
  const ctx = { store, now: () => 0 };
  const handlers: Record<string, EndpointHandler<never>> = {};
  const registry = {
    registerEndpoint: (key: string, handler: EndpointHandler<never>) => {
      handlers[key] = handler;
    },
  } as unknown as Registry;
  registerDeclaredResource(registry, ctx as unknown as ServerContext, members, {
    ...behaviour,
    actions: { pause: off, stop: off },
  });
  const auth = {
    tenant: { id: 't-1' },
    user: { id: 'u-1', email: 'a@b.test' },
  } as AuthContext;
  const call = (key: string, req: Partial<Request>) =>
    (handlers[key] as unknown as EndpointHandler<never>)(
      { params: {}, query: {}, body: undefined, ip: '127.0.0.1', ...req } as Request,
      { status: () => undefined } as unknown as Response,
      auth as never,
    ) as Promise<Record<string, unknown>>;
  return { call, data: data({ store }) };
};

/** The answer's status; a handler may refuse before it returns a promise. */
const status = async (run: () => Promise<unknown>) => {
  try {
    await run();
    return 200;
  } catch (error) {
    if (error instanceof ApiError) return error.status;
    throw error;
  }
};

describe('declared record actions: versioned and looked up', () => {
  it('by default a record action needs the version it was based on (400 without, 412 when stale)', async () => {
    const { call } = serve();
    expect(await status(() => call('members.pause', { params: { id: 'm1' } }))).toBe(400);
    expect(
      await status(() => call('members.pause', { params: { id: 'm1' }, body: { version: 2 } })),
    ).toBe(412);
    const done = await call('members.pause', { params: { id: 'm1' }, body: { version: 3 } });
    expect(done).toMatchObject({ state: 'OFF', version: 4 });
  });

  it('an unversioned action runs without a body, stamps and audits', async () => {
    const { call, data } = serve();
    const done = await call('members.stop', { params: { id: 'm1' } });
    expect(done).toMatchObject({ id: 'm1', state: 'OFF', version: 4, updatedBy: 'a@b.test' });
    expect(data.auditLog.at(-1)).toMatchObject({ action: 'MEMBER_STOP', result: 'SUCCESS' });
  });

  it('without a lookup finds the tenant’s record by id only; a lookup decides what :id names', async () => {
    expect(
      await status(() => serve().call('members.stop', { params: { id: 'ann@example.test' } })),
    ).toBe(404);
    const { call } = serve({
      find: (id, { ctx }) =>
        (ctx.store.table('members' as never).all() as unknown as StoredRecord[]).find(
          (m) =>
            m.tenantId === 't-1' &&
            (m.id === id ||
              String((m as unknown as { email: string }).email).toLowerCase() === id.toLowerCase()),
        ),
    });
    expect(await call('members.stop', { params: { id: 'ann@example.test' } })).toMatchObject({
      id: 'm1',
      state: 'OFF',
    });
    expect(await status(() => call('members.stop', { params: { id: 'bo@example.test' } }))).toBe(
      404,
    );
    expect(await call('members.get', { params: { id: 'ANN@example.test' } })).toMatchObject({
      id: 'm1',
    });
  });
});
