import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import ReplayIcon from '@mui/icons-material/Replay';
import { Button, Chip, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import {
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { Report } from './schema';
import { useReportAccess } from './useReportAccess';

const LOOK = {
  DONE: { color: 'success', icon: <CheckCircleOutlineIcon /> },
  PENDING: { color: 'warning', icon: <HourglassEmptyIcon /> },
  FAILED: { color: 'error', icon: <ErrorOutlineIcon /> },
} as const;

/**
 * 'Try again' on a failed report: the platform prepares it once more (PENDING, then DONE), and the list, which
 * polls while a report is pending, shows it finish. Offered to whoever may create reports of its type.
 */
const RetryButton = ({ report }: { report: Report }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  // A refusal or an outage is reported by the one error path of the dataProvider.
  const retry = useMutation({
    mutationFn: (id: string) => dataProvider.retryReport(id),
    onSuccess: () => {
      notify('resources.reports.retry.started', { type: 'info' });
      refresh();
    },
  });
  return (
    <Button
      size="small"
      startIcon={<ReplayIcon fontSize="small" />}
      aria-label={translate('resources.reports.retry.label', { name: report.name })}
      disabled={retry.isPending}
      onClick={(event) => {
        event.stopPropagation();
        retry.mutate(report.id);
      }}
      sx={{ alignSelf: 'flex-start', px: 0.5, minWidth: 0, whiteSpace: 'nowrap' }}
    >
      {translate('resources.reports.retry.action')}
    </Button>
  );
};

/**
 * The job status icon of spec section 4 (FAILED / DONE / PENDING) with its text; a failure says why on the row
 * and offers to try again.
 */
export const ReportStatusChip = () => {
  const report = useRecordContext<Report>();
  const translate = useTranslate();
  const { may } = useReportAccess();
  if (!report) return null;
  const look = LOOK[report.status];
  const chip = (
    <Chip
      size="small"
      variant="outlined"
      color={look.color}
      icon={look.icon}
      label={translate(`resources.reports.choices.status.${report.status}`)}
      sx={{ alignSelf: 'flex-start' }}
    />
  );
  if (report.status !== 'FAILED') return chip;
  return (
    // Wide enough on a phone for the reason to read in a few lines and the action on one.
    <Stack spacing={0.5} sx={{ minWidth: 160, maxWidth: 240 }}>
      {chip}
      <Typography variant="body2" color="error" sx={{ whiteSpace: 'normal' }}>
        {report.errorMessage || translate('resources.reports.retry.unknownReason')}
      </Typography>
      {may('create', report.reportType) && <RetryButton report={report} />}
    </Stack>
  );
};
