import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { LowdbAdapter } from 'lowdb';

/** Writes are coalesced for this long: a burst of changes costs one file write. */
export const PERSIST_DEBOUNCE_MS = 100;

/**
 * A lowdb adapter that persists promptly but cheaply: every write is debounced and lands atomically
 * (temp file + rename), so a crash never leaves a half-written database. `flush()` writes a pending state now.
 */
export class DebouncedFileAdapter<S> implements LowdbAdapter<S> {
  private timer: NodeJS.Timeout | null = null;
  private pending: S | null = null;

  constructor(
    private readonly file: string,
    private readonly createInitial: () => S,
  ) {}

  /** True when the file did not exist and the adapter seeded it. */
  seeded = false;

  read(): S {
    if (existsSync(this.file)) return JSON.parse(readFileSync(this.file, 'utf8')) as S;
    this.seeded = true;
    const state = this.createInitial();
    this.writeNow(state);
    return state;
  }

  write(state: S): void {
    this.pending = state;
    if (this.timer) return;
    this.timer = setTimeout(() => this.flush(), PERSIST_DEBOUNCE_MS);
    this.timer.unref();
  }

  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.pending === null) return;
    const state = this.pending;
    this.pending = null;
    this.writeNow(state);
  }

  private writeNow(state: S): void {
    mkdirSync(dirname(this.file), { recursive: true });
    const temp = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temp, JSON.stringify(state));
    renameSync(temp, this.file);
  }
}
