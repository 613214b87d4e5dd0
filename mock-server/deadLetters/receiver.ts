import type { Express } from 'express';
import type { ServerContext } from '../context';

/** How many callbacks the receiver remembers per path (the latest ones), and for how many paths. */
const KEPT = 50;
const PATHS_KEPT = 200;

interface Received {
  at: string;
  status: number;
  body: string;
}

const received = new WeakMap<ServerContext, Map<string, Received[]>>();

/** The status a receiver URL answers with: `?status=500` makes it fail, like a merchant's broken endpoint. */
const statusOf = (url: URL): number => {
  const asked = Number(url.searchParams.get('status') ?? '200');
  return Number.isInteger(asked) && asked >= 200 && asked <= 599 ? asked : 200;
};

/**
 * The emulator's self-hosted callback receiver, standing in for merchants' endpoints: it answers 200, or the
 * status its URL asks for, and remembers the latest bodies it was sent (in memory only).
 */
export const receive = (ctx: ServerContext, url: URL, body: string): number => {
  const status = statusOf(url);
  const byPath = received.get(ctx) ?? new Map<string, Received[]>();
  received.set(ctx, byPath);
  const list = [
    { at: new Date(ctx.now()).toISOString(), status, body },
    ...(byPath.get(url.pathname) ?? []),
  ];
  // The latest path goes last; beyond the cap the path written longest ago is forgotten (anyone may post here).
  byPath.delete(url.pathname);
  byPath.set(url.pathname, list.slice(0, KEPT));
  if (byPath.size > PATHS_KEPT) byPath.delete(byPath.keys().next().value!);
  return status;
};

/** What the receiver at a path was sent lately, newest first. */
export const receivedAt = (ctx: ServerContext, path: string): readonly Received[] =>
  received.get(ctx)?.get(path) ?? [];

/**
 * The receiver over HTTP too (`POST /api/__receiver/<name>[?status=500]`, `GET` lists what it was sent), so a
 * callback URL can be tried by hand. It holds no data of any tenant: only what was posted to it.
 */
export const mountReceiver = (app: Express, ctx: ServerContext): void => {
  app.post('/api/__receiver/:name', (req, res) => {
    const url = new URL(req.originalUrl, 'http://localhost');
    const status = receive(ctx, url, JSON.stringify(req.body ?? null));
    res.status(status).json({ received: status < 400 });
  });
  app.get('/api/__receiver/:name', (req, res) => {
    const url = new URL(req.originalUrl, 'http://localhost');
    res.json(receivedAt(ctx, url.pathname));
  });
};
