import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStore } from 'react-admin';
import { createHttpClient } from '../../src/dataProvider/httpClient';
import { WARM_ANSWER_TTL_MS, WarmUpMissedError } from '../../src/dataProvider/tableClient';
import { listParamsAt } from '../../src/kit';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const page = { content: [{ id: 'a' }], totalElements: 1 };
const query = { offset: 0, pageSize: 10, count: true };

describe('warming a request (the list request of the page being opened)', () => {
  beforeEach(() => localStorage.clear());

  it('the first identical call takes the warmed answer: one request goes out', async () => {
    const fetchImpl = vi.fn(async () => json(200, page));
    const client = createHttpClient({ fetchImpl, apiBase: '/api' });
    const warmed = client.call('login', { body: query, warm: true });
    const real = await client.call('login', { body: query });
    await warmed;
    expect(real.body).toEqual(page);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    // Taken once: the next identical call asks the platform again.
    await client.call('login', { body: query });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('a call that differs (body, address) asks for itself', async () => {
    const fetchImpl = vi.fn(async () => json(200, page));
    const client = createHttpClient({ fetchImpl, apiBase: '/api' });
    void client.call('login', { body: query, warm: true });
    await client.call('login', { body: { ...query, offset: 1 } });
    await client.call('signInAddress', { query: { returnUrl: 'x' } });
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('a failed warm-up is quiet and keeps nothing: the real call asks and reports itself', async () => {
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(json(503, { code: 'SERVICE_UNAVAILABLE' }))
      .mockResolvedValueOnce(json(200, page));
    const client = createHttpClient({ fetchImpl, apiBase: '/api' });
    const errors: string[] = [];
    client.onCallError((event) => errors.push(event.key));
    await expect(client.call('login', { body: query, warm: true })).rejects.toBeInstanceOf(
      WarmUpMissedError,
    );
    expect(errors).toEqual([]);
    expect((await client.call('login', { body: query })).body).toEqual(page);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('an answer nobody took within its time is not used', async () => {
    let now = 1_000;
    const fetchImpl = vi.fn(async () => json(200, page));
    const client = createHttpClient({ fetchImpl, apiBase: '/api', now: () => now });
    await client.call('login', { body: query, warm: true });
    now += WARM_ANSWER_TTL_MS + 1;
    await client.call('login', { body: query });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
});

describe('the params a list will ask for', () => {
  const defaults = { sort: { field: 'createdAt', order: 'DESC' as const }, perPage: 10 };

  it('are the declared defaults when the address and the store say nothing', () => {
    expect(listParamsAt('groups', defaults, { search: '', store: memoryStore() })).toEqual({
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: {},
    });
  });

  it('follow what the user chose last (react-admin keeps it under <resource>.listParams)', () => {
    const store = memoryStore({
      'groups.listParams': {
        filter: { q: 'ops' },
        sort: 'name',
        order: 'ASC',
        page: 3,
        perPage: 10,
      },
    });
    expect(listParamsAt('groups', defaults, { search: '', store })).toEqual({
      pagination: { page: 3, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: 'ops' },
    });
  });

  it('follow the address first, as react-admin does', () => {
    const store = memoryStore({ 'groups.listParams': { filter: { q: 'ops' }, page: 3 } });
    const search = `?filter=${encodeURIComponent(JSON.stringify({ q: 'risk' }))}&page=2`;
    expect(listParamsAt('groups', defaults, { search, store })).toEqual({
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { q: 'risk' },
    });
  });
});
