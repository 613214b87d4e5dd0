import {
  Box,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import { useTranslate, type RaRecord } from 'react-admin';
import { formatDateTime } from '../../contract/rules/dates';
import type { DeliveryAttempt } from '../../contract/resources/deadLetterJobs';

/** The delivery's body, as the platform keeps it (secrets masked): monospace, selectable. */
export const PayloadValue = ({ record, source }: { record: RaRecord; source: string }) => (
  <Box
    component="pre"
    sx={{
      m: 0,
      p: 1.5,
      maxWidth: '100%',
      overflow: 'auto',
      fontFamily: 'monospace',
      fontSize: 13,
      bgcolor: 'action.hover',
      borderRadius: 1,
    }}
  >
    {String(record[source] ?? '')}
  </Box>
);

/** Every attempt, oldest first: when, how long, the answer's code or the exception, and who retried it. */
export const AttemptsValue = ({ record, source }: { record: RaRecord; source: string }) => {
  const translate = useTranslate();
  const attempts = Array.isArray(record[source]) ? (record[source] as DeliveryAttempt[]) : [];
  const words = (key: string) => translate(`resources.dead-letter-jobs.attempts.${key}`);
  return (
    <TableContainer sx={{ maxWidth: '100%' }}>
      <Table
        size="small"
        aria-label={translate('resources.dead-letter-jobs.fields.attemptHistory')}
      >
        <TableHead>
          <TableRow>
            <TableCell>{words('number')}</TableCell>
            <TableCell>{words('at')}</TableCell>
            <TableCell align="right">{words('duration')}</TableCell>
            <TableCell>{words('outcome')}</TableCell>
            <TableCell>{words('by')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {attempts.map((attempt, index) => (
            <TableRow key={`${attempt.at}-${index}`}>
              <TableCell>{index + 1}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(attempt.at)}</TableCell>
              <TableCell align="right">
                {translate('resources.dead-letter-jobs.attempts.ms', { ms: attempt.durationMs })}
              </TableCell>
              {/* Wide enough to read an exception a few words a line; on a phone the table scrolls instead. */}
              <TableCell sx={{ wordBreak: 'break-word', minWidth: 240 }}>
                {attempt.error === null
                  ? translate('resources.dead-letter-jobs.attempts.delivered', {
                      code: attempt.responseCode ?? '—',
                    })
                  : `${attempt.responseCode === null ? '' : `${attempt.responseCode} · `}${attempt.error}`}
              </TableCell>
              <TableCell>{attempt.retriedBy ?? words('platform')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
