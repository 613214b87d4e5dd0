import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import { Box } from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';

const LOOK = {
  FAILED: { Icon: ErrorOutline, color: 'error.main' },
  PENDING: { Icon: HourglassEmpty, color: 'warning.main' },
  DONE: { Icon: CheckCircleOutline, color: 'success.main' },
} as const;

/**
 * A job's status as the spec draws it, an icon (FAILED, PENDING, DONE), with its word beside it: the word is what a
 * screen reader reads and what tells the states apart without colour.
 */
export const StatusValue = ({ record, source }: { record: RaRecord; source: string }) => {
  const translate = useTranslate();
  const status = String(record[source] ?? '');
  const look = LOOK[status as keyof typeof LOOK];
  if (!look) return null;
  const { Icon } = look;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      <Icon fontSize="small" aria-hidden sx={{ color: look.color }} />
      <span>{translate(`resources.dead-letter-jobs.choices.status.${status}`)}</span>
    </Box>
  );
};
