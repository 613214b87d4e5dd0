import type { datasets as english } from '../en/datasets';

/** Deutsche Texte der Datensätze: eingefrorene Mengen von Verifizierungen, auf denen Experimente laufen. */
export const datasets = {
  resources: {
    datasets: {
      name: 'Datensatz |||| Datensätze',
      fields: {
        name: 'Name',
        description: 'Beschreibung',
        source: 'Erstellt aus',
        criteria: 'Kriterien',
        status: 'Status',
        itemCount: 'Verifizierungen',
        sizeBytes: 'Größe (Bytes)',
        createdAt: 'Erstellt',
        createdBy: 'Erstellt von',
        updatedAt: 'Zuletzt geändert',
        updatedBy: 'Zuletzt geändert von',
        version: 'Version',
        id: 'ID',
        createdFrom: 'Erstellt ab',
        createdTo: 'Erstellt bis',
      },
      choices: {
        source: { FILTER: 'Ein Filter der Verifizierungen', FILE: 'Eine hochgeladene Datei' },
        status: {
          BUILDING: 'Wird erstellt',
          READY: 'Bereit',
          ARCHIVED: 'Archiviert',
          MAINTENANCE: 'Wird neu aufgebaut',
        },
      },
      sections: { dataset: 'Datensatz', origin: 'Herkunft und Inhalt' },
      errors: {},
      actions: {
        archive: {
          label: 'Archivieren',
          confirmTitle: '„%{name}“ archivieren?',
          confirm:
            'Der Datensatz bleibt mit seinen Verifizierungen erhalten, kann aber bis zur Wiederherstellung für kein neues Experiment verwendet werden.',
          confirmButton: 'Archivieren',
          done: 'Der Datensatz ist archiviert.',
        },
        unarchive: {
          label: 'Wiederherstellen',
          confirmTitle: '„%{name}“ wiederherstellen?',
          confirm: 'Der Datensatz ist wieder für neue Experimente bereit.',
          confirmButton: 'Wiederherstellen',
          done: 'Der Datensatz ist wieder bereit.',
        },
      },
      create: {
        open: 'Neu aus einem Filter',
        title: 'Neuer Datensatz aus einem Filter der Verifizierungen',
        hint: 'Jede Verifizierung, die der Filter jetzt enthält, kommt in der Reihenfolge der Verifizierungsliste in den Datensatz. Der Datensatz ändert sich danach nicht mehr.',
        name: 'Name',
        description: 'Beschreibung',
        filters: 'Welche Verifizierungen',
        count: 'Verifizierungen zählen',
        countFirst:
          'Zählen Sie die Verifizierungen des Filters, bevor Sie den Datensatz erstellen.',
        matches: '%{smart_count} Verifizierung passt |||| %{smart_count} Verifizierungen passen',
        none: 'Keine Verifizierung passt zu diesem Filter.',
        submit: 'Datensatz erstellen',
        created:
          'Datensatz „%{name}“ aus %{smart_count} Verifizierung erstellt. |||| Datensatz „%{name}“ aus %{smart_count} Verifizierungen erstellt.',
        nameTaken: 'Ein anderer Datensatz hat bereits diesen Namen.',
      },
      preview: {
        title: 'Inhalt',
        loadFailed: 'Der Inhalt des Datensatzes konnte nicht geladen werden.',
        byStatus: 'Nach Status',
        byCountry: 'Nach Land',
        byDocumentType: 'Nach Dokumenttyp',
        first: 'Die ersten %{count} von %{total} Verifizierungen',
      },
      empty: 'Noch keine Datensätze.',
      emptyHint:
        'Ein Datensatz entsteht aus einem Filter der Verifizierungen oder aus einer Datei mit Public IDs.',
      exportFile: 'datensaetze.csv',
    },
  },
} satisfies typeof english;
