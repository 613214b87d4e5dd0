/** English messages of the dead-letter queue: the platform's background deliveries that failed. */
export const deadLetterJobs = {
  resources: {
    'dead-letter-jobs': {
      name: 'Dead-letter job |||| Dead-letter queue',
      fields: {
        id: 'Job',
        status: 'Status',
        jobType: 'Type',
        target: 'Target',
        merchantId: 'Merchant',
        tenantId: 'Tenants',
        tenantName: 'Tenant',
        merchantName: 'Merchant',
        attempts: 'Attempts',
        firstFailedAt: 'First failure (UTC)',
        lastFailedAt: 'Last failure (UTC)',
        nextRetryAt: 'Next retry (UTC)',
        errorSummary: 'Error',
        errorSignature: 'Error signature',
        payload: 'Payload',
        attemptHistory: 'Attempts',
        retriedBy: 'Retried by',
      },
      choices: {
        status: { FAILED: 'Failed', PENDING: 'Pending', DONE: 'Done' },
        jobType: {
          MERCHANT_CALLBACK: 'Merchant callback',
          EMAIL: 'E-mail',
          REPORT_GENERATION: 'Report generation',
          DATASET_EXPORT: 'Dataset export',
          SCREENING_REFRESH: 'Screening refresh',
        },
      },
      sections: { job: 'Job', failure: 'Failure', delivery: 'Delivery' },
      actions: {
        retry: {
          label: 'Retry',
          confirmTitle: 'Retry this job?',
          confirm:
            'The platform tries the delivery once more. A callback goes to the merchant’s callback URL as it is now.',
          confirmButton: 'Retry 1 job',
          done: 'The job waits for its retry.',
        },
        retrySelected: {
          label: 'Retry',
          confirmTitle: 'Retry %{name} selected jobs?',
          confirm:
            'Each job is tried once more. A job that is pending or done refuses the whole selection.',
          confirmButton: 'Retry %{name} jobs',
          done: 'The selected jobs wait for their retry.',
        },
      },
      attempts: {
        number: '#',
        at: 'When (UTC)',
        duration: 'Duration',
        outcome: 'Answer or exception',
        by: 'By',
        ms: '%{ms} ms',
        delivered: 'Delivered (%{code})',
        platform: 'Platform',
      },
      stacktrace: {
        title: 'Stack trace of the last failure',
        copy: 'Copy',
        copied: 'Stack trace copied',
        copyFailed: 'The browser did not allow copying; select the text instead.',
      },
      panel: {
        figures: 'Figures of the queue',
        failed24h: 'Failed in the last 24 h',
        oldest: 'Oldest failure still open',
        openOldest: 'Open it',
        failed: 'Failed',
        pending: 'Waiting for retry',
        done: 'Recovered',
        groups:
          'Error groups of the %{smart_count} matching job |||| Error groups of the %{smart_count} matching jobs',
        noGroups: 'No job matches the filter.',
        error: 'Error (normalised)',
        at: 'at %{frame}',
        jobs: 'Jobs',
        showJobs: 'Show jobs',
        retryGroup: 'Retry group',
        retryGroupLabel:
          'Retry group (%{smart_count} job: %{message}) |||| Retry group (%{smart_count} jobs: %{message})',
        retryAll: 'Retry all %{smart_count} failed job |||| Retry all %{smart_count} failed jobs',
        otherJobs:
          'and %{smart_count} job in smaller groups |||| and %{smart_count} jobs in smaller groups',
        confirmTitle: 'Retry %{smart_count} job? |||| Retry %{smart_count} jobs?',
        confirmGroup:
          'Every failed job of this error group is tried once more; the figures follow their progress.',
        confirmFilter:
          'Every failed job the current filter matches is tried once more; the figures follow their progress.',
        confirmButton: 'Retry %{smart_count} job |||| Retry %{smart_count} jobs',
        retried:
          '%{smart_count} job waits for its retry. |||| %{smart_count} jobs wait for their retry.',
      },
      empty: 'The dead-letter queue is empty.',
      emptyHint:
        'Deliveries that fail all their attempts (callbacks, e-mails, reports, exports, list refreshes) appear here.',
      exportFile: 'dead-letter-jobs.csv',
    },
  },
};
