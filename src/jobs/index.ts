export { JobsButton } from './JobsButton';
export { JOBS_QUERY_KEY, useJobs, useRefreshJobs } from './useJobs';
