// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accessOf, declareResource, filterKeys, recordSchemaOf } from '../../src/contract/declare';
import { listSpecOf, normaliseRanges } from '../../mock-server/kit/listSpec';
import { readOnlyRepository, type StoredRecord } from '../../mock-server/kit/repository';
import { parseListQuery } from '../../mock-server/query';

/**
 * The kit's options for resources the platform writes by itself: filters whose query keys the wire names
 * otherwise, a text filter over several fields, unstamped records, custom actions' access, and a read-only
 * source instead of a stored collection.
 */
const entries = declareResource({
  name: 'entries',
  entityType: 'Entry',
  idPrefix: 'en',
  icon: 'Timeline',
  fields: z.object({
    actorEmail: z.string(),
    actorId: z.string(),
    action: z.string(),
    timestamp: z.string(),
  }),
  recordRepresentation: 'id',
  stamped: false,
  list: {
    columns: ['timestamp', 'actorEmail', 'action'],
    filters: [
      { source: 'actorEmail', kind: 'text', fields: ['actorEmail', 'actorId'], keys: ['actor'] },
      { source: 'action', kind: 'choice' },
      { source: 'timestamp', kind: 'dateRange', keys: ['startDate', 'endDate'] },
    ],
    sort: { field: 'timestamp', order: 'DESC' },
  },
  show: { sections: [{ key: 'entry', fields: ['action'] }] },
  access: { list: ['PERM_AUDIT_LOG_VIEW'], show: ['PERM_AUDIT_LOG_VIEW'] },
  customAccess: { download: ['PERM_AUDIT_LOG_DOWNLOAD'] },
});

const records = [
  {
    id: 'a',
    actorEmail: 'ann@x.test',
    actorId: 'u-ann',
    action: 'LOGIN',
    timestamp: '2026-11-01T10:00:00.000Z',
  },
  {
    id: 'b',
    actorEmail: 'bob@x.test',
    actorId: 'u-bob',
    action: 'LOGOUT',
    timestamp: '2026-11-02T10:00:00.000Z',
  },
  {
    id: 'c',
    actorEmail: 'bob@x.test',
    actorId: 'u-bob',
    action: 'LOGIN',
    timestamp: '2026-11-03T10:00:00.000Z',
  },
] as unknown as StoredRecord[];

const ids = (body: Record<string, unknown>) =>
  readOnlyRepository('entries', records)
    .list('t-any', parseListQuery(normaliseRanges(entries, body)), listSpecOf(entries))
    .content.map((record) => record.id);

describe('declaration options of the resource kit', () => {
  it('names query keys by convention unless the filter declares its own', () => {
    expect(filterKeys({ source: 'createdAt', kind: 'dateRange' })).toEqual([
      'createdAtFrom',
      'createdAtTo',
    ]);
    expect(filterKeys({ source: 'score', kind: 'numberRange' })).toEqual(['scoreMin', 'scoreMax']);
    expect(filterKeys({ source: 'status', kind: 'choice' })).toEqual(['status']);
    expect(Object.keys(listSpecOf(entries).filters).sort()).toEqual(
      ['action', 'actor', 'endDate', 'startDate'].sort(),
    );
  });

  it('filters a text filter over every declared field and a date range under its own keys', () => {
    expect(ids({ actor: 'u-bob' })).toEqual(['c', 'b']);
    expect(ids({ actor: 'ann@' })).toEqual(['a']);
    expect(ids({ action: 'LOGIN', startDate: '2026-11-02', endDate: '2026-11-03' })).toEqual(['c']);
    expect(() => ids({ startDate: '2026-11-03', endDate: '2026-11-01' })).toThrow();
  });

  it('an unstamped record is its fields and id; custom actions join the access entry', () => {
    const schema = recordSchemaOf(entries);
    expect(Object.keys(schema.shape).sort()).toEqual(
      ['action', 'actorEmail', 'actorId', 'id', 'timestamp'].sort(),
    );
    expect(accessOf(entries)).toEqual({
      list: ['PERM_AUDIT_LOG_VIEW'],
      show: ['PERM_AUDIT_LOG_VIEW'],
      download: ['PERM_AUDIT_LOG_DOWNLOAD'],
    });
  });

  it('a read-only repository reads its source and refuses every write', () => {
    const repository = readOnlyRepository('entries', records);
    expect(repository.get('t-other', 'b')?.id).toBe('b');
    expect(repository.get('t-other', 'x')).toBeUndefined();
    expect(repository.exists('t-other', 'actorEmail', 'ANN@x.test')).toBe(true);
    expect(() => repository.insert(records[0]!)).toThrow(/read-only/);
    expect(() => repository.delete('t-other', 'a')).toThrow(/read-only/);
  });
});
