/**
 * `npm run bench:api`: the emulator as the portal meets it, a separate process on a data directory seeded with
 * 100,000 verifications for Acme Bank (MOCK_SCALE), measured from outside through HTTP with a real session.
 *
 * - start-up: spawn → listening on an already seeded store (median of three starts);
 * - latency of the verification list's calls (page 1, a field filter, full-text search, a sort, the status-tab
 *   counts) and of a write (a merchant note), with 1 and 10 concurrent connections: p50, p99, max, requests/s,
 *   and the very first call of each (cold caches);
 * - memory: resident set size after start and after a write burst of BENCH_BURST_S seconds (default 60) at 10
 *   connections, with the peak sampled every second;
 * - mixed load: BENCH_MIXED_S seconds (default 60) of reads and writes (one call in four a merchant note with a
 *   text of its own) over BENCH_MIXED_CONNECTIONS connections (default 50): requests, error answers by status,
 *   every acknowledged note read back through the API afterwards (missing ones counted), and resident memory
 *   at the start, its peak and at the end against 1.5 times its size after start.
 *
 * The seeded store is built once (BENCH_DATA_DIR, default in the system's temporary directory) and copied for
 * every run, so writes never pile up between runs. `BENCH_PORT` puts the emulator on that port (default: any free
 * one). `BENCH_BASE=http://127.0.0.1:<port> BENCH_PID=<pid>` measures an emulator started by hand instead (an
 * older version, say); start-up is then not measured.
 * A measurement, never part of `npm test`: it prints figures and targets and does not fail on them.
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import http from 'node:http';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import { startEmulator, type RunningEmulator } from '../../scripts/lib/emulator';
import { startProcess } from '../../scripts/lib/processes.mjs';
import { DEMO_PASSWORD } from '../seed/demoAccounts';

const SCALE = 100_000;
const TENANT = 't-acme';
const MERCHANT = 'm-acme-1';
const PORTAL = 'http://localhost:5173';
/** Reads a whole number of seconds (or connections) from the environment; bad input stops the run at once. */
const envCount = (name: string, fallback: number, min: number): number => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < min)
    throw new Error(`${name} must be a whole number of at least ${min}`);
  return value;
};
const BURST_MS = envCount('BENCH_BURST_S', 60, 0) * 1000;
const MIXED_MS = envCount('BENCH_MIXED_S', 60, 0) * 1000;
const MIXED_CONNECTIONS = envCount('BENCH_MIXED_CONNECTIONS', 50, 1);
/** The mixed load writes its notes to a merchant of its own, so reading them back reads only those. */
const MIXED_MERCHANT = 'm-acme-2';
const PORT = envCount('BENCH_PORT', 0, 0);
const TARGET_P99_MS = 20;
const TARGET_RSS_GROWTH = 1.5;
const TARGET_STARTUP_MS = 2000;
const REQUESTS: Record<number, number> = { 1: 300, 10: 1500 };

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;
const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

/** Resident set size of a process, from /proc. */
const rssOf = (pid: number): number => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  if (!line) throw new Error(`no VmRSS for ${pid}`);
  return Number(line[1]) * 1024;
};

/** The seeded template, built once; every run works on a fresh copy of it. */
const seededTemplate = async (): Promise<string> => {
  const dir = process.env.BENCH_DATA_DIR ?? join(tmpdir(), `trustdesk-bench-${SCALE}`);
  const file = join(dir, 'db.sqlite');
  if (existsSync(file)) return file;
  mkdirSync(dir, { recursive: true });
  console.info(`Seeding ${SCALE.toLocaleString('en')} verifications into ${dir} (once) ...`);
  const started = performance.now();
  const seeding = startProcess({
    name: 'seed',
    command: process.execPath,
    args: ['--import', 'tsx', 'mock-server/cli.ts', '--reset-only'],
    env: { MOCK_DATA_DIR: dir, MOCK_SCALE: String(SCALE) },
    quiet: true,
  });
  const { code } = await seeding.exited;
  if (code !== 0) throw new Error(`seeding failed\n${seeding.recentOutput()}`);
  console.info(`Seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return file;
};

const sqliteVersion = () => {
  const db = new Database(':memory:');
  try {
    return (db.prepare('SELECT sqlite_version() AS v').get() as { v: string }).v;
  } finally {
    db.close();
  }
};

interface Target {
  base: string;
  pid: number;
  emulator?: RunningEmulator;
  startupMs?: number[];
  dataFile?: string;
}

const startTarget = async (): Promise<Target> => {
  if (process.env.BENCH_BASE) {
    const pid = Number(process.env.BENCH_PID);
    if (!Number.isInteger(pid))
      throw new Error('BENCH_BASE needs BENCH_PID (the emulator process id)');
    return { base: process.env.BENCH_BASE, pid };
  }
  const template = await seededTemplate();
  const dir = mkdtempSync(join(tmpdir(), 'trustdesk-bench-run-'));
  const dataFile = join(dir, 'db.sqlite');
  copyFileSync(template, dataFile);
  const startupMs: number[] = [];
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    const emulator = await startEmulator({ dataDir: dir, port: PORT });
    startupMs.push(performance.now() - started);
    if (run < 2) await emulator.stop();
    else return { base: emulator.base, pid: emulator.pid, emulator, startupMs, dataFile };
  }
  throw new Error('unreachable');
};

const target = await startTarget();
const rssAfterStart = rssOf(target.pid);

/**
 * Calls through node:http with kept-alive connections: the load generator shares this machine's cores with the
 * emulator, and fetch costs it several times the CPU per call, which would be measured as the emulator's latency.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 10 });
interface Answer {
  status: number;
  text: string;
}
const send = (
  method: string,
  path: string,
  body: unknown,
  token?: string,
  through: http.Agent = agent,
): Promise<Answer> =>
  new Promise((done, fail) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const request = http.request(
      `${target.base}${path}`,
      {
        method,
        agent: through,
        headers: {
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          done({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
        );
        response.on('error', fail);
      },
    );
    request.on('error', fail);
    request.end(payload);
  });
const post = (path: string, body: unknown, token?: string) => send('POST', path, body, token);

const json = async <T>(path: string, body: unknown, token?: string): Promise<T> => {
  const answer = await post(path, body, token);
  if (answer.status >= 300) throw new Error(`${path}: ${answer.status} ${answer.text}`);
  return JSON.parse(answer.text) as T;
};

/** The real sign-in flow, as the admin in Acme Bank. */
const signIn = async (): Promise<string> => {
  // The form first, as a browser: its CSRF token and the cookie that token is bound to.
  const page = await fetch(`${target.base}/api/sso/sign-in`);
  const csrf = /name="csrf" value="([^"]+)"/.exec(await page.text())?.[1] ?? '';
  const cookie = page.headers.get('set-cookie')?.split(';')[0] ?? '';
  const form = await fetch(`${target.base}/api/sso/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    body: new URLSearchParams({
      email: 'admin@demo.test',
      password: DEMO_PASSWORD,
      returnUrl: `${PORTAL}/login`,
      csrf,
    }).toString(),
    redirect: 'manual',
  });
  const id = new URL(form.headers.get('location') ?? '').searchParams.get('id');
  const login = await json<{ tenants: { id: string; redirectUrl: string }[] }>('/api/login', {
    id,
  });
  const tenant = login.tenants.find((t) => t.id === TENANT)!;
  const code = new URL(tenant.redirectUrl).searchParams.get('code');
  return (await json<{ accessToken: string }>('/api/auth/token', { code })).accessToken;
};

const token = await signIn();
const counts = await json<{ ALL: number }>('/api/v1/verifications/filter/counts', {}, token);
if (counts.ALL < SCALE)
  throw new Error(`the tenant holds ${counts.ALL} verifications, not ${SCALE}`);
const firstPage = await json<{ content: { lastName: string | null }[] }>(
  '/api/v1/verifications/filter',
  { offset: 40, pageSize: 10 },
  token,
);
const lastName = firstPage.content.find((row) => row.lastName)!.lastName!;

type Call = (n: number) => Promise<Answer>;
const FILTER = '/api/v1/verifications/filter';
const cases: [string, Call][] = [
  ['list page 1', () => post(FILTER, { offset: 0, pageSize: 25 }, token)],
  [
    'field filter (country DE)',
    () => post(FILTER, { offset: 0, pageSize: 25, country: ['DE'] }, token),
  ],
  [
    `full-text search ("${lastName}")`,
    () => post(FILTER, { offset: 0, pageSize: 25, q: lastName }, token),
  ],
  [
    'sort (updatedAt ASC)',
    () =>
      post(
        FILTER,
        { offset: 0, pageSize: 25, sort: { field: 'updatedAt', direction: 'ASC' } },
        token,
      ),
  ],
  ['status-tab counts', () => post(`${FILTER}/counts`, {}, token)],
  [
    'write (merchant note)',
    (n) => post(`/api/v1/merchants/${MERCHANT}/notes`, { text: `Benchmark note ${n}` }, token),
  ],
];

interface Figures {
  first: number;
  p50: number;
  p99: number;
  max: number;
  perSecond: number;
}

/** `total` calls of `run` over `connections` concurrent connections; the first call alone, cold. */
const measure = async (run: Call, connections: number, total: number): Promise<Figures> => {
  const timed = async (n: number) => {
    const started = performance.now();
    const answer = await run(n);
    if (answer.status >= 300) throw new Error(`answered ${answer.status}: ${answer.text}`);
    return performance.now() - started;
  };
  const first = await timed(0);
  const times: number[] = [];
  let next = 1;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next <= total) times.push(await timed(next++));
    }),
  );
  const elapsed = performance.now() - started;
  const sorted = times.sort((a, b) => a - b);
  return {
    first,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1)!,
    perSecond: (times.length / elapsed) * 1000,
  };
};

const cpu = cpus()[0]?.model ?? 'unknown CPU';
console.info(
  `\nMachine: ${availableParallelism()} cores (${cpu}), node ${process.version}, SQLite ${sqliteVersion()}`,
);
console.info(
  `Store: ${counts.ALL.toLocaleString('en')} verifications in ${TENANT}` +
    (target.dataFile ? `, ${mib(statSync(target.dataFile).size)} on disk` : ' (external emulator)'),
);
if (target.startupMs) {
  const startup = [...target.startupMs].sort((a, b) => a - b)[1]!;
  console.info(
    `Start-up of the seeded store (spawn → listening, median of 3): ${ms(startup)} ` +
      `[target ≤ ${TARGET_STARTUP_MS} ms: ${startup <= TARGET_STARTUP_MS ? 'met' : 'NOT met'}]`,
  );
}
console.info(`RSS after start: ${mib(rssAfterStart)}\n`);

const header = `${'call'.padEnd(36)} ${'conn'.padStart(4)} ${'first'.padStart(9)} ${'p50'.padStart(9)} ${'p99'.padStart(9)} ${'max'.padStart(9)} ${'req/s'.padStart(7)}`;
console.info(header);
const missed: string[] = [];
for (const [name, run] of cases)
  for (const connections of [1, 10]) {
    const figures = await measure(run, connections, REQUESTS[connections]!);
    if (connections === 10 && figures.p99 > TARGET_P99_MS) missed.push(name);
    console.info(
      `${name.padEnd(36)} ${String(connections).padStart(4)} ${ms(figures.first).padStart(9)} ${ms(figures.p50).padStart(9)} ${ms(figures.p99).padStart(9)} ${ms(figures.max).padStart(9)} ${figures.perSecond.toFixed(0).padStart(7)}`,
    );
  }
console.info(
  `\np99 target at 10 connections ≤ ${TARGET_P99_MS} ms: ${missed.length ? `NOT met by ${missed.join(', ')}` : 'met by every call'}`,
);

/**
 * The mixed load: MIXED_CONNECTIONS connections, each sending its next call as soon as the last is answered, for
 * MIXED_MS. Three calls in four are reads of the verification list (a page, a filter, a search, the counts) or
 * of the audit log; the fourth writes a merchant note whose text names the run and the call, so every note the
 * emulator acknowledged (201) can be looked for afterwards. Error answers are counted by status, never thrown:
 * the figures are the result.
 */
const mixedLoad = async () => {
  const run = `mixed-${Date.now().toString(36)}`;
  const pool = new http.Agent({ keepAlive: true, maxSockets: MIXED_CONNECTIONS });
  const reads: (() => Promise<Answer>)[] = [
    () => send('POST', FILTER, { offset: 0, pageSize: 25 }, token, pool),
    () => send('POST', FILTER, { offset: 0, pageSize: 25, country: ['DE'] }, token, pool),
    () => send('POST', FILTER, { offset: 0, pageSize: 25, q: lastName }, token, pool),
    () => send('POST', `${FILTER}/counts`, {}, token, pool),
    () => send('POST', '/api/v1/auditlog/filter', { offset: 0, pageSize: 25 }, token, pool),
  ];
  const statuses = new Map<string, number>();
  const acknowledged: string[] = [];
  let requests = 0;
  let writes = 0;
  const rssAtStart = rssOf(target.pid);
  let peak = rssAtStart;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(target.pid));
  }, 1000);
  const ends = performance.now() + MIXED_MS;
  await Promise.all(
    Array.from({ length: MIXED_CONNECTIONS }, async () => {
      while (performance.now() < ends) {
        const n = requests++;
        const text = n % 4 === 3 ? `${run} note ${writes++}` : null;
        let status: string;
        try {
          const answer = text
            ? await send('POST', `/api/v1/merchants/${MIXED_MERCHANT}/notes`, { text }, token, pool)
            : await reads[n % reads.length]!();
          status = String(answer.status);
          if (text && answer.status === 201) acknowledged.push(text);
        } catch (error) {
          status = `no answer (${(error as NodeJS.ErrnoException).code ?? String(error)})`;
        }
        if (!/^[23]/.test(status)) statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  clearInterval(sampler);
  const rssAtEnd = rssOf(target.pid);
  peak = Math.max(peak, rssAtEnd);
  pool.destroy();

  // Every acknowledged note, read back through the API once the load is over.
  const stored = new Set<string>();
  for (let page = 0; ; page++) {
    const answer = await send(
      'GET',
      `/api/v1/merchants/${MIXED_MERCHANT}/notes?page=${page}&size=100`,
      undefined,
      token,
    );
    if (answer.status !== 200) throw new Error(`reading the notes back answered ${answer.status}`);
    const { content } = JSON.parse(answer.text) as { content: { text: string }[] };
    for (const note of content) if (note.text.startsWith(`${run} `)) stored.add(note.text);
    if (content.length < 100) break;
  }
  const missing = acknowledged.filter((text) => !stored.has(text)).length;
  const errors = [...statuses.values()].reduce((sum, count) => sum + count, 0);
  const ratio = (rss: number) => `${(rss / rssAfterStart).toFixed(2)}×`;
  console.info(
    `\nMixed load: ${(MIXED_MS / 1000).toFixed(0)} s at ${MIXED_CONNECTIONS} connections, ` +
      `${requests.toLocaleString('en')} requests (${((requests / MIXED_MS) * 1000).toFixed(0)}/s), ` +
      `${writes.toLocaleString('en')} of them writes`,
  );
  console.info(
    `Error answers: ${errors ? [...statuses].map(([status, count]) => `${status}: ${count}`).join(', ') : 'none'} ` +
      `[target none: ${errors ? 'NOT met' : 'met'}]`,
  );
  console.info(
    `Writes acknowledged ${acknowledged.length.toLocaleString('en')}, found afterwards ` +
      `${(acknowledged.length - missing).toLocaleString('en')}, missing ${missing} ` +
      `[target none lost: ${missing ? 'NOT met' : 'met'}]`,
  );
  console.info(
    `RSS: after start ${mib(rssAfterStart)}, at the load's start ${mib(rssAtStart)} (${ratio(rssAtStart)}), ` +
      `peak ${mib(peak)} (${ratio(peak)}), end ${mib(rssAtEnd)} (${ratio(rssAtEnd)}) ` +
      `[target peak ≤ ${TARGET_RSS_GROWTH}× after start: ${peak / rssAfterStart <= TARGET_RSS_GROWTH ? 'met' : 'NOT met'}]`,
  );
};

// The write burst: notes over 10 connections for BURST_MS, resident memory sampled every second.
const writeBurst = async () => {
  const rssBeforeBurst = rssOf(target.pid);
  let peak = rssBeforeBurst;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(target.pid));
  }, 1000);
  const burstTimes: number[] = [];
  const burstEnds = performance.now() + BURST_MS;
  let written = 0;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (performance.now() < burstEnds) {
        const started = performance.now();
        const answer = await post(
          `/api/v1/merchants/${MERCHANT}/notes`,
          { text: `Burst note ${written}` },
          token,
        );
        if (answer.status !== 201) throw new Error(`burst write answered ${answer.status}`);
        written += 1;
        burstTimes.push(performance.now() - started);
      }
    }),
  );
  clearInterval(sampler);
  const rssAfterBurst = rssOf(target.pid);
  peak = Math.max(peak, rssAfterBurst);
  const sortedBurst = burstTimes.sort((a, b) => a - b);
  const growth = rssAfterBurst / rssAfterStart;
  console.info(
    `\nWrite burst: ${(BURST_MS / 1000).toFixed(0)} s at 10 connections, ${written.toLocaleString('en')} notes ` +
      `(${((written / BURST_MS) * 1000).toFixed(0)}/s), p50 ${ms(percentile(sortedBurst, 0.5))}, ` +
      `p99 ${ms(percentile(sortedBurst, 0.99))}`,
  );
  console.info(
    `RSS: after start ${mib(rssAfterStart)}, after the reads ${mib(rssBeforeBurst)}, after the burst ${mib(rssAfterBurst)}, peak ${mib(peak)}: ` +
      `${growth.toFixed(2)}× [target ≤ ${TARGET_RSS_GROWTH}×: ${growth <= TARGET_RSS_GROWTH ? 'met' : 'NOT met'}]`,
  );
};
if (BURST_MS > 0) await writeBurst();
if (MIXED_MS > 0) await mixedLoad();

agent.destroy();
if (target.emulator) {
  await target.emulator.stop();
  rmSync(join(target.dataFile!, '..'), { recursive: true, force: true });
}
