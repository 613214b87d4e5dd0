import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { CircularProgress, Step, StepContent, StepLabel, Stepper, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../components';
import type { ExecutionStatus, TimelineEntry } from '../../contract/schemas/workflows';

const ICONS: Readonly<Record<TimelineEntry['status'], ReactElement>> = {
  STARTED: <PlayCircleIcon color="primary" />,
  STEP_COMPLETED: <CheckCircleIcon color="success" />,
  STEP_FAILED: <ErrorIcon color="error" />,
  COMPLETED: <TaskAltIcon color="success" />,
  FAILED: <ErrorIcon color="error" />,
  CANCELLED: <CancelIcon color="disabled" />,
  RUNNING: <CircularProgress size={20} />,
};

/**
 * An execution's history as a vertical timeline: one entry per status change or step, oldest first, with the
 * UTC time and the platform's message (translated by its code; the platform's English text for a code the portal
 * does not know). A running execution ends with a "waiting" entry.
 */
export const ExecutionTimeline = ({
  timeline,
  status,
}: {
  timeline: readonly TimelineEntry[];
  status: ExecutionStatus;
}) => {
  const translate = useTranslate();
  if (!timeline.length)
    return (
      <Typography color="text.secondary">
        {translate('resources.workflow-executions.timeline.empty')}
      </Typography>
    );
  return (
    <Stepper
      orientation="vertical"
      activeStep={-1}
      aria-label={translate('resources.workflow-executions.timeline.title')}
    >
      {timeline.map((entry, index) => (
        <Step key={`${entry.at}-${index}`} completed expanded>
          <StepLabel
            icon={ICONS[entry.status]}
            error={entry.status === 'STEP_FAILED' || entry.status === 'FAILED'}
            optional={
              <Typography variant="caption" color="text.secondary">
                {`${formatDateTime(entry.at)} UTC`}
              </Typography>
            }
          >
            {translate(`resources.workflow-executions.timeline.${entry.status}`, {
              step: entry.stepName ?? entry.step ?? '',
            })}
          </StepLabel>
          <StepContent>
            <Typography variant="body2" color="text.secondary">
              {entry.code
                ? translate(`resources.workflow-executions.timeline.messages.${entry.code}`, {
                    step: entry.stepName ?? entry.step ?? '',
                    _: entry.message,
                  })
                : entry.message}
            </Typography>
          </StepContent>
        </Step>
      ))}
      {status === 'RUNNING' && (
        <Step key="waiting" expanded>
          <StepLabel icon={ICONS.RUNNING}>
            {translate('resources.workflow-executions.timeline.waiting')}
          </StepLabel>
        </Step>
      )}
    </Stepper>
  );
};
