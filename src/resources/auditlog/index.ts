import { createElement } from 'react';
import { auditLog } from '../../contract/resources/auditLog';
import { resourceFromDeclaration } from '../../kit';
import { AuditActionLabel } from './AuditActionLabel';
import { useAuditLabels } from './useAuditLabels';

/**
 * The tenant's audit log (route /auditlog), declared in src/contract/resources/auditLog.ts: list and show only,
 * the log is append-only. The screens stay hand-written: the list with the filter choices of the tenant's own
 * values, the UTC note and the server-side CSV download; the entry's page with its before/after diff.
 */
export const auditLogResource = resourceFromDeclaration(auditLog, {
  views: { list: () => import('./AuditLogList'), show: () => import('./AuditLogShow') },
  fields: { result: { choiceKey: (value) => `resources.auditlog.results.${value}` } },
  // Entries are titled by their readable action, not its code.
  recordRepresentation: createElement(AuditActionLabel),
});

export { AuditDiff } from './AuditDiff';
export { AuditResultChip } from './AuditResultChip';
export { diffAuditValues, type DiffRow } from './diff';
export { useAuditLabels };
export type { AuditEntry } from './schema';
