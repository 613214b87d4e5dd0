import type { deadLetterJobs as english } from '../en/deadLetterJobs';

/** Deutsche Texte der Dead-Letter-Warteschlange: fehlgeschlagene Hintergrundauslieferungen der Plattform. */
export const deadLetterJobs = {
  resources: {
    'dead-letter-jobs': {
      name: 'Dead-Letter-Auftrag |||| Dead-Letter-Warteschlange',
      fields: {
        id: 'Auftrag',
        status: 'Status',
        jobType: 'Art',
        target: 'Ziel',
        merchantId: 'Händler',
        tenantId: 'Mandanten',
        tenantName: 'Mandant',
        merchantName: 'Händler',
        attempts: 'Versuche',
        firstFailedAt: 'Erster Fehler (UTC)',
        lastFailedAt: 'Letzter Fehler (UTC)',
        nextRetryAt: 'Nächste Wiederholung (UTC)',
        errorSummary: 'Fehler',
        errorSignature: 'Fehlersignatur',
        payload: 'Nutzdaten',
        attemptHistory: 'Versuche',
        retriedBy: 'Wiederholt von',
      },
      choices: {
        status: { FAILED: 'Fehlgeschlagen', PENDING: 'Ausstehend', DONE: 'Erledigt' },
        jobType: {
          MERCHANT_CALLBACK: 'Händler-Callback',
          EMAIL: 'E-Mail',
          REPORT_GENERATION: 'Berichtserstellung',
          DATASET_EXPORT: 'Datensatz-Export',
          SCREENING_REFRESH: 'Screening-Aktualisierung',
        },
      },
      sections: { job: 'Auftrag', failure: 'Fehler', delivery: 'Auslieferung' },
      actions: {
        retry: {
          label: 'Wiederholen',
          confirmTitle: 'Diesen Auftrag wiederholen?',
          confirm:
            'Die Plattform versucht die Auslieferung noch einmal. Ein Callback geht an die aktuelle Callback-URL des Händlers.',
          confirmButton: '1 Auftrag wiederholen',
          done: 'Der Auftrag wartet auf seine Wiederholung.',
        },
        retrySelected: {
          label: 'Wiederholen',
          confirmTitle: '%{name} ausgewählte Aufträge wiederholen?',
          confirm:
            'Jeder Auftrag wird noch einmal versucht. Ein ausstehender oder erledigter Auftrag lässt die ganze Auswahl scheitern.',
          confirmButton: '%{name} Aufträge wiederholen',
          done: 'Die ausgewählten Aufträge warten auf ihre Wiederholung.',
        },
      },
      attempts: {
        number: 'Nr.',
        at: 'Wann (UTC)',
        duration: 'Dauer',
        outcome: 'Antwort oder Ausnahme',
        by: 'Von',
        ms: '%{ms} ms',
        delivered: 'Ausgeliefert (%{code})',
        platform: 'Plattform',
      },
      stacktrace: {
        title: 'Stacktrace des letzten Fehlers',
        copy: 'Kopieren',
        copied: 'Stacktrace kopiert',
        copyFailed: 'Der Browser erlaubt das Kopieren nicht; markieren Sie den Text.',
      },
      panel: {
        figures: 'Kennzahlen der Warteschlange',
        failed24h: 'Fehlgeschlagen in den letzten 24 h',
        oldest: 'Ältester offener Fehler',
        openOldest: 'Öffnen',
        failed: 'Fehlgeschlagen',
        pending: 'Warten auf Wiederholung',
        done: 'Wiederhergestellt',
        groups:
          'Fehlergruppen des %{smart_count} passenden Auftrags |||| Fehlergruppen der %{smart_count} passenden Aufträge',
        noGroups: 'Kein Auftrag passt zum Filter.',
        error: 'Fehler (normalisiert)',
        at: 'bei %{frame}',
        jobs: 'Aufträge',
        showJobs: 'Aufträge zeigen',
        retryGroup: 'Gruppe wiederholen',
        retryGroupLabel:
          'Gruppe wiederholen (%{smart_count} Auftrag: %{message}) |||| Gruppe wiederholen (%{smart_count} Aufträge: %{message})',
        retryAll:
          'Den %{smart_count} fehlgeschlagenen Auftrag wiederholen |||| Alle %{smart_count} fehlgeschlagenen Aufträge wiederholen',
        otherJobs:
          'und %{smart_count} Auftrag in kleineren Gruppen |||| und %{smart_count} Aufträge in kleineren Gruppen',
        confirmTitle:
          '%{smart_count} Auftrag wiederholen? |||| %{smart_count} Aufträge wiederholen?',
        confirmGroup:
          'Jeder fehlgeschlagene Auftrag dieser Fehlergruppe wird noch einmal versucht; die Kennzahlen zeigen den Fortschritt.',
        confirmFilter:
          'Jeder fehlgeschlagene Auftrag, der zum aktuellen Filter passt, wird noch einmal versucht; die Kennzahlen zeigen den Fortschritt.',
        confirmButton:
          '%{smart_count} Auftrag wiederholen |||| %{smart_count} Aufträge wiederholen',
        retried:
          '%{smart_count} Auftrag wartet auf seine Wiederholung. |||| %{smart_count} Aufträge warten auf ihre Wiederholung.',
      },
      empty: 'Die Dead-Letter-Warteschlange ist leer.',
      emptyHint:
        'Auslieferungen, deren Versuche alle fehlschlagen (Callbacks, E-Mails, Berichte, Exporte, Listenaktualisierungen), erscheinen hier.',
      exportFile: 'dead-letter-auftraege.csv',
    },
  },
} satisfies typeof english;
