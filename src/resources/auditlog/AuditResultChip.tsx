import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { AuditEntry } from './schema';

/** Result as a chip with colour, icon and text (never colour alone). */
export const AuditResultChip = ({ result }: { result?: AuditEntry['result'] }) => {
  const record = useRecordContext<AuditEntry>();
  const translate = useTranslate();
  const value = result ?? record?.result;
  if (!value) return null;
  const ok = value === 'SUCCESS';
  return (
    <Chip
      size="small"
      variant="outlined"
      color={ok ? 'success' : 'error'}
      icon={ok ? <CheckCircleOutlineIcon /> : <ErrorOutlineIcon />}
      label={translate(`resources.auditlog.results.${value}`)}
    />
  );
};
