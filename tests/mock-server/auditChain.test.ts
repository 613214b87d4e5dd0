// @vitest-environment node
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { AUDIT_CHAIN_TABLE, GENESIS_HASH } from '../../mock-server/store/auditChain';
import { createMockServer } from '../../mock-server/createMockServer';
import { verifyAuditFile } from '../../mock-server/store/auditVerifyFile';
import type { CollectionName } from '../../mock-server/store/catalogue';
import { MIGRATIONS } from '../../mock-server/store/migrations';
import { openStore } from '../../mock-server/store/store';
import type { AuditEntry, DatabaseShape } from '../../mock-server/types';
import type { AuditChainReport } from '../../src/contract/schemas/auditLog';
import { call, expectDescriptor, signIn, startServer, type TestServer } from './helpers';

/** The audit log's hash chain (issue 16 point 21): through the endpoint and the verify script's function. */
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'audit-chain-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const file = () => join(dir, 'db.sqlite');

/** A second connection to the emulator's file, as someone with access to the disk would have. */
const tamper = (work: (db: Database.Database) => void) => {
  const db = new Database(file());
  try {
    db.pragma('busy_timeout = 5000');
    // The append-only trigger is what stops the emulator itself; someone on the disk simply removes it.
    db.exec('DROP TRIGGER IF EXISTS "auditLog:append-only"');
    work(db);
  } finally {
    db.close();
  }
};

/** The stored entries in the order they were chained. */
const chainedIds = (): string[] => {
  const db = new Database(file(), { readonly: true });
  try {
    return db
      .prepare(`SELECT entry_id FROM ${AUDIT_CHAIN_TABLE} ORDER BY seq`)
      .pluck()
      .all() as string[];
  } finally {
    db.close();
  }
};

const entry = (id: string, timestamp: string): AuditEntry => ({
  id,
  actorId: 'u-1',
  actorEmail: 'a@demo.test',
  tenantId: 't-acme',
  action: 'USER_UPDATE',
  entityType: 'user',
  entityId: 'u-2',
  result: 'SUCCESS',
  before: { name: 'A' },
  after: { name: 'B' },
  reason: null,
  classification: null,
  timestamp,
  clientIp: '10.0.0.1',
});

describe('audit chain: the emulator and its endpoint', () => {
  let server: TestServer;
  let admin: string;
  const verify = async (token = admin) =>
    call<AuditChainReport>(server.base, '/api/v1/auditlog/verify', { token });

  /** One seeded database, copied for each test (seeding a file takes seconds). */
  let seededDir: string;
  beforeAll(() => {
    seededDir = mkdtempSync(join(tmpdir(), 'audit-chain-seed-'));
    createMockServer({ dataFile: join(seededDir, 'db.sqlite') }).store.close();
  }, 60_000);
  afterAll(() => rmSync(seededDir, { recursive: true, force: true }));

  beforeEach(async () => {
    copyFileSync(join(seededDir, 'db.sqlite'), file());
    server = await startServer({ dataFile: file() });
    admin = (await signIn(server.base, 'admin@demo.test', 't-acme')).tokens.accessToken;
    await server.mock.store.settled();
  });
  afterEach(() => server.close().then(() => server.mock.store.close()));

  it('verifies an untouched store, seeded entries and new ones alike, through the endpoint and the script', async () => {
    const seeded = server.mock.store.table('auditLog').count();
    expect(seeded).toBeGreaterThan(100);
    const first = await verify();
    expect(first.status).toBe(200);
    expect(first.json).toEqual({
      ok: true,
      checked: seeded,
      firstBrokenId: null,
      firstBrokenAt: null,
      reason: null,
    });
    // A change audited through the API joins the chain.
    const manager = (await signIn(server.base, 'manager@demo.test')).tokens.accessToken;
    const note = await call(server.base, '/api/v1/merchants/m-acme-1/notes', {
      token: manager,
      body: { text: 'chained note' },
    });
    expect(note.status).toBeLessThan(300);
    const after = await verify();
    expect(after.json).toMatchObject({ ok: true, checked: seeded + 1 });
    expect(verifyAuditFile(file())).toEqual(after.json);
  });

  it('names the entry whose stored fields were changed behind the emulator', async () => {
    const ids = chainedIds();
    const victim = ids[40]!;
    tamper((db) =>
      db
        .prepare(
          `UPDATE "auditLog" SET data = json_set(data, '$.actorEmail', 'someone-else@demo.test') WHERE id = ?`,
        )
        .run(victim),
    );
    const stored = server.mock.store.table('auditLog').get(victim)!;
    const expected = {
      ok: false,
      checked: 40,
      firstBrokenId: victim,
      firstBrokenAt: stored.timestamp,
      reason: 'ENTRY_CHANGED',
    };
    expect((await verify()).json).toEqual(expected);
    expect(verifyAuditFile(file())).toEqual(expected);
  });

  it('breaks where an entry in the middle was deleted, with or without its link', async () => {
    const ids = chainedIds();
    tamper((db) => db.prepare(`DELETE FROM "auditLog" WHERE id = ?`).run(ids[10]));
    expect((await verify()).json).toMatchObject({
      ok: false,
      checked: 10,
      firstBrokenId: ids[10],
      reason: 'ENTRY_MISSING',
    });
    // Removing the link as well leaves the next link pointing at a hash that is no longer there.
    tamper((db) => db.prepare(`DELETE FROM ${AUDIT_CHAIN_TABLE} WHERE entry_id = ?`).run(ids[10]));
    expect(verifyAuditFile(file())).toMatchObject({
      ok: false,
      checked: 10,
      firstBrokenId: ids[11],
      reason: 'LINK_BROKEN',
    });
  });

  it('names an entry written beside the chain', async () => {
    const forged = entry('forged-1', '2026-01-01T00:00:00.000Z');
    tamper((db) =>
      db
        .prepare(`INSERT INTO "auditLog" (id, tenant_id, data) VALUES (?, ?, ?)`)
        .run(forged.id, forged.tenantId, JSON.stringify(forged)),
    );
    expect((await verify()).json).toMatchObject({
      ok: false,
      firstBrokenId: 'forged-1',
      reason: 'ENTRY_NOT_CHAINED',
    });
  });

  it('is for platform administrators only', async () => {
    for (const email of ['manager@demo.test', 'agent@demo.test', 'merchant@demo.test']) {
      const token = (await signIn(server.base, email)).tokens.accessToken;
      expectDescriptor(await verify(token), 403, 'ACCESS_DENIED');
    }
  });
});

describe('audit chain: the store', () => {
  const open = (seed: AuditEntry[] = []) =>
    openStore({
      file: file(),
      seed: () => ({ auditLog: seed }) as unknown as DatabaseShape,
      collections: ['auditLog'] as CollectionName[],
      // The chain's own migration: this store holds the audit log alone.
      migrations: MIGRATIONS.filter((m) => m.version === 1),
    });

  it('chains the first entry to the genesis value and refuses to change a link', () => {
    const store = open([entry('e-1', '2026-01-01T00:00:00.000Z')]);
    store.close();
    const db = new Database(file());
    try {
      expect(
        db
          .prepare(`SELECT previous_hash FROM ${AUDIT_CHAIN_TABLE} ORDER BY seq LIMIT 1`)
          .pluck()
          .get(),
      ).toBe(GENESIS_HASH);
      expect(() => db.prepare(`UPDATE ${AUDIT_CHAIN_TABLE} SET hash = 'x'`).run()).toThrow(
        /append-only/,
      );
    } finally {
      db.close();
    }
  });

  it('leaves no link of a rolled-back unit behind, so the next entry chains to the last kept one', () => {
    const store = open([entry('e-1', '2026-01-01T00:00:00.000Z')]);
    const log = store.table('auditLog');
    expect(() =>
      store.transaction(() => {
        log.insert(entry('e-rolled-back', '2026-01-02T00:00:00.000Z'));
        throw new Error('the request failed');
      }),
    ).toThrow('the request failed');
    log.insert(entry('e-2', '2026-01-03T00:00:00.000Z'));
    store.commitNow();
    expect(store.verifyAuditChain()).toEqual({
      ok: true,
      checked: 2,
      firstBrokenId: null,
      firstBrokenAt: null,
      reason: null,
    });
    store.close();
    expect(chainedIds()).toEqual(['e-1', 'e-2']);
  });

  it('links the entries of a database written before the chain when it is opened (migration 1)', () => {
    open([
      entry('old-1', '2026-01-01T00:00:00.000Z'),
      entry('old-2', '2026-01-02T00:00:00.000Z'),
    ]).close();
    // What an older emulator left: the entries, no links, no migration applied.
    const db = new Database(file());
    db.exec(`DROP TABLE ${AUDIT_CHAIN_TABLE}`);
    db.pragma('user_version = 0');
    db.close();
    expect(() => verifyAuditFile(file())).toThrow(/no audit chain yet/);

    const reopened = open();
    reopened.table('auditLog').insert(entry('new-1', '2026-01-03T00:00:00.000Z'));
    reopened.close();
    expect(chainedIds()).toEqual(['old-1', 'old-2', 'new-1']);
    expect(verifyAuditFile(file())).toMatchObject({ ok: true, checked: 3 });
  });
});
