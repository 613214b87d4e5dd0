import { useRecordContext } from 'react-admin';
import type { AuditEntry } from './schema';
import { useAuditLabels } from './useAuditLabels';

/** The entry's readable action (page titles, references). */
export const AuditActionLabel = () => {
  const entry = useRecordContext<AuditEntry>();
  const labels = useAuditLabels();
  return entry ? <>{labels.action(entry.action)}</> : null;
};
