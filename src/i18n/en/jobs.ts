/** English messages of the job tray: the user's background jobs. */
export const jobs = {
  app: {
    jobs: {
      button: 'Background jobs',
      buttonRunning:
        'Background jobs: %{smart_count} running |||| Background jobs: %{smart_count} running',
      title: 'Background jobs',
      empty:
        'No background jobs. Large exports, report downloads, full previews and CSV dry runs you start run here, and you can leave the page meanwhile.',
      loadFailed: 'Your jobs could not be loaded. They are kept: try again in a moment.',
      kinds: {
        DATASET_EXPORT: 'Export of “%{name}”',
        DATASET_FULL_PREVIEW: 'Full preview of “%{name}”',
        EXPERIMENT_CSV_SEARCH: 'Experiments as CSV (%{name})',
        REPORT_DOWNLOAD: 'Download of report “%{name}”',
        FRAUD_CSV_DRY_RUN: 'Dry run of “%{name}”',
      },
      states: {
        RUNNING: 'Running',
        DONE: 'Done',
        FAILED: 'Failed',
        CANCELLED: 'Cancelled',
      },
      progress: '%{processed} of %{total}',
      fileDone: '%{rows} rows, %{size}',
      previewDone: '%{available} there, %{missing} deleted since',
      elapsed: {
        seconds: '%{s} s',
        minutes: '%{m} min %{s} s',
        hours: '%{h} h %{m} min',
      },
      cancel: 'Cancel',
      cancelNamed: 'Cancel: %{title}',
      download: 'Download',
      downloadNamed: 'Download: %{title}',
      open: 'Open',
      dismiss: 'Remove from the list',
      dismissNamed: 'Remove from the list: %{title}',
      errors: {
        NOT_FOUND: '“%{name}” was deleted while the job ran.',
        DATASET_MAINTENANCE:
          'The system is currently undergoing maintenance: “%{name}” is being rebuilt. Start the job again when it is ready.',
        JOB_INTERRUPTED:
          'The platform restarted and could not go on with this job. Start it again.',
        JOB_FAILED: 'The job failed. Start it again; if it fails again, tell your administrator.',
      },
      ended: {
        DONE: '%{title} is done.',
        FAILED: '%{title} failed. %{error}',
      },
    },
  },
};
