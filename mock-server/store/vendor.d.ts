// json-server 0.17 and its lowdb 1 ship no types; these declare the small part the mock server uses.
declare module 'json-server' {
  import type { Express } from 'express';
  /** An Express app with json-server's defaults ('json spaces' 2). The default router is never mounted. */
  export function create(): Express;
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
