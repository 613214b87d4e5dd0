/** English messages of the KYC dashboard (figures and charts of the session tenant). */
export const dashboard = {
  app: {
    dashboard: {
      kyc: {
        title: 'KYC overview',
        window: 'Last %{days} days, UTC',
        updated: 'Updated %{time} UTC',
        period: 'Period',
        periodDays: '%{days} days',
        refresh: 'Refresh',
        retry: 'Try again',
        loading: 'Loading the KYC figures…',
        error: 'The KYC figures could not be loaded.',
        empty:
          'No verifications in this period. Choose a longer period; figures and charts appear with the next verification.',
        openReviewQueue: 'Open review queue',
        kpi: {
          verifications: 'Verifications',
          verificationsHint: 'Last %{days} days',
          approvalRate: 'Approval rate',
          approvalRateHint: '%{approved} of %{decided} decided',
          approvalRateNone: 'No decisions in the window',
          reviewQueue: 'Open reviews',
          reviewQueueHint: 'Awaiting a decision now, any date',
          slaAtRisk: 'SLA at risk',
          slaAtRiskHint: 'Due within %{hours} h',
          slaBreached: 'SLA breached',
          slaBreachedHint: 'Past the %{hours} h SLA',
          averageRisk: 'Average risk score',
          averageRiskHint: 'Last %{days} days, 0–%{max}',
          noValue: 'n/a',
          openList: 'Open the filtered verifications list',
        },
        charts: {
          showTable: 'Show as table',
          showChart: 'Show as chart',
          activity: {
            title: 'Verifications per day',
            summary:
              'Bar chart of %{total} verifications over the last %{days} days, stacked by outcome; busiest day %{busiest} with %{busiestCount}.',
            date: 'Day (UTC)',
            total: 'Total',
            approved: 'Approved',
            rejected: 'Rejected',
            reviewPending: 'Review pending',
            other: 'In progress or expired',
          },
          status: {
            title: 'Verifications by status',
            summary: 'Donut chart of %{total} verifications by status: %{parts}.',
            status: 'Status',
            count: 'Count',
            share: 'Share',
          },
          risk: {
            title: 'Risk score distribution',
            summary: 'Bar chart of %{total} verifications by risk score: %{parts}.',
            bucket: 'Risk score',
            count: 'Count',
          },
        },
      },
    },
  },
};
