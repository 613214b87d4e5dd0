import type { Job } from '../contract/schemas/jobs';

/** How often a screen that waits for one job asks for it. */
export const FOLLOW_JOB_POLL_MS = 500;

const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', stop, { once: true });
  });

/**
 * Follows a job until it ends (DONE, FAILED or CANCELLED), telling `onProgress` how far it got after each poll;
 * answers the ended job. Stops (rejects) when `signal` aborts: the job itself goes on, in the tray.
 */
export const followJob = async (
  job: Job,
  getJob: (id: string, signal?: AbortSignal) => Promise<Job>,
  onProgress: (job: Job) => void,
  signal?: AbortSignal,
): Promise<Job> => {
  let current = job;
  while (current.state === 'RUNNING') {
    onProgress(current);
    await pause(FOLLOW_JOB_POLL_MS, signal);
    current = await getJob(current.id, signal);
  }
  return current;
};
