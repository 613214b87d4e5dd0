import { useEffect, useRef, useState } from 'react';
import { Badge, IconButton, Popover, Tooltip } from '@mui/material';
import WorkHistoryOutlinedIcon from '@mui/icons-material/WorkHistoryOutlined';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../dataProvider';
import { jobErrorText, jobTitle } from './jobText';
import { JobsTray } from './JobsTray';
import { useJobs, useRefreshJobs } from './useJobs';

/**
 * Tells the user once when one of their jobs has ended, on whichever device they are: the platform records the
 * acknowledgement, so a reload or a new sign-in does not tell it again. A job the user cancelled is acknowledged
 * without a word.
 */
const useJobEndings = (jobs: ReturnType<typeof useJobs>['data']) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const refreshJobs = useRefreshJobs();
  const told = useRef(new Set<string>());
  useEffect(() => {
    for (const job of jobs ?? []) {
      if (job.state === 'RUNNING' || job.acknowledgedAt !== null || told.current.has(job.id))
        continue;
      told.current.add(job.id);
      if (job.state !== 'CANCELLED')
        notify(`app.jobs.ended.${job.state}`, {
          type: job.state === 'DONE' ? 'success' : 'error',
          autoHideDuration: 8000,
          messageArgs: {
            title: jobTitle(job, translate),
            error: job.state === 'FAILED' ? jobErrorText(job, translate) : '',
          },
        });
      dataProvider.acknowledgeJob(job.id).then(
        () => void refreshJobs(),
        // Not recorded (the platform is away): the next poll finds it again and tells it then.
        () => told.current.delete(job.id),
      );
    }
  }, [jobs, notify, translate, dataProvider, refreshJobs]);
};

/** The app bar's jobs button: how many jobs run, and the tray of the user's jobs. */
export const JobsButton = () => {
  const translate = useTranslate();
  const query = useJobs();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  useJobEndings(query.data);
  const running = query.data?.filter((job) => job.state === 'RUNNING').length ?? 0;
  const label = running
    ? translate('app.jobs.buttonRunning', { smart_count: running })
    : translate('app.jobs.button');
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          {/* No badge text while nothing runs: the button's name must hold every text it shows (WCAG 2.5.3). */}
          <Badge badgeContent={running || undefined} color="secondary" max={99}>
            <WorkHistoryOutlinedIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        disableScrollLock
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': 'jobs-tray-title' } }}
      >
        <JobsTray jobs={query.data} loadFailed={query.isError} onNavigate={() => setAnchor(null)} />
      </Popover>
    </>
  );
};
