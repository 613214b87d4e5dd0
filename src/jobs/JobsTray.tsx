import { useEffect, useState } from 'react';
import {
  Box,
  Button,
  Chip,
  IconButton,
  LinearProgress,
  List,
  ListItem,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatBytes, saveFile } from '../components';
import type { Job } from '../contract/schemas/jobs';
import type { AppDataProvider } from '../dataProvider';
import { failureMessageOf } from '../guard';
import { elapsedText, jobErrorText, jobTitle, subjectPath } from './jobText';
import { useRefreshJobs } from './useJobs';

const STATE_COLOURS = {
  RUNNING: 'info',
  DONE: 'success',
  FAILED: 'error',
  CANCELLED: 'default',
} as const;

/** Ticks every second while a job runs, so its elapsed time moves between two polls. */
const useNow = (ticking: boolean) => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [ticking]);
  return ticking ? now : Date.now();
};

const JobRow = ({ job, now, onNavigate }: { job: Job; now: number; onNavigate: () => void }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const refreshJobs = useRefreshJobs();
  const [busy, setBusy] = useState(false);
  const number = (n: number) => n.toLocaleString(locale);
  const title = jobTitle(job, translate);
  const titleId = `job-${job.id}`;
  const path = subjectPath(job);

  const act = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      notify(failureMessageOf(error), { type: 'error' });
    } finally {
      setBusy(false);
      void refreshJobs();
    }
  };

  const download = () =>
    act(async () => saveFile(await dataProvider.getJobFile(job.id), job.fileName ?? 'export.csv'));

  return (
    <ListItem
      divider
      aria-labelledby={titleId}
      sx={{ display: 'block', px: 2, py: 1.5 }}
      data-testid="job"
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography
          id={titleId}
          variant="body2"
          sx={{ fontWeight: 600, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {title}
        </Typography>
        <Chip
          size="small"
          color={STATE_COLOURS[job.state]}
          variant={job.state === 'RUNNING' ? 'outlined' : 'filled'}
          label={translate(`app.jobs.states.${job.state}`)}
        />
        {job.state !== 'RUNNING' ? (
          <Tooltip title={translate('app.jobs.dismiss')}>
            <IconButton
              size="small"
              aria-label={translate('app.jobs.dismissNamed', { title })}
              disabled={busy}
              onClick={() => void act(() => dataProvider.dismissJob(job.id))}
              sx={{ mt: -0.5 }}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : null}
      </Stack>
      {job.state === 'RUNNING' ? (
        <LinearProgress
          variant="determinate"
          value={job.total > 0 ? (job.processed / job.total) * 100 : 0}
          aria-labelledby={titleId}
          sx={{ my: 1 }}
        />
      ) : null}
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', mt: job.state === 'RUNNING' ? 0 : 0.5 }}
      >
        <Typography variant="caption" color="text.secondary" sx={{ flex: 1, minWidth: 160 }}>
          {job.state === 'RUNNING'
            ? translate('app.jobs.progress', {
                processed: number(job.processed),
                total: number(job.total),
              })
            : job.state === 'DONE' && job.rowCount !== null
              ? translate('app.jobs.fileDone', {
                  rows: number(job.rowCount),
                  size: formatBytes(job.sizeBytes ?? 0, locale),
                })
              : job.state === 'DONE' && job.result
                ? translate('app.jobs.previewDone', {
                    available: number(job.result.available),
                    missing: number(job.result.missing),
                  })
                : null}
          {job.state === 'RUNNING' || job.state === 'DONE' ? ' · ' : ''}
          {elapsedText(job, now, translate)}
        </Typography>
        {job.state === 'RUNNING' ? (
          <Button
            size="small"
            disabled={busy}
            onClick={() => void act(() => dataProvider.cancelJob(job.id))}
            aria-label={translate('app.jobs.cancelNamed', { title })}
          >
            {translate('app.jobs.cancel')}
          </Button>
        ) : null}
        {job.state === 'DONE' && job.fileName ? (
          <Button
            size="small"
            variant="contained"
            disabled={busy}
            onClick={() => void download()}
            aria-label={translate('app.jobs.downloadNamed', { title })}
          >
            {translate('app.jobs.download')}
          </Button>
        ) : null}
        {job.state === 'DONE' && !job.fileName && path ? (
          <Button size="small" component={RouterLink} to={path} onClick={onNavigate}>
            {translate('app.jobs.open')}
          </Button>
        ) : null}
      </Stack>
      {job.state === 'FAILED' ? (
        <Typography variant="caption" color="error" component="p" sx={{ mt: 0.5 }}>
          {jobErrorText(job, translate)}
        </Typography>
      ) : null}
    </ListItem>
  );
};

/** The tray's content: the user's jobs, newest first, each with its progress and what can be done with it. */
export const JobsTray = ({
  jobs,
  loadFailed,
  onNavigate,
}: {
  jobs: readonly Job[] | undefined;
  loadFailed: boolean;
  onNavigate: () => void;
}) => {
  const translate = useTranslate();
  const now = useNow(Boolean(jobs?.some((job) => job.state === 'RUNNING')));
  return (
    <Box sx={{ width: 'min(420px, calc(100vw - 16px))', maxHeight: '70vh', overflowY: 'auto' }}>
      <Typography
        id="jobs-tray-title"
        variant="subtitle1"
        component="h2"
        sx={{ px: 2, pt: 1.5, pb: 1 }}
      >
        {translate('app.jobs.title')}
      </Typography>
      {loadFailed && !jobs ? (
        <Typography variant="body2" color="error" sx={{ px: 2, pb: 2 }}>
          {translate('app.jobs.loadFailed')}
        </Typography>
      ) : !jobs ? (
        <LinearProgress aria-label={translate('ra.page.loading')} sx={{ mx: 2, mb: 2 }} />
      ) : jobs.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 2 }}>
          {translate('app.jobs.empty')}
        </Typography>
      ) : (
        <List disablePadding aria-labelledby="jobs-tray-title">
          {jobs.map((job) => (
            <JobRow key={job.id} job={job} now={now} onNavigate={onNavigate} />
          ))}
        </List>
      )}
    </Box>
  );
};
