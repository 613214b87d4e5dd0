// @vitest-environment node
import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { declareResource, offersBulkDelete, updateSchemaOf } from '../../src/contract/declare';
import type { AuthContext } from '../../mock-server/auth/session';
import type { ServerContext } from '../../mock-server/context';
import { ApiError } from '../../mock-server/http/errors';
import type { EndpointHandler, Registry } from '../../mock-server/http/registry';
import type { ResourceBehaviour } from '../../mock-server/kit/behaviour';
import { registerDeclaredResource } from '../../mock-server/kit/declaredResource';
import { data, memoryStore } from '../mock-server/helpers';

/** The generic handler's delete: the behaviour's refusal (audited as a failure) and the declared answer. */

const base = {
  name: 'things',
  entityType: 'Thing',
  idPrefix: 'th',
  icon: 'Category',
  fields: z.object({ name: z.string() }),
  recordRepresentation: 'name',
  list: { columns: ['name'], sort: { field: 'name', order: 'ASC' } },
  show: { sections: [{ key: 'main', fields: ['name'] }] },
  access: { list: [], show: [], edit: [], delete: [] },
} as const;

const stamp = {
  tenantId: 't-1',
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  createdBy: 'a@x.test',
  updatedAt: '2026-01-01T00:00:00.000Z',
  updatedBy: 'a@x.test',
};

const setup = (
  declaration: Parameters<typeof registerDeclaredResource>[2],
  behaviour?: ResourceBehaviour,
) => {
  const store = memoryStore({
    things: [
      { ...stamp, id: 'th-1', name: 'One' },
      { ...stamp, id: 'th-2', name: 'Two' },
    ],
  });
  const ctx = {
    store,
    now: () => Date.parse('2026-02-01T00:00:00.000Z'),
  } as unknown as ServerContext;
  const handlers = new Map<string, EndpointHandler<never>>();
  const registry = {
    registerEndpoint: (key: string, handler: EndpointHandler<never>) => handlers.set(key, handler),
  } as unknown as Registry;
  registerDeclaredResource(registry, ctx, declaration, behaviour);
  const auth = {
    user: { id: 'u-1', email: 'a@x.test' },
    tenant: { id: 't-1' },
  } as unknown as AuthContext;
  const remove = (id: string) =>
    (handlers.get('things.delete') as (req: Request, res: Response, a: AuthContext) => unknown)(
      { params: { id }, body: undefined, ip: '127.0.0.1' } as unknown as Request,
      {} as Response,
      auth,
    );
  return {
    data: data<{ things: { id: string }[]; auditLog: Record<string, unknown>[] }>({ store }),
    remove,
  };
};

describe('declared delete', () => {
  it('answers the deleted record by default and nothing with deleteAnswer: noContent', async () => {
    const plain = setup(declareResource(base));
    expect(await plain.remove('th-1')).toMatchObject({ id: 'th-1', name: 'One' });
    const empty = setup(declareResource({ ...base, deleteAnswer: 'noContent' }));
    expect(await empty.remove('th-1')).toBeUndefined();
    expect(empty.data.things.map((t) => t.id)).toEqual(['th-2']);
    expect(empty.data.auditLog.at(-1)).toMatchObject({
      action: 'THING_DELETE',
      result: 'SUCCESS',
      entityId: 'th-1',
    });
  });

  it('keeps a record the behaviour refuses to delete and audits the refusal with its code', async () => {
    const { data, remove } = setup(declareResource(base), {
      beforeDelete: (record) => {
        if (record.id === 'th-1') throw new ApiError(409, 'ACTION_NOT_ALLOWED', 'In use.');
      },
    });
    await expect(async () => remove('th-1')).rejects.toMatchObject({
      status: 409,
      code: 'ACTION_NOT_ALLOWED',
    });
    expect(data.things.map((t) => t.id)).toEqual(['th-1', 'th-2']);
    expect(data.auditLog.at(-1)).toMatchObject({
      action: 'THING_DELETE',
      result: 'FAILURE',
      errorCode: 'ACTION_NOT_ALLOWED',
      entityId: 'th-1',
      after: null,
    });
    expect(await remove('th-2')).toMatchObject({ id: 'th-2' });
  });

  it('reads any whole version on update, so a stale one can be told as 412', () => {
    const schema = updateSchemaOf(declareResource(base));
    for (const version of [0, 1, 7])
      expect(schema.safeParse({ name: 'x', version }).success).toBe(true);
    expect(schema.safeParse({ name: 'x', version: 1.5 }).success).toBe(false);
  });

  it('offers a bulk delete where the user may delete, unless guarded or turned off', () => {
    expect(offersBulkDelete(declareResource(base))).toBe(true);
    expect(offersBulkDelete(declareResource({ ...base, guarded: ['delete'] }))).toBe(false);
    expect(
      offersBulkDelete(declareResource({ ...base, list: { ...base.list, bulkDelete: false } })),
    ).toBe(false);
    const { delete: _delete, ...readOnly } = base.access;
    expect(offersBulkDelete(declareResource({ ...base, access: readOnly }))).toBe(false);
  });
});
