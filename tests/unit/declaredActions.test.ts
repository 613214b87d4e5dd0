import { describe, expect, it, vi } from 'vitest';
import { signInFakeSession } from '../support/fakePlatform';
import { z } from 'zod';
import { createHttpClient } from '../../src/dataProvider/httpClient';
import { createCrudProvider } from '../../src/dataProvider';
import type { EndpointDef } from '../../src/contract/endpoints';
import {
  accessOf,
  actionAuditOf,
  actionOffered,
  declareResource,
  endpointsOf,
} from '../../src/contract/declare';

const tickets = declareResource({
  name: 'tickets',
  entityType: 'SupportTicket',
  idPrefix: 'tk',
  icon: 'Folder',
  fields: z.object({ title: z.string(), state: z.enum(['OPEN', 'CLOSED']) }),
  recordRepresentation: 'title',
  list: { columns: ['title', 'state'], sort: { field: 'title', order: 'ASC' } },
  show: { sections: [{ key: 'ticket', fields: ['title', 'state'] }] },
  access: { list: [], show: [], edit: ['PERM_USERS_EDIT'] },
  actions: {
    close: {
      target: 'record',
      method: 'POST',
      path: ':id/close',
      access: ['PERM_USERS_EDIT'],
      guarded: true,
      confirm: true,
      icon: 'Block',
      when: { field: 'state', in: ['OPEN'] },
    },
    reopenSelected: {
      target: 'bulk',
      method: 'PUT',
      path: 'reopen',
      access: ['PERM_USERS_VIEW'],
      icon: 'PlayCircleOutline',
      when: (record: Readonly<Record<string, unknown>>) => record.state === 'CLOSED',
      auditAction: 'TICKETS_REOPENED',
    },
  },
  customAccess: { print: ['PERM_USERS_VIEW'] },
});

describe('declared actions', () => {
  it('become rows of the endpoint table under the resource, with their permission and guard', () => {
    const rows = endpointsOf(tickets);
    expect(rows['tickets.close']).toEqual({
      method: 'POST',
      path: 'tickets/:id/close',
      version: 'v1',
      access: ['PERM_USERS_EDIT'],
      guarded: true,
    });
    expect(rows['tickets.reopenSelected']).toEqual({
      method: 'PUT',
      path: 'tickets/reopen',
      version: 'v1',
      access: ['PERM_USERS_VIEW'],
      guarded: false,
    });
    // The CRUD rows stay as they were.
    expect(Object.keys(rows).sort()).toEqual(
      [
        'tickets.close',
        'tickets.get',
        'tickets.list',
        'tickets.reopenSelected',
        'tickets.update',
      ].sort(),
    );
  });

  it('put their permissions (and the custom calls’ ones) into the access entry', () => {
    expect(accessOf(tickets)).toEqual({
      list: [],
      show: [],
      edit: ['PERM_USERS_EDIT'],
      close: ['PERM_USERS_EDIT'],
      reopenSelected: ['PERM_USERS_VIEW'],
      print: ['PERM_USERS_VIEW'],
    });
  });

  it('are audited as <ENTITY>_<KEY> unless the declaration names the audit action', () => {
    expect(actionAuditOf(tickets, 'close')).toBe('SUPPORT_TICKET_CLOSE');
    expect(actionAuditOf(tickets, 'reopenSelected')).toBe('TICKETS_REOPENED');
  });

  it('are offered by their condition, in data form or as a predicate', () => {
    const { close, reopenSelected } = tickets.actions!;
    expect(actionOffered(close, { state: 'OPEN' })).toBe(true);
    expect(actionOffered(close, { state: 'CLOSED' })).toBe(false);
    expect(actionOffered(reopenSelected, { state: 'CLOSED' })).toBe(true);
    expect(actionOffered({ ...close, when: undefined }, { state: 'CLOSED' })).toBe(true);
  });

  it('leave a declaration without actions as it was', () => {
    const plain = declareResource({ ...tickets, actions: undefined, customAccess: undefined });
    expect(Object.keys(endpointsOf(plain)).sort()).toEqual(
      ['tickets.get', 'tickets.list', 'tickets.update'].sort(),
    );
    expect(accessOf(plain)).toEqual({ list: [], show: [], edit: ['PERM_USERS_EDIT'] });
  });
});

describe('runAction (the dataProvider method of declared actions)', () => {
  const table = {
    'tickets.get': { method: 'GET', path: 'tickets/:id', version: 'v1', access: 'session' },
    ...(endpointsOf(tickets) as Record<'tickets.close' | 'tickets.reopenSelected', EndpointDef>),
  } satisfies Record<string, EndpointDef>;
  type Key = keyof typeof table;
  const ticket = { id: 'tk-1', title: 'Printer', state: 'CLOSED', version: 4 };
  const guard = { password: 'pw', passCode: '123456', reason: 'why', classification: 'OTHER' };

  const setup = (answer: unknown) => {
    signInFakeSession();
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify(answer), { status: 200 }));
    const httpClient = createHttpClient<Key>({ table, fetchImpl, apiBase: '/api' });
    const provider = createCrudProvider<Key>({
      httpClient,
      table,
      resources: {
        tickets: {
          record: z.object({ id: z.string(), title: z.string(), version: z.number() }),
          getOne: 'tickets.get',
        },
      },
    });
    const request = () => {
      const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
      return { url, method: init.method, body: JSON.parse(String(init.body)) };
    };
    return { provider, request, fetchImpl };
  };

  it('sends a guarded record action with the version inside the guarded payload', async () => {
    const { provider, request } = setup(ticket);
    const result = await provider.runAction('tickets', 'close', {
      id: 'tk-1',
      data: { version: 4 },
      meta: { guard },
    });
    expect(result.data).toEqual({ id: 'tk-1', title: 'Printer', version: 4 });
    expect(request()).toEqual({
      url: '/api/v1/tickets/tk-1/close',
      method: 'POST',
      body: { entity: { version: 4 }, ...guard },
    });
  });

  it('refuses to send a guarded action without the guard fields', async () => {
    const { provider, fetchImpl } = setup(ticket);
    await expect(
      provider.runAction('tickets', 'close', { id: 'tk-1', data: { version: 4 } }),
    ).rejects.toThrow(/guarded/);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('sends a bulk action as {ids} and answers the changed ids', async () => {
    const { provider, request } = setup({ ids: ['tk-1', 'tk-2'] });
    const result = await provider.runAction('tickets', 'reopenSelected', { ids: ['tk-1', 'tk-2'] });
    expect(result.data).toEqual(['tk-1', 'tk-2']);
    expect(request()).toEqual({
      url: '/api/v1/tickets/reopen',
      method: 'PUT',
      body: { ids: ['tk-1', 'tk-2'] },
    });
  });

  it('refuses an action the endpoint table does not have', async () => {
    const { provider } = setup(ticket);
    await expect(provider.runAction('tickets', 'explode', { id: 'tk-1' })).rejects.toThrow(
      'No endpoint for tickets.explode',
    );
  });
});
