import Database from 'better-sqlite3';
import type { Store } from './store';

/**
 * SQLite result codes that mean the storage refused or failed an operation rather than the request being wrong:
 * a read-only file or directory, a full disk or a file-size limit (IOERR_WRITE, FULL), a file that cannot be
 * opened, a lock held too long. A transaction that meets one is rolled back, so nothing of it is stored.
 */
const STORAGE_FAULT = /^SQLITE_(READONLY|FULL|IOERR|CANTOPEN|BUSY|LOCKED|NOLFS|PROTOCOL)/;

export const isStorageFault = (
  error: unknown,
): error is InstanceType<typeof Database.SqliteError> =>
  error instanceof Database.SqliteError && STORAGE_FAULT.test(error.code);

/**
 * A write a read makes on the side: a due replay completed, a ready report marked done, a retention run. It is
 * committed at once (with whatever else is pending) rather than with the read's answer, so that when the
 * storage refuses it the read goes on with what is stored and a later read tries again; any other error still
 * fails the read. True when the write was stored.
 */
export const writeOnTheSide = (store: Store, what: string, write: () => void): boolean => {
  try {
    store.transaction(write);
    store.commitNow();
    return true;
  } catch (error) {
    if (!isStorageFault(error)) throw error;
    console.error(`[mock-server] storage refused ${what}: ${error.code}; the read goes on`);
    return false;
  }
};
