// json-server 0.17 and its lowdb 1 ship no types; these declare the small part the mock server uses.
declare module 'json-server' {
  import type { Express, RequestHandler, Router } from 'express';
  /** An Express app with json-server's defaults ('json spaces' 2). The emulator never mounts the default router. */
  export function create(): Express;
  /** json-server's REST router over a plain object of collections (only bench:load's stock app uses it). */
  export function router(db: Record<string, unknown[]>): Router;
  /** json-server's default middlewares: static files, CORS, no-cache, logger. */
  export function defaults(options?: { static?: string; logger?: boolean }): RequestHandler[];
}

declare module 'lowdb' {
  export interface LowdbAdapter<S> {
    read(): S;
    write(state: S): void;
  }
  export interface LowdbSync<S> {
    getState(): S;
    setState(state: S): LowdbSync<S>;
    write<R>(returnValue?: R): R;
    read(): LowdbSync<S>;
  }
  function low<S>(adapter: LowdbAdapter<S>): LowdbSync<S>;
  export default low;
}

declare module 'lowdb/adapters/Memory' {
  import type { LowdbAdapter } from 'lowdb';
  class Memory<S> implements LowdbAdapter<S> {
    constructor(source: string | null, options?: { defaultValue?: S });
    read(): S;
    write(state: S): void;
  }
  export default Memory;
}
