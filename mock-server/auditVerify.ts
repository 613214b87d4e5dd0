import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { verifyAuditFile } from './store/auditVerifyFile';

/**
 * `npm run audit:verify [file]` — checks the hash chain of the emulator's audit log in its database
 * (`$MOCK_DATA_DIR/db.sqlite`, default `.mock-data/db.sqlite`, or the file given) and prints the report.
 * Exit status: 0 when the chain holds, 1 when it breaks, 2 when the file cannot be checked.
 */
const repoRoot = resolve(fileURLToPath(new URL('..', import.meta.url)));
const file = resolve(
  process.argv[2] ?? join(process.env.MOCK_DATA_DIR ?? join(repoRoot, '.mock-data'), 'db.sqlite'),
);

try {
  const report = verifyAuditFile(file);
  console.info(JSON.stringify(report, null, 2));
  console.info(
    report.ok
      ? `[audit:verify] ${file}: the chain holds (${report.checked} entries)`
      : `[audit:verify] ${file}: the chain breaks at entry ${report.firstBrokenId} (${report.reason}) after ${report.checked} intact entries`,
  );
  process.exit(report.ok ? 0 : 1);
} catch (error) {
  console.error(`[audit:verify] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
