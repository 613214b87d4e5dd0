import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import { Chip, Tooltip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Report } from './schema';

const LOOK = {
  DONE: { color: 'success', icon: <CheckCircleOutlineIcon /> },
  PENDING: { color: 'warning', icon: <HourglassEmptyIcon /> },
  FAILED: { color: 'error', icon: <ErrorOutlineIcon /> },
} as const;

/** The job status icon of spec section 4 (FAILED / DONE / PENDING) with its text; a failure explains itself. */
export const ReportStatusChip = () => {
  const report = useRecordContext<Report>();
  const translate = useTranslate();
  if (!report) return null;
  const look = LOOK[report.status];
  const chip = (
    <Chip
      size="small"
      variant="outlined"
      color={look.color}
      icon={look.icon}
      label={translate(`resources.reports.choices.status.${report.status}`)}
    />
  );
  return report.errorMessage ? <Tooltip title={report.errorMessage}>{chip}</Tooltip> : chip;
};
