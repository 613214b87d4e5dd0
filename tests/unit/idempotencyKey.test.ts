import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signInFakeSession } from '../support/fakePlatform';
import { z } from 'zod';
import type { EndpointDef } from '../../src/contract/endpoints';
import { createCrudProvider } from '../../src/dataProvider';
import { createMerchantActions } from '../../src/dataProvider/actions/merchants';
import { createHttpClient } from '../../src/dataProvider/httpClient';

/** The portal sends an Idempotency-Key on its creates, the same one for a save retried after a lost answer. */
const table = {
  widgetsCreate: { method: 'POST', path: 'widgets', version: 'v1', access: 'session' },
  widgetsFilter: { method: 'POST', path: 'widgets/filter', version: 'v1', access: 'session' },
} satisfies Record<string, EndpointDef>;
type Key = keyof typeof table;

const widget = { id: 1, name: 'a' };
const note = {
  id: 'n-1',
  merchantId: 'm-acme-1',
  text: 'hello',
  authorEmail: 'admin@demo.test',
  createdAt: '2025-01-01T00:00:00.000Z',
};
const descriptor = (status: number, code: string) => ({
  error: 'x',
  code,
  status,
  details: [],
  timestamp: '2025-01-01T00:00:00.000Z',
  url: '/api',
  message: 'x',
});

/** A fetch answering in turn: a body with 2xx, an error descriptor, or a lost answer (network failure). */
type Step = { ok: unknown } | { fail: number; code: string } | 'lost';
const fetchOf = (steps: Step[]) =>
  vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => {
    const step = steps.shift();
    if (!step || step === 'lost') throw new TypeError('Failed to fetch');
    if ('ok' in step) return new Response(JSON.stringify(step.ok), { status: 201 });
    return new Response(JSON.stringify(descriptor(step.fail, step.code)), { status: step.fail });
  });
const keysSent = (fetchImpl: ReturnType<typeof fetchOf>) =>
  fetchImpl.mock.calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));

const crud = (steps: Step[]) => {
  const fetchImpl = fetchOf(steps);
  const httpClient = createHttpClient<Key>({ table, fetchImpl, apiBase: '/api' });
  const provider = createCrudProvider<Key>({
    httpClient,
    table,
    resources: {
      widgets: {
        record: z.object({ id: z.number(), name: z.string() }),
        list: { key: 'widgetsFilter', kind: 'page' },
        create: 'widgetsCreate',
      },
    },
  });
  return { provider, fetchImpl };
};

beforeEach(() => {
  signInFakeSession();
});

describe('Idempotency-Key on creates', () => {
  it('every create carries a key; two separate saves carry different keys', async () => {
    const { provider, fetchImpl } = crud([{ ok: widget }, { ok: widget }]);
    await provider.create('widgets', { data: { name: 'a' } });
    await provider.create('widgets', { data: { name: 'a' } });
    const [first, second] = keysSent(fetchImpl);
    expect(first).toMatch(/^[\x20-\x7e]{1,255}$/);
    expect(second).toMatch(/^[\x20-\x7e]{1,255}$/);
    expect(second).not.toBe(first);
  });

  it('a save retried after its answer was lost sends the same key, so the platform cannot create twice', async () => {
    const { provider, fetchImpl } = crud([
      'lost',
      { fail: 409, code: 'IDEMPOTENCY_KEY_IN_USE' },
      { ok: widget },
    ]);
    await expect(provider.create('widgets', { data: { name: 'a' } })).rejects.toMatchObject({
      status: 0,
    });
    await expect(provider.create('widgets', { data: { name: 'a' } })).rejects.toMatchObject({
      status: 409,
    });
    expect(await provider.create('widgets', { data: { name: 'a' } })).toEqual({ data: widget });
    const [first, second, third] = keysSent(fetchImpl);
    expect(first).toBeTruthy();
    expect([second, third]).toEqual([first, first]);
  });

  it('other values, or a save after a refusal, get a new key', async () => {
    const { provider, fetchImpl } = crud([
      'lost',
      { fail: 400, code: 'VALIDATION_ERROR_CODE' },
      { ok: widget },
    ]);
    await expect(provider.create('widgets', { data: { name: 'a' } })).rejects.toBeTruthy();
    await expect(provider.create('widgets', { data: { name: 'b' } })).rejects.toBeTruthy();
    await provider.create('widgets', { data: { name: 'b' } });
    const [first, second, third] = keysSent(fetchImpl);
    expect(new Set([first, second, third]).size).toBe(3);
  });

  it('the merchant note form’s save sends a key, kept for a retry after a lost answer', async () => {
    const fetchImpl = fetchOf(['lost', { ok: note }, { ok: note }]);
    const actions = createMerchantActions(createHttpClient({ fetchImpl, apiBase: '/api' }));
    await expect(actions.addMerchantNote('m-acme-1', 'hello')).rejects.toMatchObject({ status: 0 });
    expect(await actions.addMerchantNote('m-acme-1', 'hello')).toEqual(note);
    await actions.addMerchantNote('m-acme-1', 'hello');
    const [first, retry, next] = keysSent(fetchImpl);
    expect(first).toBeTruthy();
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
    expect(fetchImpl.mock.calls[0]![0]).toBe('/api/v1/merchants/m-acme-1/notes');
  });
});
