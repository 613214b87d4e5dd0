import type { dashboard as en } from '../en/dashboard';

/** Deutsche Texte des KYC-Dashboards. */
export const dashboard = {
  app: {
    dashboard: {
      kyc: {
        title: 'KYC-Überblick',
        window: 'Letzte %{days} Tage, UTC',
        updated: 'Stand %{time} UTC',
        period: 'Zeitraum',
        periodDays: '%{days} Tage',
        refresh: 'Aktualisieren',
        retry: 'Erneut versuchen',
        loading: 'KYC-Kennzahlen werden geladen…',
        error: 'Die KYC-Kennzahlen konnten nicht geladen werden.',
        empty:
          'In diesem Zeitraum gibt es keine Verifizierungen. Wählen Sie einen längeren Zeitraum; Kennzahlen und Diagramme erscheinen mit der nächsten Verifizierung.',
        openReviewQueue: 'Prüfwarteschlange öffnen',
        kpi: {
          verifications: 'Verifizierungen',
          verificationsHint: 'Letzte %{days} Tage',
          approvalRate: 'Genehmigungsquote',
          approvalRateHint: '%{approved} von %{decided} entschieden',
          approvalRateNone: 'Keine Entscheidungen im Zeitraum',
          reviewQueue: 'Offene Prüfungen',
          reviewQueueHint: 'Jetzt offen, jedes Datum',
          slaAtRisk: 'SLA gefährdet',
          slaAtRiskHint: 'Fällig in %{hours} Std.',
          slaBreached: 'SLA überschritten',
          slaBreachedHint: '%{hours}-Std.-SLA überschritten',
          averageRisk: 'Ø Risikowert',
          averageRiskHint: 'Letzte %{days} Tage, 0–%{max}',
          noValue: 'k. A.',
          openList: 'Gefilterte Verifizierungsliste öffnen',
        },
        charts: {
          showTable: 'Als Tabelle anzeigen',
          showChart: 'Als Diagramm anzeigen',
          activity: {
            title: 'Verifizierungen pro Tag',
            summary:
              'Balkendiagramm von %{total} Verifizierungen der letzten %{days} Tage, gestapelt nach Ergebnis; stärkster Tag %{busiest} mit %{busiestCount}.',
            date: 'Tag (UTC)',
            total: 'Gesamt',
            approved: 'Genehmigt',
            rejected: 'Abgelehnt',
            reviewPending: 'Prüfung ausstehend',
            other: 'In Bearbeitung oder abgelaufen',
          },
          status: {
            title: 'Verifizierungen nach Status',
            summary: 'Ringdiagramm von %{total} Verifizierungen nach Status: %{parts}.',
            status: 'Status',
            count: 'Anzahl',
            share: 'Anteil',
          },
          risk: {
            title: 'Verteilung der Risikowerte',
            summary: 'Balkendiagramm von %{total} Verifizierungen nach Risikowert: %{parts}.',
            bucket: 'Risikowert',
            count: 'Anzahl',
          },
        },
      },
    },
  },
} satisfies typeof en;
