import ContentCopy from '@mui/icons-material/ContentCopy';
import { Alert, Box, Button, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { failureMessageOf } from '../../guard';

/** The full stack trace of the job's last failure (the spec's stacktrace call), monospace, with a copy button. */
export const StacktracePanel = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const record = useRecordContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const id = String(record?.id ?? '');
  const trace = useQuery({
    queryKey: ['dead-letter-jobs', id, 'stacktrace', record?.attempts],
    queryFn: ({ signal }) => dataProvider.getDeadLetterStacktrace(id, signal),
    enabled: id !== '',
  });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(trace.data ?? '');
      notify('resources.dead-letter-jobs.stacktrace.copied', { type: 'info' });
    } catch {
      notify('resources.dead-letter-jobs.stacktrace.copyFailed', { type: 'warning' });
    }
  };
  return (
    <Box component="section" aria-labelledby="dlj-stacktrace-title">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography
          id="dlj-stacktrace-title"
          variant="subtitle1"
          component="h2"
          sx={{ fontWeight: 600, flexGrow: 1 }}
        >
          {translate('resources.dead-letter-jobs.stacktrace.title')}
        </Typography>
        <Button
          size="small"
          startIcon={<ContentCopy />}
          onClick={() => void copy()}
          disabled={!trace.data}
        >
          {translate('resources.dead-letter-jobs.stacktrace.copy')}
        </Button>
      </Box>
      {trace.isError ? (
        <Alert severity="error">{translate(failureMessageOf(trace.error))}</Alert>
      ) : trace.data === undefined ? (
        <Skeleton variant="rectangular" height={120} />
      ) : (
        <Box
          component="pre"
          tabIndex={0}
          aria-label={translate('resources.dead-letter-jobs.stacktrace.title')}
          sx={{
            m: 0,
            p: 1.5,
            maxHeight: 360,
            overflow: 'auto',
            fontFamily: 'monospace',
            fontSize: 12.5,
            lineHeight: 1.5,
            bgcolor: 'action.hover',
            borderRadius: 1,
          }}
        >
          {trace.data}
        </Box>
      )}
    </Box>
  );
};
