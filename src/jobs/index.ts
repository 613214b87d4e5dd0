export { JobsButton } from './JobsButton';
export { JOBS_QUERY_KEY, useJobs, useRefreshJobs } from './useJobs';
export { followJob } from './followJob';
export { jobErrorText } from './jobText';
