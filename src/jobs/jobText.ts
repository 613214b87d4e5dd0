import type { Job } from '../contract/schemas/jobs';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** "Export of “Rejected verifications”": what the job does, to what, as the user named it. */
export const jobTitle = (job: Job, translate: Translate): string =>
  translate(`app.jobs.kinds.${job.kind}`, { name: job.subject.name });

/** How long the job has run (or ran): "8 s", "3 min 05 s", "1 h 02 min". */
export const elapsedText = (job: Job, now: number, translate: Translate): string => {
  const end = job.finishedAt ? Date.parse(job.finishedAt) : now;
  const seconds = Math.max(0, Math.round((end - Date.parse(job.createdAt)) / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  if (seconds < 60) return translate('app.jobs.elapsed.seconds', { s: seconds });
  if (seconds < 3600)
    return translate('app.jobs.elapsed.minutes', {
      m: Math.floor(seconds / 60),
      s: pad(seconds % 60),
    });
  return translate('app.jobs.elapsed.hours', {
    h: Math.floor(seconds / 3600),
    m: pad(Math.floor((seconds % 3600) / 60)),
  });
};

/** Where the job's subject is shown in the portal (a report and a fraud file: their list). */
export const subjectPath = (job: Job): string | null => {
  switch (job.subject.type) {
    case 'Dataset':
      return `/datasets/${encodeURIComponent(job.subject.id)}/show`;
    case 'Report':
      return '/reports';
    case 'FraudCsv':
      return '/fraud-entries';
    default:
      return null;
  }
};

/** Why the job failed, in the user's language (the platform's words where the code is new to the portal). */
export const jobErrorText = (job: Job, translate: Translate): string =>
  translate(`app.jobs.errors.${job.errorCode ?? 'JOB_FAILED'}`, {
    name: job.subject.name,
    _: job.error ?? translate('app.jobs.errors.JOB_FAILED'),
  });
