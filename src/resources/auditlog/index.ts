import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import type { ResourceDefinition } from '../../kit';
import { createElement } from 'react';
import { AuditActionLabel } from './AuditActionLabel';
import { AuditLogList } from './AuditLogList';
import { AuditLogShow } from './AuditLogShow';
import { auditEntrySchema } from './schema';
import { useAuditLabels } from './useAuditLabels';

/** The tenant's audit log (route /auditlog): list and show only; the log is append-only. */
export const auditLogResource: ResourceDefinition = {
  name: 'auditlog',
  icon: ManageSearchIcon,
  list: AuditLogList,
  show: AuditLogShow,
  recordRepresentation: createElement(AuditActionLabel),
  endpoints: {
    record: auditEntrySchema,
    list: { key: 'auditLogFilter', kind: 'page' },
    getOne: 'auditLogGet',
  },
};

export { AuditDiff } from './AuditDiff';
export { AuditResultChip } from './AuditResultChip';
export { diffAuditValues, type DiffRow } from './diff';
export { useAuditLabels };
export type { AuditEntry } from './schema';
