import type { jobs as en } from '../en/jobs';

/** Deutsche Texte der Auftragsliste: die Hintergrundaufträge des Benutzers. */
export const jobs: typeof en = {
  app: {
    jobs: {
      button: 'Hintergrundaufträge',
      buttonRunning:
        'Hintergrundaufträge: %{smart_count} läuft |||| Hintergrundaufträge: %{smart_count} laufen',
      title: 'Hintergrundaufträge',
      empty:
        'Keine Hintergrundaufträge. Große Exporte, Berichtsdownloads, vollständige Vorschauen und CSV-Probeläufe laufen hier; Sie können die Seite währenddessen verlassen.',
      loadFailed:
        'Ihre Aufträge konnten nicht geladen werden. Sie bleiben erhalten: Versuchen Sie es gleich noch einmal.',
      kinds: {
        DATASET_EXPORT: 'Export von „%{name}“',
        DATASET_FULL_PREVIEW: 'Vollständige Vorschau von „%{name}“',
        EXPERIMENT_CSV_SEARCH: 'Experimente als CSV (%{name})',
        REPORT_DOWNLOAD: 'Download des Berichts „%{name}“',
        FRAUD_CSV_DRY_RUN: 'Probelauf von „%{name}“',
      },
      states: {
        RUNNING: 'Läuft',
        DONE: 'Fertig',
        FAILED: 'Fehlgeschlagen',
        CANCELLED: 'Abgebrochen',
      },
      progress: '%{processed} von %{total}',
      fileDone: '%{rows} Zeilen, %{size}',
      previewDone: '%{available} vorhanden, %{missing} seither gelöscht',
      elapsed: {
        seconds: '%{s} s',
        minutes: '%{m} min %{s} s',
        hours: '%{h} h %{m} min',
      },
      cancel: 'Abbrechen',
      cancelNamed: 'Abbrechen: %{title}',
      download: 'Herunterladen',
      downloadNamed: 'Herunterladen: %{title}',
      open: 'Öffnen',
      dismiss: 'Aus der Liste entfernen',
      dismissNamed: 'Aus der Liste entfernen: %{title}',
      errors: {
        NOT_FOUND: '„%{name}“ wurde gelöscht, während der Auftrag lief.',
        DATASET_MAINTENANCE:
          'Das System wird derzeit gewartet: „%{name}“ wird neu aufgebaut. Starten Sie den Auftrag erneut, sobald er bereit ist.',
        JOB_INTERRUPTED:
          'Die Plattform wurde neu gestartet und konnte diesen Auftrag nicht fortsetzen. Starten Sie ihn erneut.',
        JOB_FAILED:
          'Der Auftrag ist fehlgeschlagen. Starten Sie ihn erneut; schlägt er wieder fehl, wenden Sie sich an Ihren Administrator.',
      },
      ended: {
        DONE: '%{title} ist fertig.',
        FAILED: '%{title} ist fehlgeschlagen. %{error}',
      },
    },
  },
};
