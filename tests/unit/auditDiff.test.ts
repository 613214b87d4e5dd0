import { describe, expect, it } from 'vitest';
import { diffAuditValues, flattenAuditValue, hasChanges } from '../../src/resources/auditlog/diff';

describe('diffAuditValues', () => {
  it('marks changed, unchanged, added and removed fields', () => {
    const rows = diffAuditValues(
      { name: 'Old', enabled: true, note: 'gone' },
      { name: 'New', enabled: true, extra: 3 },
    );
    expect(rows).toEqual([
      { path: 'name', kind: 'changed', before: 'Old', after: 'New' },
      { path: 'enabled', kind: 'unchanged', before: true, after: true },
      { path: 'note', kind: 'removed', before: 'gone' },
      { path: 'extra', kind: 'added', after: 3 },
    ]);
    expect(hasChanges(rows)).toBe(true);
  });

  it('flattens nested objects to dotted paths', () => {
    const rows = diffAuditValues(
      { contact: { email: 'a@x.test', phone: '1' } },
      { contact: { email: 'b@x.test', phone: '1' } },
    );
    expect(rows.map((r) => [r.path, r.kind])).toEqual([
      ['contact.email', 'changed'],
      ['contact.phone', 'unchanged'],
    ]);
  });

  it('keeps lists of plain values as one field and names the added and removed items', () => {
    const [row] = diffAuditValues(
      { roles: ['ROLE_SUPPORT_AGENT', 'ROLE_X'] },
      { roles: ['ROLE_SUPPORT_AGENT', 'ROLE_SUPPORT_MANAGER'] },
    );
    expect(row).toEqual({
      path: 'roles',
      kind: 'changed',
      before: ['ROLE_SUPPORT_AGENT', 'ROLE_X'],
      after: ['ROLE_SUPPORT_AGENT', 'ROLE_SUPPORT_MANAGER'],
      itemsAdded: ['ROLE_SUPPORT_MANAGER'],
      itemsRemoved: ['ROLE_X'],
    });
  });

  it('indexes lists of objects', () => {
    expect([...flattenAuditValue({ steps: [{ id: 'a' }, { id: 'b' }] }).keys()]).toEqual([
      'steps[0].id',
      'steps[1].id',
    ]);
  });

  it('a creation (before null) lists every field as added; a deletion as removed', () => {
    expect(diffAuditValues(null, { a: 1, b: { c: 'x' } })).toEqual([
      { path: 'a', kind: 'added', after: 1 },
      { path: 'b.c', kind: 'added', after: 'x' },
    ]);
    expect(diffAuditValues({ a: 1 }, undefined)).toEqual([
      { path: 'a', kind: 'removed', before: 1 },
    ]);
  });

  it('a field that was null and became an object reads as its sub-fields added', () => {
    const rows = diffAuditValues(
      { status: 'REVIEW_PENDING', result: null },
      { status: 'APPROVED', result: { decision: 'APPROVED', reason: 'ok' } },
    );
    expect(rows.map((r) => [r.path, r.kind])).toEqual([
      ['status', 'changed'],
      ['result.decision', 'added'],
      ['result.reason', 'added'],
    ]);
  });

  it('a plain top-level value is one row with an empty path; nothing on both sides is no rows', () => {
    expect(diffAuditValues(1, 2)).toEqual([{ path: '', kind: 'changed', before: 1, after: 2 }]);
    expect(diffAuditValues(null, null)).toEqual([]);
    expect(hasChanges(diffAuditValues({ a: 1 }, { a: 1 }))).toBe(false);
  });

  it('an empty object or list is an empty list value, not a missing field', () => {
    expect(diffAuditValues({ tags: [] }, { tags: ['vip'] })).toEqual([
      {
        path: 'tags',
        kind: 'changed',
        before: [],
        after: ['vip'],
        itemsAdded: ['vip'],
        itemsRemoved: [],
      },
    ]);
  });
});
