/**
 * `npm run bench:bundle`: what the portal makes a browser download. Builds the production bundle into a temp
 * folder, then prints
 * - the initial JavaScript: the entry plus its modulepreload links (what loads before the first screen), gzip
 *   level 6 like a web server;
 * - all JavaScript of the build;
 * - the JavaScript files a browser fetches for a list page: signed in through the real flow with a cold cache,
 *   opening the verifications list by its address, and opening it from the dashboard;
 * - the ten largest chunks with what fills them (packages, and our own folders).
 * A benchmark that prints figures; it asserts nothing. Ports: BENCH_MOCK_PORT (3401), BENCH_PORTAL_PORT (5401).
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { build, type Plugin } from 'vite';
import {
  anyLoopbackInUse,
  localBin,
  startProcess,
  stopProcess,
  waitForHttp,
} from '../lib/processes.mjs';
import { signInAgent, withFreshBrowser } from './browser';

const root = resolve(import.meta.dirname, '..', '..');
const mockPort = Number(process.env.BENCH_MOCK_PORT ?? 3401);
const portalPort = Number(process.env.BENCH_PORTAL_PORT ?? 5401);
const portal = `http://localhost:${portalPort}`;
const LIST_PATH = '/verifications';

interface ChunkStats {
  file: string;
  modules: { id: string; length: number }[];
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

/** Counts the JavaScript files the page fetches while `step` runs and the page settles. */
const scriptsFetched = async (page: Page, step: () => Promise<void>): Promise<string[]> => {
  const scripts: string[] = [];
  const onResponse = (response: { url(): string }) => {
    const url = new URL(response.url());
    if (url.origin === portal && url.pathname.endsWith('.js')) scripts.push(url.pathname);
  };
  page.on('response', onResponse);
  await step();
  await page.locator('table tbody tr').first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  return scripts;
};

const measureInBrowser = async (outDir: string) => {
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
    return await withFreshBrowser(async (context, page) => {
      await signInAgent(page, portal);
      const session = await context.newCDPSession(page);
      await session.send('Network.enable');
      await session.send('Network.setCacheDisabled', { cacheDisabled: true });
      const byAddress = await scriptsFetched(page, async () => {
        await page.goto(`${portal}${LIST_PATH}`);
      });
      await page.goto(`${portal}/dashboard`);
      await page.waitForLoadState('networkidle');
      await session.send('Network.setCacheDisabled', { cacheDisabled: false });
      const fromDashboard = await scriptsFetched(page, async () => {
        await page.getByRole('menuitem', { name: 'Verifications' }).click();
      });
      return { byAddress, fromDashboard };
    });
  } finally {
    for (const server of servers) await stopProcess(server);
    rmSync(tmp, { recursive: true, force: true });
  }
};

const main = async () => {
  const outDir = mkdtempSync(join(tmpdir(), 'trustdesk-bundle-'));
  try {
    const stats: ChunkStats[] = [];
    await build({
      root,
      logLevel: 'warn',
      plugins: [chunkStats(stats)],
      build: { outDir, emptyOutDir: true },
    });
    const assets = join(outDir, 'assets');
    const jsFiles = readdirSync(assets).filter((file) => file.endsWith('.js'));
    const sizeOf = new Map<string, { raw: number; gzip: number }>(
      jsFiles.map((file) => {
        const bytes = readFileSync(join(assets, file));
        return [`assets/${file}`, { raw: bytes.length, gzip: gzipLength(bytes) }] as const;
      }),
    );
    const sum = (files: string[], key: 'raw' | 'gzip') =>
      files.reduce((total, file) => total + (sizeOf.get(file)?.[key] ?? 0), 0);

    const initial = initialFilesOf(readFileSync(join(outDir, 'index.html'), 'utf8'));
    const all: string[] = [...sizeOf.keys()];
    console.info('Portal bundle (production build, gzip level 6)');
    console.info(
      `  initial JavaScript: ${number(sum(initial, 'gzip'))} B gzip (${kb(sum(initial, 'raw'))} raw) in ${initial.length} file(s)`,
    );
    console.info(
      `  all JavaScript:     ${number(sum(all, 'gzip'))} B gzip (${kb(sum(all, 'raw'))} raw) in ${all.length} file(s)`,
    );

    const { byAddress, fromDashboard } = await measureInBrowser(outDir);
    console.info(
      `  a list page (${LIST_PATH}) opened by its address, cold cache: ${byAddress.length} JavaScript file(s)`,
    );
    console.info(
      `  the same list opened from the dashboard: ${fromDashboard.length} more JavaScript file(s)`,
    );

    console.info('  ten largest chunks (raw, gzip: contents by rendered size)');
    const largest = all.sort((a, b) => sizeOf.get(b)!.raw - sizeOf.get(a)!.raw).slice(0, 10);
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
  }
};

await main();
