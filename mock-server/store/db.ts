import low, { type LowdbSync } from 'lowdb';
import Memory from 'lowdb/adapters/Memory';
import type { DatabaseShape } from '../types';
import { DebouncedFileAdapter } from './fileAdapter';

/**
 * The mock platform's store: json-server's lowdb database, in memory (tests) or in a file (the CLI).
 * Handlers mutate the collections in place and call `save()`; only the file variant touches the disk.
 */
export interface Store {
  db: LowdbSync<DatabaseShape>;
  /** The live collections. */
  data(): DatabaseShape;
  /** Persist the current state (debounced for a file store). */
  save(): void;
  /** Write any pending state now (shutdown). */
  flush(): void;
  /** Replace the whole state (re-seed). */
  replace(state: DatabaseShape): void;
  /** True when the data file was missing and has just been seeded. */
  seededOnOpen: boolean;
}

export const openStore = (dataFile: string | null, seed: () => DatabaseShape): Store => {
  const fileAdapter = dataFile ? new DebouncedFileAdapter<DatabaseShape>(dataFile, seed) : null;
  const db = fileAdapter
    ? low<DatabaseShape>(fileAdapter)
    : low<DatabaseShape>(new Memory<DatabaseShape>(null, { defaultValue: seed() }));
  return {
    db,
    data: () => db.getState(),
    save: () => {
      db.write();
    },
    flush: () => fileAdapter?.flush(),
    replace: (state) => {
      db.setState(state);
      db.write();
    },
    seededOnOpen: fileAdapter ? fileAdapter.seeded : true,
  };
};
