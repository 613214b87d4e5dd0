// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { CollectionName } from '../../mock-server/store/catalogue';
import { openStore, type Store } from '../../mock-server/store/store';
import type { DatabaseShape } from '../../mock-server/types';

/** The store's unit of work on a real file: group commit, savepoints, snapshots, append-only rows. */
const note = (id: string, text = id) => ({
  id,
  merchantId: 'm-1',
  text,
  authorId: 'u-1',
  authorEmail: 'a@b.test',
  createdAt: '2026-01-01T00:00:00.000Z',
});

let dir: string;
let store: Store;
const file = () => join(dir, 'db.sqlite');
const open = () =>
  openStore({
    file: file(),
    seed: () => ({ merchantNotes: [note('n-seed')] }) as unknown as DatabaseShape,
    collections: ['merchantNotes', 'auditLog'] as CollectionName[],
  });
/** What another connection reads from the file: only what is committed. */
const committedIds = () => {
  const reader = new Database(file(), { readonly: true });
  try {
    return (
      reader.prepare('SELECT id FROM merchantNotes ORDER BY id').all() as { id: string }[]
    ).map((row) => row.id);
  } finally {
    reader.close();
  }
};

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'store-test-'));
  store = open();
  await store.settled();
});
afterEach(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the store on a file', () => {
  it('commits the changes of one turn of the event loop together, before settled() resolves', async () => {
    const notes = store.table('merchantNotes');
    notes.insert(note('n-1'));
    store.transaction(() => notes.insert(note('n-2')));
    // Visible to the store at once, not yet to anyone reading the file.
    expect(notes.get('n-2')).toBeDefined();
    expect(committedIds()).toEqual(['n-seed']);
    await store.settled();
    expect(committedIds()).toEqual(['n-1', 'n-2', 'n-seed']);
  });

  it('undoes a failed unit on its own and keeps the rest of the group', async () => {
    const notes = store.table('merchantNotes');
    notes.insert(note('n-kept'));
    expect(() =>
      store.transaction(() => {
        notes.insert(note('n-undone'));
        throw new Error('refused');
      }),
    ).toThrow('refused');
    await store.settled();
    expect(committedIds()).toEqual(['n-kept', 'n-seed']);
  });

  it('commitNow() stores what is pending at once', () => {
    store.table('merchantNotes').insert(note('n-now'));
    store.commitNow();
    expect(committedIds()).toEqual(['n-now', 'n-seed']);
  });

  it('restores a snapshot: later changes are gone, the store works on', async () => {
    store.takeSnapshot();
    const notes = () => store.table('merchantNotes');
    notes().insert(note('n-later'));
    notes().update({ ...note('n-seed'), text: 'changed' });
    await store.settled();
    store.restoreSnapshot();
    expect(
      notes()
        .all()
        .map((n) => [n.id, n.text]),
    ).toEqual([['n-seed', 'n-seed']]);
    notes().insert(note('n-after'));
    await store.settled();
    expect(committedIds()).toEqual(['n-after', 'n-seed']);
  });

  it('keeps everything committed across a reopen', async () => {
    store.table('merchantNotes').insert(note('n-1'));
    await store.settled();
    store.close();
    store = open();
    expect(store.seededOnOpen).toBe(false);
    expect(
      store
        .table('merchantNotes')
        .all()
        .map((n) => n.id),
    ).toEqual(['n-seed', 'n-1']);
  });

  it('refuses to change an audit entry once stored', () => {
    const log = store.table('auditLog');
    const entry = {
      id: 'a-1',
      tenantId: 't-1',
      actorId: 'u-1',
      actorEmail: 'a@b.test',
      action: 'X',
      entityType: 'x',
      entityId: 'x-1',
      result: 'SUCCESS',
      before: null,
      after: null,
      reason: null,
      classification: null,
      timestamp: '2026-01-01T00:00:00.000Z',
      clientIp: '127.0.0.1',
    } as const;
    log.insert(entry as never);
    expect(() => log.update({ ...entry, result: 'FAILURE' } as never)).toThrow(/append-only/);
  });
});
