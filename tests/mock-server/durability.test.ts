// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { totpCode } from '../../mock-server/auth/totp';
import { REPORT_PROCESSING_MS } from '../../mock-server/resources/reports';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../mock-server/seed/demoAccounts';
import { startEmulator, type RunningEmulator } from '../../scripts/lib/emulator';
import { call, expectDescriptor, signIn } from './helpers';

/**
 * The emulator as a separate process on a data directory, treated as badly as a real server can be: killed
 * with SIGKILL in the middle of a burst of writes, or left with a disk that refuses every write. What it
 * answered 2xx must be there afterwards; what it could not store must not have been answered 2xx.
 */
const MERCHANT = 'm-acme-1';
const NOTES = `/api/v1/merchants/${MERCHANT}/notes`;
const WHITELIST = `/api/v1/merchants/${MERCHANT}/ip-whitelist`;

const guard = (extra: Record<string, unknown>) => ({
  password: DEMO_PASSWORD,
  passCode: totpCode(DEMO_ACCOUNTS.admin.totpSecret),
  reason: 'Office network',
  classification: 'CUSTOMER_REQUEST',
  ...extra,
});

interface NotePage {
  content: { id: string; text: string }[];
  totalElements: number;
}

const running: RunningEmulator[] = [];
const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'emulator-durability-'));
  dirs.push(dir);
  return dir;
};
const start = async (dir: string) => {
  const emulator = await startEmulator({ dataDir: dir });
  running.push(emulator);
  return emulator;
};
afterAll(async () => {
  await Promise.all(running.map((emulator) => emulator.stop()));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const adminToken = async (base: string) =>
  (await signIn(base, 'admin@demo.test', 't-acme')).tokens.accessToken;

/** Every note of the merchant, page by page (the list answers at most 100 per page). */
const allNotes = async (base: string, token: string): Promise<string[]> => {
  const texts: string[] = [];
  for (let page = 0; ; page++) {
    const res = await call<NotePage>(base, `${NOTES}?page=${page}&size=100`, { token });
    expect(res.status).toBe(200);
    texts.push(...res.json.content.map((note) => note.text));
    if (texts.length >= res.json.totalElements || !res.json.content.length) return texts;
  }
};

/** Sets the emulator's file-size limit (RLIMIT_FSIZE): 0 makes the kernel refuse every write to a file. */
const fileSizeLimit = (pid: number, limit: '0' | 'unlimited') =>
  execFileSync('prlimit', ['--pid', String(pid), `--fsize=${limit}:unlimited`]);

describe('the emulator on disk', () => {
  it('keeps every acknowledged write when it is killed with SIGKILL during a burst', async () => {
    const dir = dataDir();
    const first = await start(dir);
    const token = await adminToken(first.base);
    const CONNECTIONS = 8;
    const KILL_AFTER = 250;
    const acknowledged = new Set<string>();
    let sent = 0;
    let killed = false;

    const writer = async (connection: number) => {
      for (let n = 0; !killed; n++) {
        const text = `burst ${connection}-${n}`;
        sent += 1;
        try {
          const res = await fetch(`${first.base}${NOTES}`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ text }),
          });
          // Acknowledged the moment the status arrives, before the body is read.
          if (res.status === 201) acknowledged.add(text);
          else expect.fail(`note answered ${res.status}: ${await res.text()}`);
          await res.arrayBuffer();
        } catch (error) {
          if (!killed) throw error;
        }
        if (acknowledged.size >= KILL_AFTER && !killed) {
          killed = true;
          // No await: the other connections still have writes in flight when the process dies.
          process.kill(first.pid, 'SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: CONNECTIONS }, (_, i) => writer(i)));
    expect((await first.child.exited).signal).toBe('SIGKILL');

    const second = await start(dir);
    const stored = new Set(
      (await allNotes(second.base, await adminToken(second.base))).filter((text) =>
        text.startsWith('burst '),
      ),
    );
    const missing = [...acknowledged].filter((text) => !stored.has(text));
    const unanswered = sent - acknowledged.size;
    console.info(
      `[durability] ${CONNECTIONS} connections, ${sent} notes sent, ${acknowledged.size} answered 201 ` +
        `before SIGKILL, ${stored.size} stored after restart, ${missing.length} acknowledged but missing, ` +
        `${stored.size - acknowledged.size} of ${unanswered} unanswered ones committed`,
    );
    expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(missing).toEqual([]);
    // Nothing appears that was never sent, and at most the unanswered writes were committed on top.
    expect(stored.size - acknowledged.size).toBeLessThanOrEqual(unanswered);
    await second.stop();
  }, 180_000);

  it('answers 503 to writes the disk refuses, keeps reading, and stores nothing it did not acknowledge', async () => {
    const dir = dataDir();
    const emulator = await start(dir);
    const token = await adminToken(emulator.base);
    const note = (text: string) => call(emulator.base, NOTES, { token, body: { text } });
    expect((await note('before the fault')).status).toBe(201);
    const today = new Date().toISOString().slice(0, 10);
    const report = await call<{ id: string; status: string }>(
      emulator.base,
      '/api/v1/data-report/criteria',
      { token, body: { reportType: 'VERIFICATION', startDate: today, endDate: today } },
    );
    expect(report.json.status).toBe('PENDING');
    const reportReady = Date.now() + REPORT_PROCESSING_MS;

    fileSizeLimit(emulator.pid, '0');
    try {
      const refused = await note('while the disk refuses');
      expectDescriptor(refused, 503, 'SERVICE_UNAVAILABLE');
      const whitelist = await call(emulator.base, WHITELIST, {
        method: 'PUT',
        token,
        body: guard({ entity: { entries: ['10.0.0.0/8'], version: 0 } }),
      });
      expectDescriptor(whitelist, 503, 'SERVICE_UNAVAILABLE');

      // Reads go on: the portal's main screens load.
      const reads: [string, string, unknown?][] = [
        ['GET', '/api/v1/users/current'],
        ['GET', '/api/v1/dashboard/verifications'],
        ['POST', '/api/v1/verifications/filter', { offset: 0, pageSize: 25 }],
        ['POST', '/api/v1/verifications/filter/counts', {}],
        ['POST', '/api/v1/auditlog/filter', { offset: 0, pageSize: 25 }],
        ['GET', '/api/v1/data-report/'],
        ['GET', `/api/v1/merchants/${MERCHANT}/ip-whitelist`],
      ];
      for (const [method, path, body] of reads)
        expect([path, (await call(emulator.base, path, { method, token, body })).status]).toEqual([
          path,
          200,
        ]);
      expect(await allNotes(emulator.base, token)).not.toContain('while the disk refuses');
      // A report that becomes ready meanwhile is still listed; its download is refused, because a download
      // of personal data is audited and the audit entry cannot be stored.
      await new Promise((ready) => setTimeout(ready, Math.max(0, reportReady - Date.now() + 50)));
      const reports = await call<{ list: { id: string }[] }>(
        emulator.base,
        '/api/v1/data-report/',
        {
          token,
        },
      );
      expect(reports.json.list.map((listed) => listed.id)).toContain(report.json.id);
      expectDescriptor(
        await call(emulator.base, `/api/v1/data-report/${report.json.id}/result`, { token }),
        503,
        'SERVICE_UNAVAILABLE',
      );
      expect(emulator.child.exitCode).toBeNull();
    } finally {
      fileSizeLimit(emulator.pid, 'unlimited');
    }

    // Once the disk takes writes again, so does the emulator, and a restart shows exactly what was answered.
    expect((await note('after the fault')).status).toBe(201);
    const stored = await call<{ status: string }>(
      emulator.base,
      `/api/v1/data-report/${report.json.id}`,
      { token },
    );
    expect(stored.json.status).toBe('DONE');
    const download = await call(emulator.base, `/api/v1/data-report/${report.json.id}/result`, {
      token,
    });
    expect(download.status).toBe(200);
    await emulator.stop();
    const again = await start(dir);
    const texts = await allNotes(again.base, await adminToken(again.base));
    expect(texts).toEqual(expect.arrayContaining(['before the fault', 'after the fault']));
    expect(texts).not.toContain('while the disk refuses');
    await again.stop();
  }, 180_000);

  it('ten parallel first saves of an IP allow-list store exactly one of them; the other nine are refused', async () => {
    const dir = dataDir();
    const emulator = await start(dir);
    const token = await adminToken(emulator.base);
    const save = (entries: string[], version: number) =>
      call<{ entries: string[]; version: number }>(emulator.base, WHITELIST, {
        method: 'PUT',
        token,
        body: guard({ entity: { entries, version } }),
      });
    const submitted = Array.from({ length: 10 }, (_, i) => [`10.0.${i}.0/24`]);
    const answers = await Promise.all(submitted.map((entries) => save(entries, 0)));
    // The others are refused for the version they saved against, or, once the winner has used the security
    // code they all carry, for that (the guard takes a code once).
    const refusals = answers
      .filter((answer) => answer.status !== 200)
      .map((answer) => (answer.json as unknown as { code: string }).code);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(refusals).toHaveLength(9);
    for (const code of refusals)
      expect(['VERSION_CONFLICT', 'WRONG_SECURITYPASS_ERROR']).toContain(code);
    const winner = answers.find((answer) => answer.status === 200)!.json.entries;
    expect(submitted).toContainEqual(winner);
    await emulator.stop();

    const db = new Database(join(dir, 'db.sqlite'), { readonly: true });
    try {
      const rows = db
        .prepare(
          `SELECT data FROM merchantIpWhitelists WHERE json_extract(data, '$.merchantId') = ?`,
        )
        .all(MERCHANT) as { data: string }[];
      expect(
        rows.map((row) => JSON.parse(row.data) as { entries: string[]; version: number }),
      ).toEqual([expect.objectContaining({ entries: winner, version: 1 })]);
    } finally {
      db.close();
    }
  }, 180_000);

  it('concurrent read-modify-write saves of one record lose no update', async () => {
    // A group (versioned, unguarded): a guarded record would need a new security code for every save, since
    // the guard takes each code once.
    const GROUP = '/api/v1/groups/g-acme-1';
    interface Group {
      name: string;
      description: string;
      roles: string[];
      memberIds: string[];
      version: number;
    }
    const emulator = await start(dataDir());
    const token = await adminToken(emulator.base);
    const WRITERS = 5;
    const EACH = 2;
    let conflicts = 0;
    const entriesOf = (group: Group) =>
      group.description.split(' ').filter((e) => e.startsWith('#'));
    /** Adds one entry the way the portal does: read the record and its version, save both, re-read on 412. */
    const addEntry = async (entry: string) => {
      for (;;) {
        const { json: current } = await call<Group>(emulator.base, GROUP, { token });
        const saved = await call(emulator.base, GROUP, {
          method: 'PUT',
          token,
          body: {
            name: current.name,
            description: [...entriesOf(current), entry].join(' '),
            roles: current.roles,
            memberIds: current.memberIds,
            version: current.version,
          },
        });
        if (saved.status === 200) return;
        expect(saved.status).toBe(412);
        conflicts += 1;
      }
    };
    const { json: initial } = await call<Group>(emulator.base, GROUP, { token });
    const expected = Array.from({ length: WRITERS }, (_, w) =>
      Array.from({ length: EACH }, (_, n) => `#${w}.${n}`),
    );
    await Promise.all(
      expected.map(async (entries) => {
        for (const entry of entries) await addEntry(entry);
      }),
    );
    const { json: final } = await call<Group>(emulator.base, GROUP, { token });
    expect([...entriesOf(final)].sort()).toEqual(expected.flat().sort());
    expect(final.version).toBe(initial.version + WRITERS * EACH);
    // The writers did collide: the test exercised the version check, not a quiet sequence of saves.
    expect(conflicts).toBeGreaterThan(0);
  }, 180_000);
});
