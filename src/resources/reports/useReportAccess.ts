import { usePermissions } from 'react-admin';
import { canAccessWith } from '../../contract/access';
import { REPORT_TYPES, type ReportType } from './schema';

export type ReportOperation = 'view' | 'create' | 'delete' | 'download';

const SUFFIX: Record<ReportType, string> = {
  VERIFICATION: 'Verification',
  KYX: 'Kyx',
  WORKFLOW: 'Workflow',
};

/**
 * Per-type report permissions through the access table (`reports.<operation><Type>`): one read of the user's
 * authorities instead of twelve access checks. The platform checks the same per type (403).
 */
export const useReportAccess = () => {
  const { permissions } = usePermissions<string[]>();
  const authorities = Array.isArray(permissions) ? permissions : [];
  const may = (operation: ReportOperation, type: ReportType): boolean =>
    canAccessWith(authorities, 'reports', `${operation}${SUFFIX[type]}`);
  const typesFor = (operation: ReportOperation): ReportType[] =>
    REPORT_TYPES.filter((type) => may(operation, type));
  return { may, typesFor };
};
