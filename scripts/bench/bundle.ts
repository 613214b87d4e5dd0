/**
 * `npm run bench:bundle`: what the portal makes a browser download, beside a stock react-admin app built in the
 * same run (scripts/bench/stock-app). Builds both into temp folders, then prints
 * - the initial JavaScript: the entry plus its modulepreload links (what loads before the first screen: the
 *   sign-in page), gzip level 6 like a web server, and its ratio to the stock app's JavaScript;
 * - all JavaScript of the build;
 * - in Chromium, cold cache, the JavaScript files (and their gzip bytes) a browser fetches for: the sign-in page,
 *   the tenant step, the verifications list opened by its address (signed in through the real flow), and the
 *   same list opened from the dashboard (the files added then);
 * - the ten largest chunks with what fills them (packages, and our own folders).
 * A benchmark that prints figures; it asserts nothing. Ports: BENCH_MOCK_PORT (3401), BENCH_PORTAL_PORT (5401).
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import type { Plugin } from 'vite';
import {
  anyLoopbackInUse,
  localBin,
  startProcess,
  stopProcess,
  waitForHttp,
} from '../lib/processes.mjs';
import { signInAgent, withFreshBrowser } from './browser';
import { buildInto, buildStockApp, root } from './stockApp';

const mockPort = Number(process.env.BENCH_MOCK_PORT ?? 3401);
const portalPort = Number(process.env.BENCH_PORTAL_PORT ?? 5401);
const portal = `http://localhost:${portalPort}`;
const LIST_PATH = '/verifications';

interface ChunkStats {
  file: string;
  modules: { id: string; length: number }[];
}

interface Size {
  raw: number;
  gzip: number;
}

/** Collects, per emitted chunk, how many rendered bytes each module contributes. */
const chunkStats = (into: ChunkStats[]): Plugin => ({
  name: 'bench-chunk-stats',
  generateBundle(_options, bundle) {
    for (const output of Object.values(bundle)) {
      if (output.type !== 'chunk') continue;
      into.push({
        file: output.fileName,
        modules: Object.entries(output.modules).map(([id, info]) => ({
          id,
          length: info.renderedLength,
        })),
      });
    }
  },
});

const gzipLength = (bytes: Buffer) => gzipSync(bytes, { level: 6 }).length;
const number = (n: number) => n.toLocaleString('en-US');
const kb = (n: number) => `${(n / 1000).toFixed(1)} kB`;

/** Raw and gzip size of every JavaScript file of a build, by its path under the build folder. */
const jsSizesOf = (outDir: string): Map<string, Size> => {
  const assets = join(outDir, 'assets');
  return new Map(
    readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => {
        const bytes = readFileSync(join(assets, file));
        return [`assets/${file}`, { raw: bytes.length, gzip: gzipLength(bytes) }] as const;
      }),
  );
};

/** `node_modules/@mui/material/...` → `@mui/material`; `src/resources/users/x.tsx` → `src/resources/users`. */
const ownerOf = (id: string): string => {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
  const inModules = clean.lastIndexOf('node_modules/');
  if (inModules >= 0) {
    const parts = clean.slice(inModules + 'node_modules/'.length).split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? clean);
  }
  const relative = clean.startsWith(root) ? clean.slice(root.length + 1) : clean;
  const parts = relative.split('/');
  return parts.slice(0, Math.min(3, parts.length - 1)).join('/') || relative;
};

const contentsOf = (chunk: ChunkStats | undefined): string => {
  if (!chunk) return '';
  const byOwner = new Map<string, number>();
  for (const { id, length } of chunk.modules)
    byOwner.set(ownerOf(id), (byOwner.get(ownerOf(id)) ?? 0) + length);
  const total = [...byOwner.values()].reduce((a, b) => a + b, 0) || 1;
  return [...byOwner.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(process.env.BENCH_TOP ?? 4))
    .map(([owner, length]) => `${owner} ${Math.round((100 * length) / total)}%`)
    .join(', ');
};

/** The scripts index.html loads before anything renders: the entry and its modulepreload links. */
const initialFilesOf = (html: string): string[] => {
  const files = new Set<string>();
  for (const match of html.matchAll(/<script[^>]+type="module"[^>]+src="\/([^"]+)"/g))
    if (match[1]) files.add(match[1]);
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+)"/g))
    if (match[1]) files.add(match[1]);
  return [...files];
};

/** The portal's JavaScript files the page fetches while `step` runs and until `settled` resolves. */
const scriptsFetched = async (
  page: Page,
  step: () => Promise<void>,
  settled: () => Promise<void>,
): Promise<string[]> => {
  const scripts = new Set<string>();
  const onResponse = (response: { url(): string }) => {
    const url = new URL(response.url());
    if (url.origin === portal && url.pathname.endsWith('.js')) scripts.add(url.pathname.slice(1));
  };
  page.on('response', onResponse);
  await step();
  await settled();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  return [...scripts];
};

const rowsShown = (page: Page) => () =>
  page.locator('table tbody tr').first().waitFor({ timeout: 60_000 });

interface PageLoads {
  signIn: string[];
  tenantStep: string[];
  listByAddress: string[];
  listFromDashboard: string[];
}

const measureInBrowser = async (outDir: string): Promise<PageLoads> => {
  for (const port of [mockPort, portalPort])
    if (await anyLoopbackInUse(port))
      throw new Error(`Port ${port} is in use; set BENCH_MOCK_PORT / BENCH_PORTAL_PORT.`);
  const tmp = mkdtempSync(join(tmpdir(), 'trustdesk-bench-'));
  const servers = [
    startProcess({
      name: 'mock',
      cwd: root,
      command: localBin(root, 'tsx'),
      args: ['mock-server/cli.ts'],
      quiet: true,
      env: { MOCK_PORT: String(mockPort), MOCK_DATA_DIR: tmp, PORTAL_ORIGIN: portal },
    }),
  ];
  try {
    await waitForHttp(`http://127.0.0.1:${mockPort}/`, { child: servers[0], timeoutMs: 120_000 });
    servers.push(
      startProcess({
        name: 'preview',
        cwd: root,
        command: localBin(root, 'vite'),
        args: ['preview', '--outDir', outDir, '--port', String(portalPort), '--strictPort'],
        quiet: true,
        env: { MOCK_PORT: String(mockPort) },
      }),
    );
    await waitForHttp(`${portal}/login`, { child: servers[1], accept: (r: Response) => r.ok });
    // The sign-in page as a visitor first sees it (here with the platform's error, so it stays put).
    const signIn = await withFreshBrowser((_context, page) =>
      scriptsFetched(
        page,
        () => page.goto(`${portal}/login?error=ACCOUNT_LOCKED`).then(() => undefined),
        () => page.getByText('Something went wrong!').first().waitFor(),
      ),
    );
    // The tenant step of a user of two tenants, after the platform's sign-in page.
    const tenantStep = await withFreshBrowser(async (_context, page) => {
      await page.goto(`${portal}/login`);
      await page.getByLabel('Email', { exact: true }).fill('admin@demo.test');
      await page.getByLabel('Password', { exact: true }).fill('Demo!2345');
      return scriptsFetched(
        page,
        () => page.getByRole('button', { name: 'Sign in', exact: true }).click(),
        () => page.getByRole('combobox').waitFor(),
      );
    });
    const lists = await withFreshBrowser(async (context, page) => {
      await signInAgent(page, portal);
      const session = await context.newCDPSession(page);
      await session.send('Network.enable');
      await session.send('Network.setCacheDisabled', { cacheDisabled: true });
      const listByAddress = await scriptsFetched(
        page,
        () => page.goto(`${portal}${LIST_PATH}`).then(() => undefined),
        rowsShown(page),
      );
      await page.goto(`${portal}/dashboard`);
      await page.waitForLoadState('networkidle');
      await session.send('Network.setCacheDisabled', { cacheDisabled: false });
      const listFromDashboard = await scriptsFetched(
        page,
        () => page.getByRole('menuitem', { name: 'Verifications' }).click(),
        rowsShown(page),
      );
      return { listByAddress, listFromDashboard };
    });
    return { signIn, tenantStep, ...lists };
  } finally {
    for (const server of servers) await stopProcess(server);
    rmSync(tmp, { recursive: true, force: true });
  }
};

const main = async () => {
  const stats: ChunkStats[] = [];
  const outDir = await buildInto('trustdesk-bundle-', { root, plugins: [chunkStats(stats)] });
  const stockDir = await buildStockApp();
  try {
    const sizeOf = jsSizesOf(outDir);
    const sum = (files: string[], key: keyof Size) =>
      files.reduce((total, file) => total + (sizeOf.get(file)?.[key] ?? 0), 0);
    const stockSizes = [...jsSizesOf(stockDir).values()];
    const stockGzip = stockSizes.reduce((total, size) => total + size.gzip, 0);
    const stockRaw = stockSizes.reduce((total, size) => total + size.raw, 0);

    const initial = initialFilesOf(readFileSync(join(outDir, 'index.html'), 'utf8'));
    const all: string[] = [...sizeOf.keys()];
    console.info('Portal bundle (production build, gzip level 6)');
    console.info(
      `  stock react-admin app: ${number(stockGzip)} B gzip (${kb(stockRaw)} raw) in ${stockSizes.length} file(s)`,
    );
    console.info(
      `  initial JavaScript:    ${number(sum(initial, 'gzip'))} B gzip (${kb(sum(initial, 'raw'))} raw) in ${initial.length} file(s): ${(sum(initial, 'gzip') / stockGzip).toFixed(2)} × the stock app`,
    );
    console.info(
      `  all JavaScript:        ${number(sum(all, 'gzip'))} B gzip (${kb(sum(all, 'raw'))} raw) in ${all.length} file(s)`,
    );

    const loads = await measureInBrowser(outDir);
    const line = (what: string, files: string[]) =>
      console.info(
        `  ${what.padEnd(44)} ${String(files.length).padStart(2)} JavaScript file(s), ${number(sum(files, 'gzip'))} B gzip (${(sum(files, 'gzip') / stockGzip).toFixed(2)} × the stock app)`,
      );
    console.info('  fetched by the browser, cold cache:');
    line('the sign-in page', loads.signIn);
    line('the tenant step', loads.tenantStep);
    line(`a list page (${LIST_PATH}) opened by its address`, loads.listByAddress);
    line('the same list opened from the dashboard (added)', loads.listFromDashboard);

    console.info('  ten largest chunks (raw, gzip: contents by rendered size)');
    const largest = [...all].sort((a, b) => sizeOf.get(b)!.raw - sizeOf.get(a)!.raw).slice(0, 10);
    for (const file of largest) {
      const size = sizeOf.get(file)!;
      const chunk = stats.find((candidate) => candidate.file === file);
      const initialMark = initial.includes(file) ? ' [initial]' : '';
      console.info(
        `    ${file}${initialMark}: ${kb(size.raw)}, ${kb(size.gzip)} gzip: ${contentsOf(chunk)}`,
      );
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
    rmSync(stockDir, { recursive: true, force: true });
  }
};

await main();
