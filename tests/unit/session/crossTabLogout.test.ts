import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../src/contract/storageKeys';
import {
  createCrossTabLogout,
  type SessionChannel,
} from '../../../src/session/crossTab/crossTabLogout';
import { createMemoryStorage, createStorageEvents } from './fakes';

/** An in-memory BroadcastChannel: like the real one, a tab does not hear its own messages. */
const createBus = () => {
  const members = new Set<{ owner: string; listeners: Set<(event: MessageEvent) => void> }>();
  const channelFor = (owner: string) => (): SessionChannel => {
    const member = { owner, listeners: new Set<(event: MessageEvent) => void>() };
    members.add(member);
    return {
      postMessage: (data) =>
        members.forEach((other) => {
          if (other.owner !== owner)
            other.listeners.forEach((listener) => listener({ data } as MessageEvent));
        }),
      addEventListener: (_type, listener) => member.listeners.add(listener),
      removeEventListener: (_type, listener) => member.listeners.delete(listener),
      close: () => members.delete(member),
    };
  };
  return { channelFor, size: () => members.size };
};

const tab = (
  name: string,
  bus: ReturnType<typeof createBus> | null,
  shared: ReturnType<typeof createMemoryStorage>,
  events: ReturnType<typeof createStorageEvents>,
  clock: { now: number },
) =>
  createCrossTabLogout({
    createChannel: bus ? bus.channelFor(name) : () => null,
    storage: shared.storage,
    subscribeStorage: events.subscribe,
    now: () => clock.now,
    newId: (() => {
      let n = 0;
      return () => `${name}-${(n += 1)}`;
    })(),
  });

/**
 * BroadcastChannel as browsers deliver it: to every other channel object of the name, those of the sending page
 * included (the page announces on a channel of its own and listens on another).
 */
const createPerObjectBus = () => {
  const members = new Set<Set<(event: MessageEvent) => void>>();
  return (): SessionChannel => {
    const listeners = new Set<(event: MessageEvent) => void>();
    members.add(listeners);
    return {
      postMessage: (data) =>
        members.forEach((other) => {
          if (other !== listeners) other.forEach((listener) => listener({ data } as MessageEvent));
        }),
      addEventListener: (_type, listener) => listeners.add(listener),
      removeEventListener: (_type, listener) => listeners.delete(listener),
      close: () => members.delete(listeners),
    };
  };
};

describe('cross-tab logout', () => {
  it('a tab does not take its own logout for another tab’s (its page hears its own channel)', () => {
    const createChannel = createPerObjectBus();
    const shared = createMemoryStorage();
    const events = createStorageEvents();
    const page = createCrossTabLogout({
      createChannel,
      storage: shared.storage,
      subscribeStorage: events.subscribe,
    });
    const other = createCrossTabLogout({
      createChannel,
      storage: shared.storage,
      subscribeStorage: events.subscribe,
    });
    const heardHere = vi.fn();
    const heardThere = vi.fn();
    page.onRemoteLogout(heardHere);
    other.onRemoteLogout(heardThere);

    page.announceLogout();

    expect(heardHere).not.toHaveBeenCalled();
    expect(heardThere).toHaveBeenCalledOnce();
  });

  it('tells the other tab once, although both the channel and the storage event carry it', () => {
    const bus = createBus();
    const shared = createMemoryStorage();
    const events = createStorageEvents();
    const clock = { now: 1000 };
    const a = tab('a', bus, shared, events, clock);
    const b = tab('b', bus, shared, events, clock);
    const heardByB = vi.fn();
    b.onRemoteLogout(heardByB);

    a.announceLogout();
    events.emit(STORAGE_KEYS.logoutSignal);

    expect(heardByB).toHaveBeenCalledOnce();
    expect(JSON.parse(shared.data.get(STORAGE_KEYS.logoutSignal) ?? '')).toMatchObject({
      type: 'logout',
      id: 'a-1',
    });
  });

  it('falls back to the storage event when BroadcastChannel is unavailable', () => {
    const shared = createMemoryStorage();
    const events = createStorageEvents();
    const clock = { now: 1000 };
    const a = tab('a', null, shared, events, clock);
    const b = tab('b', null, shared, events, clock);
    const heard = vi.fn();
    b.onRemoteLogout(heard);
    a.announceLogout();
    expect(heard).not.toHaveBeenCalled();
    events.emit(STORAGE_KEYS.logoutSignal);
    expect(heard).toHaveBeenCalledOnce();
  });

  it('treats the removal of the signed-in user as a logout, but not its update', () => {
    const shared = createMemoryStorage({ [STORAGE_KEYS.currentUser]: '{"id":"x"}' });
    const events = createStorageEvents();
    const b = tab('b', null, shared, events, { now: 1000 });
    const heard = vi.fn();
    b.onRemoteLogout(heard);

    shared.data.set(STORAGE_KEYS.currentUser, '{"id":"x","name":"y"}');
    events.emit(STORAGE_KEYS.currentUser);
    expect(heard).not.toHaveBeenCalled();

    shared.data.delete(STORAGE_KEYS.currentUser);
    events.emit(STORAGE_KEYS.currentUser);
    expect(heard).toHaveBeenCalledOnce();
  });

  it('treats storage.clear() in another tab as a logout', () => {
    const shared = createMemoryStorage();
    const events = createStorageEvents();
    const heard = vi.fn();
    tab('b', null, shared, events, { now: 1000 }).onRemoteLogout(heard);
    events.emit(null);
    expect(heard).toHaveBeenCalledOnce();
  });

  it('hears a later, separate logout again (sign in again, log out again)', () => {
    const bus = createBus();
    const shared = createMemoryStorage();
    const events = createStorageEvents();
    const clock = { now: 1000 };
    const a = tab('a', bus, shared, events, clock);
    const heard = vi.fn();
    tab('b', bus, shared, events, clock).onRemoteLogout(heard);
    a.announceLogout();
    clock.now += 60_000;
    a.announceLogout();
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('ignores foreign or malformed messages and stops listening after unsubscribe', () => {
    const bus = createBus();
    const shared = createMemoryStorage();
    const events = createStorageEvents();
    const clock = { now: 1000 };
    const heard = vi.fn();
    const stop = tab('b', bus, shared, events, clock).onRemoteLogout(heard);
    bus.channelFor('x')().postMessage({ type: 'hello' });
    shared.data.set(STORAGE_KEYS.logoutSignal, 'not json');
    events.emit(STORAGE_KEYS.logoutSignal);
    expect(heard).not.toHaveBeenCalled();

    stop();
    expect(events.count()).toBe(0);
    tab('a', bus, shared, events, clock).announceLogout();
    expect(heard).not.toHaveBeenCalled();
  });
});
