import Database from 'better-sqlite3';
import { AUDIT_CHAIN_TABLE, verifyAuditChain, type AuditChainReport } from './auditChain';

/**
 * Checks the audit chain of an emulator's database file, read-only (the emulator may be running: the
 * write-ahead log lets it go on writing meanwhile). A database the emulator has not opened since the chain
 * exists has no links yet: that is an error, not a broken chain.
 */
export const verifyAuditFile = (file: string): AuditChainReport => {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const chained = db
      .prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`)
      .get(AUDIT_CHAIN_TABLE);
    if (!chained)
      throw new Error(
        `${file} has no audit chain yet: start the emulator on it once (npm run mock), which links the stored entries`,
      );
    return verifyAuditChain(db);
  } finally {
    db.close();
  }
};
