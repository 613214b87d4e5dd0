import { describe, expect, it, vi } from 'vitest';
import { createPendingChangesRegistry } from '../../../src/session/pending/pendingChanges';

describe('pending-changes registry', () => {
  it('counts dirty forms, releases idempotently and notifies listeners', () => {
    const registry = createPendingChangesRegistry();
    const listener = vi.fn();
    const stop = registry.subscribe(listener);
    expect(registry.hasPending()).toBe(false);
    const a = registry.register();
    const b = registry.register();
    expect(registry.count()).toBe(2);
    a();
    a();
    expect(registry.count()).toBe(1);
    expect(registry.hasPending()).toBe(true);
    b();
    expect(registry.hasPending()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(4);
    stop();
    registry.register();
    expect(listener).toHaveBeenCalledTimes(4);
  });
});
