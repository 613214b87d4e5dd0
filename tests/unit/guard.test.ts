import { describe, expect, it } from 'vitest';
import { buildGuardedPayload, guardOf } from '../../src/dataProvider/guard';

const guard = { password: 'pw', passCode: '123456', reason: 'ticket 42', classification: 'CHANGE' };

describe('guard payload', () => {
  it('merges the entity and the four guard fields, nothing else', () => {
    expect(buildGuardedPayload({ id: 1, name: 'x' }, guard)).toEqual({
      entity: { id: 1, name: 'x' },
      ...guard,
    });
  });
  it('reads guard fields from meta.guard only when complete', () => {
    expect(guardOf({ guard })).toEqual(guard);
    expect(guardOf({ guard: { password: 'pw' } })).toBeNull();
    expect(guardOf(undefined)).toBeNull();
  });
  it('does not store anything', () => {
    localStorage.clear();
    sessionStorage.clear();
    buildGuardedPayload({}, guard);
    expect(localStorage.length + sessionStorage.length).toBe(0);
  });
});
