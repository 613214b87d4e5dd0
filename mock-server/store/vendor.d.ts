// json-server 0.17 ships no types; this declares the small part the emulator uses (its HTTP host only).
declare module 'json-server' {
  import type { Express, RequestHandler, Router } from 'express';
  /** An Express app with json-server's defaults ('json spaces' 2). The emulator never mounts the default router. */
  export function create(): Express;
  /** json-server's REST router over a plain object of collections (only bench:load's stock app uses it). */
  export function router(db: Record<string, unknown[]>): Router;
  /** json-server's default middlewares: static files, CORS, no-cache, logger. */
  export function defaults(options?: { static?: string; logger?: boolean }): RequestHandler[];
}
