/**
 * `npm run bench:load`: how soon a signed-in user sees the first rows of the verifications list, how long a page
 * change takes and how much JavaScript heap the list keeps, for the portal and, in the same run on the same
 * machine, for a stock react-admin app (scripts/bench/stock-app: a plain `<Admin>` with one `<List>` over
 * json-server) showing the same records.
 *
 * Each figure is the median of BENCH_RUNS (default 5) runs, each in a new Chromium with a cold cache, the two
 * apps taking turns:
 * - portal: signed in through the real flow (sign-in page, code exchange, dashboard), the cache cleared, then the
 *   list opened by its address; with the seeded emulator and with 100,000 verifications in the tenant;
 * - stock app: the list opened by its address, over json-server holding the same rows.
 * "First rows" is the time from navigation start to the first table row with text (not a loading skeleton);
 * "page change" is from the click on the next-page button to the first row of the next page; the heap is
 * Chromium's used JS heap after a forced garbage collection, with the list shown.
 * A benchmark that prints figures; it asserts nothing. Ports: BENCH_MOCK_PORT (3401), BENCH_PORTAL_PORT (5401),
 * BENCH_STOCK_PORT (3402).
 */
import { rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsonServer from 'json-server';
import type { Page } from 'playwright-core';
import { createMockServer, type MockServer } from '../../mock-server/createMockServer';
import { toVerificationRow } from '../../mock-server/verifications/dto';
import { localBin, startProcess, stopProcess, waitForHttp } from '../lib/processes.mjs';
import { signInAgent, withFreshBrowser } from './browser';
import { buildInto, buildStockApp, root } from './stockApp';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BIG = 100_000;
const mockPort = Number(process.env.BENCH_MOCK_PORT ?? 3401);
const portalPort = Number(process.env.BENCH_PORTAL_PORT ?? 5401);
const stockPort = Number(process.env.BENCH_STOCK_PORT ?? 3402);
const portal = `http://localhost:${portalPort}`;
const stock = `http://127.0.0.1:${stockPort}`;

interface Sample {
  firstRows: number;
  pageChange: number;
  heap: number;
}

/*
 * The in-page scripts are plain strings: tsx compiles this file keeping function names through a helper that
 * does not exist in the page, so a serialized TypeScript function would fail there.
 */

/** Notes, in the page, when the first table row with text appears (skeleton rows have none). */
const FIRST_ROWS_PROBE = `
  const check = () => {
    if (window.firstRowsAt) return;
    const rows = document.querySelectorAll('table tbody tr');
    if ([...rows].some((row) => (row.textContent || '').trim().length > 0))
      window.firstRowsAt = performance.now();
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true });
`;

/**
 * Resolves with the time the probe noted. Polled from the page rather than through `waitForFunction`, whose string
 * predicate the portal's Content Security Policy (no 'unsafe-eval') refuses to run.
 */
const FIRST_ROWS_SEEN = `
  new Promise((done, fail) => {
    const tick = () => (window.firstRowsAt ? done(window.firstRowsAt) : setTimeout(tick, 25));
    tick();
    setTimeout(() => fail(new Error('no list rows within 60 s')), 60000);
  })
`;

/** Clicks "next page" in the page itself; resolves with the time until the first row shows other text. */
const PAGE_CHANGE = `
  new Promise((done, fail) => {
    const firstRow = () => document.querySelector('table tbody tr')?.textContent || '';
    const before = firstRow();
    const next = document.querySelector('button[aria-label="Go to next page"]');
    if (!next) return fail(new Error('no next-page button'));
    const started = performance.now();
    const observer = new MutationObserver(() => {
      const now = firstRow();
      if (now.trim() && now !== before) {
        observer.disconnect();
        done(performance.now() - started);
      }
    });
    observer.observe(document, { subtree: true, childList: true, characterData: true });
    next.click();
    setTimeout(() => fail(new Error('the next page did not arrive')), 60000);
  })
`;

const timePageChange = (page: Page) => page.evaluate<number>(PAGE_CHANGE);

/** One cold run: open the list, wait for the rows, change the page, collect garbage and read the heap. */
const measure = async (listUrl: string, signIn?: (page: Page) => Promise<void>) =>
  withFreshBrowser(async (context, page): Promise<Sample> => {
    const cdp = await context.newCDPSession(page);
    if (signIn) {
      await signIn(page);
      await cdp.send('Network.clearBrowserCache');
    }
    await page.addInitScript({ content: FIRST_ROWS_PROBE });
    await page.goto(listUrl);
    const firstRows = await page.evaluate<number>(FIRST_ROWS_SEEN).catch(async (error: unknown) => {
      const shot = join(tmpdir(), `bench-load-${Date.now()}.png`);
      await page.screenshot({ path: shot });
      throw new Error(`No list rows at ${page.url()} (screenshot ${shot})`, { cause: error });
    });
    await page.waitForLoadState('networkidle');
    const pageChange = await timePageChange(page);
    await page.waitForLoadState('networkidle');
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    return { firstRows, pageChange, heap: usedSize };
  });

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const summarise = (samples: Sample[]) => ({
  firstRows: median(samples.map((s) => s.firstRows)),
  pageChange: median(samples.map((s) => s.pageChange)),
  heap: median(samples.map((s) => s.heap)),
});

const report = (what: string, figures: Sample) =>
  console.info(
    `  ${what.padEnd(34)} first rows ${figures.firstRows.toFixed(0).padStart(5)} ms · page change ${figures.pageChange
      .toFixed(0)
      .padStart(4)} ms · heap after GC ${(figures.heap / 2 ** 20).toFixed(1)} MiB`,
  );

/**
 * RUNS runs of each app, taking turns (portal, stock, portal, ...), so that a machine that gets busier or
 * quieter during the benchmark weighs on both alike; the medians of each.
 */
const runsInTurn = async (
  ours: () => Promise<Sample>,
  theirs: () => Promise<Sample>,
): Promise<{ ours: Sample; theirs: Sample }> => {
  const samples = { ours: [] as Sample[], theirs: [] as Sample[] };
  for (let index = 0; index < RUNS; index += 1) {
    samples.ours.push(await ours());
    samples.theirs.push(await theirs());
  }
  return { ours: summarise(samples.ours), theirs: summarise(samples.theirs) };
};

/** The emulator with its seed, or with `records` verifications in Acme Bank (the agent's tenant). */
const emulator = (records?: number): MockServer =>
  createMockServer({ dataFile: null, portalOrigin: portal, control: false, scale: records });

/** json-server 0.17 serving the stock app's files and, under /api, the tenant's verifications as list rows. */
const startStock = (outDir: string, mock: MockServer): Promise<Server> => {
  const rows = mock.store.table('verifications').all('t-acme').map(toVerificationRow);
  const app = jsonServer.create();
  app.use(jsonServer.defaults({ static: outDir, logger: false }));
  app.use('/api', jsonServer.router({ verifications: rows }));
  return new Promise((done) => {
    const server = app.listen(stockPort, '127.0.0.1', () => done(server));
  });
};

const scenario = async (
  label: string,
  records: number | undefined,
  dirs: { portal: string; stock: string },
) => {
  const mock = emulator(records);
  const running = await mock.listen(mockPort);
  const preview = startProcess({
    name: 'preview',
    cwd: root,
    command: localBin(root, 'vite'),
    args: ['preview', '--outDir', dirs.portal, '--port', String(portalPort), '--strictPort'],
    quiet: true,
    env: { MOCK_PORT: String(mockPort) },
  });
  const stockServer = await startStock(dirs.stock, mock);
  try {
    await waitForHttp(`${portal}/login`, { child: preview, accept: (r: Response) => r.ok });
    const count = mock.store.table('verifications').count('t-acme');
    console.info(`${label}: ${count.toLocaleString('en-US')} verifications in the tenant`);
    const { ours, theirs } = await runsInTurn(
      () => measure(`${portal}/verifications`, (page) => signInAgent(page, portal)),
      () => measure(`${stock}/#/verifications`),
    );
    report('portal', ours);
    report('stock react-admin app', theirs);
    console.info(
      `  ratio portal / stock: first rows ${(ours.firstRows / theirs.firstRows).toFixed(2)} · page change ${(
        ours.pageChange / theirs.pageChange
      ).toFixed(2)} · heap ${(ours.heap / theirs.heap).toFixed(2)}`,
    );
  } finally {
    await stopProcess(preview);
    await new Promise((done) => stockServer.close(done));
    await running.close();
  }
};

const main = async () => {
  const dirs = {
    portal: await buildInto('trustdesk-load-portal-', { root }),
    stock: await buildStockApp(),
  };
  try {
    console.info(`Time to the first list rows, page change and heap: median of ${RUNS} cold runs`);
    await scenario('Seeded emulator', undefined, dirs);
    await scenario(`${BIG.toLocaleString('en-US')}-record emulator`, BIG, dirs);
  } finally {
    for (const dir of Object.values(dirs)) rmSync(dir, { recursive: true, force: true });
  }
};

await main();
