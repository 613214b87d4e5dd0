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
        sizeBytes: 'Größe',
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
      criteriaAll: 'Alle Verifizierungen des Mandanten',
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
        matches: '%{count} Verifizierung passt |||| %{count} Verifizierungen passen',
        none: 'Keine Verifizierung passt zu diesem Filter.',
        submit: 'Datensatz erstellen',
        created:
          'Datensatz „%{name}“ aus %{count} Verifizierung erstellt. |||| Datensatz „%{name}“ aus %{count} Verifizierungen erstellt.',
        nameTaken: 'Ein anderer Datensatz hat bereits diesen Namen.',
      },
      fromFile: {
        open: 'Neu aus einer Datei',
        title: 'Neuer Datensatz aus einer Datei mit Public IDs',
        hint: 'Eine CSV-Datei mit einer Spalte publicId (andere Spalten werden ignoriert) oder eine einfache Liste von Public IDs, eine pro Zeile; höchstens %{max} Zeilen. Die Datei wird geprüft, sobald Sie sie wählen, und als Eingabedatei beim Datensatz aufbewahrt.',
        choose: 'Datei wählen',
        chooseAnother: 'Andere Datei wählen',
        checking: 'Datei wird geprüft…',
        notCsv: 'Wählen Sie eine CSV- oder Textdatei (.csv oder .txt).',
        tooLarge: 'Die Datei ist zu groß: Eine Datensatzdatei enthält höchstens %{max} Public IDs.',
        summary:
          '%{rows} Zeile gelesen: %{valid} verwendbar, %{errors} mit einem Problem. |||| %{rows} Zeilen gelesen: %{valid} verwendbar, %{errors} mit einem Problem.',
        errorsTable: 'Zeilen, die nicht verwendet werden können',
        line: 'Zeile',
        value: 'Wert',
        problem: 'Problem',
        errors: {
          MISSING_PUBLIC_ID: 'Keine Public ID in dieser Zeile.',
          DUPLICATE: 'Dieselbe Public ID wie in Zeile %{line}.',
          NOT_FOUND: 'Keine Verifizierung dieses Mandanten hat diese Public ID.',
        },
        moreErrors:
          'Und %{count} weitere Zeile mit einem Problem. |||| Und %{count} weitere Zeilen mit einem Problem.',
        skipInvalid:
          'Den Datensatz aus der %{valid} verwendbaren Zeile erstellen und die anderen auslassen |||| Den Datensatz aus den %{valid} verwendbaren Zeilen erstellen und die anderen auslassen',
      },
      work: {
        title: 'Ihre Exporte und vollständigen Vorschauen',
        export: 'Exportieren',
        fullPreview: 'Vollständige Vorschau',
        inputFile: 'Eingabedatei',
        exported: '%{count} Verifizierung exportiert. |||| %{count} Verifizierungen exportiert.',
        exportStarted:
          'Der Export läuft im Hintergrund. Verfolgen Sie ihn unter „Hintergrundaufträge“ in der Kopfleiste; Sie können diese Seite verlassen.',
        previewStarted:
          'Die vollständige Vorschau läuft im Hintergrund. Ihr Ergebnis erscheint auf dieser Seite, sobald sie fertig ist.',
        lastExport: 'Ihr letzter Export',
        noExport: 'Sie haben diesen Datensatz noch nicht exportiert.',
        exportDone: 'Fertig %{at}: %{rows} Zeilen, %{size}.',
        exportEnded: {
          FAILED: 'Der Export vom %{at} ist fehlgeschlagen. Exportieren Sie erneut.',
          CANCELLED: 'Sie haben den Export vom %{at} abgebrochen.',
        },
        lastFullPreview: 'Ihre letzte vollständige Vorschau',
        noFullPreview:
          'Noch keine vollständige Vorschau. Sie liest jede Verifizierung des Datensatzes erneut und zählt, was heute noch vorhanden ist.',
        fullPreviewDone:
          '%{at}: %{available} Verifizierungen sind vorhanden, %{missing} wurden seither gelöscht und %{wipedOut} bereinigt.',
        fullPreviewEnded: {
          FAILED: 'Die vollständige Vorschau vom %{at} ist fehlgeschlagen. Starten Sie sie erneut.',
          CANCELLED: 'Sie haben die vollständige Vorschau vom %{at} abgebrochen.',
        },
        whenMade: 'Bei Erstellung',
        now: 'Heute',
        loadFailed:
          'Dies konnte nicht geladen werden. Laden Sie die Seite neu, um es erneut zu versuchen.',
      },
      maintenance: {
        notice:
          'Das System wird derzeit gewartet. „%{name}“ wird neu aufgebaut: Bis er bereit ist, kann er weder exportiert, vorab angesehen, bearbeitet noch archiviert werden.',
        refused:
          'Das System wird derzeit gewartet. „%{name}“ wird neu aufgebaut; versuchen Sie es erneut, sobald er bereit ist.',
      },
      preview: {
        building:
          'Der Datensatz wird aufgebaut: Seine Verifizierungen werden im Hintergrund gezählt. Zählungen und Größe erscheinen hier, sobald er bereit ist.',
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
