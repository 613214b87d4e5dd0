import type { fraud as english } from '../en/fraud';

/** Deutsche Texte der Betrugsdatenbank: Einträge, ihre unscharfen Treffer und die Dublettenprüfung. */
const subjectFields = {
  kind: 'Art',
  label: 'Subjekt',
  fullName: 'Vollständiger Name',
  dateOfBirth: 'Geburtsdatum',
  nationality: 'Staatsangehörigkeit',
  documentType: 'Dokumentart',
  documentNumber: 'Dokumentnummer',
  issuingCountry: 'Ausstellungsland',
  email: 'E-Mail',
  phone: 'Telefon',
  deviceId: 'Geräte-ID',
  iban: 'IBAN',
};

const kinds = {
  PERSON: 'Person',
  DOCUMENT: 'Dokument',
  EMAIL: 'E-Mail',
  PHONE: 'Telefon',
  DEVICE: 'Gerät',
  IBAN: 'IBAN',
};

const features = {
  name: 'Name',
  dateOfBirth: 'Geburtsdatum',
  documentNumber: 'Dokumentnummer',
  country: 'Land',
  email: 'E-Mail',
  phone: 'Telefon',
  deviceId: 'Gerät',
  iban: 'IBAN',
};

const outcomes = {
  EXACT: 'Gleich',
  TOKEN_ORDER: 'Gleiche Wörter, andere Reihenfolge',
  FUZZY: 'Ähnliche Schreibweise',
  PHONETIC: 'Klingt gleich',
  TRANSPOSED: 'Tag und Monat vertauscht',
  YEAR_ONLY: 'Nur das Jahr gleich',
  MISMATCH: 'Verschieden',
};

const stamp = {
  createdAt: 'Erstellt',
  createdBy: 'Erstellt von',
  updatedAt: 'Zuletzt geändert',
  updatedBy: 'Zuletzt geändert von',
  version: 'Version',
  id: 'ID',
};

export const fraud = {
  resources: {
    'fraud-entries': {
      name: 'Betrugseintrag |||| Betrugsdatenbank',
      fields: {
        ...subjectFields,
        ...stamp,
        reason: 'Begründung',
        source: 'Quelle',
        verificationId: 'Ursprüngliche Verifizierung',
        status: 'Status',
        matchCount: 'Treffer',
        createdFrom: 'Erstellt ab',
        createdTo: 'Erstellt bis',
      },
      choices: {
        kind: kinds,
        status: { NEW: 'Neu', FRAUD: 'Betrug', APPROVED: 'Freigegeben' },
        source: {
          MANUAL: 'Von Hand erfasst',
          CSV: 'CSV-Import',
          VERIFICATION: 'Verifizierungsentscheid',
        },
        documentType: {
          PASSPORT: 'Reisepass',
          ID_CARD: 'Personalausweis',
          DRIVING_LICENSE: 'Führerschein',
          RESIDENCE_PERMIT: 'Aufenthaltstitel',
        },
      },
      sections: {
        entry: 'Eintrag',
        person: 'Person',
        document: 'Dokument',
        contact: 'Kontakt, Gerät und Konto',
      },
      help: {
        phone: 'Internationales Format mit Ländervorwahl, z. B. +41446681800.',
        iban: 'Leerzeichen sind erlaubt; die Prüfziffern werden geprüft.',
      },
      errors: {
        REQUIRED_FOR_KIND: 'Dieses Feld ist für diese Art von Eintrag erforderlich.',
        DOCUMENT_NUMBER_FORMAT: 'Diese Nummer ist für diese Dokumentart nicht gültig.',
        PHONE_FORMAT: 'Geben Sie die Nummer im internationalen Format ein, z. B. +41446681800.',
        IBAN_CHECKSUM: 'Diese IBAN ist nicht gültig: Prüfen Sie Land, Länge und Prüfziffern.',
        BIRTH_DATE_FUTURE: 'Das Geburtsdatum darf nicht in der Zukunft liegen.',
        duplicate: {
          fullName: 'Diese Person ist bereits in der Betrugsdatenbank.',
          documentNumber: 'Dieses Dokument ist bereits in der Betrugsdatenbank.',
          email: 'Diese E-Mail-Adresse ist bereits in der Betrugsdatenbank.',
          phone: 'Diese Telefonnummer ist bereits in der Betrugsdatenbank.',
          deviceId: 'Dieses Gerät ist bereits in der Betrugsdatenbank.',
          iban: 'Diese IBAN ist bereits in der Betrugsdatenbank.',
        },
      },
      actions: {
        markFraud: {
          label: 'Als Betrug markieren',
          confirmTitle: '„%{name}“ als Betrug markieren?',
          confirm:
            'Neue Verifizierungen, die diesem Eintrag entsprechen, werden als bekannter Betrug markiert.',
          confirmButton: 'Als Betrug markieren',
          done: 'Der Eintrag ist als Betrug markiert.',
        },
        approve: {
          label: 'Freigeben',
          confirmTitle: '„%{name}“ freigeben?',
          confirm: 'Das Subjekt ist als echt bekannt; Treffer werden als freigegeben angezeigt.',
          confirmButton: 'Freigeben',
          done: 'Der Eintrag ist freigegeben.',
        },
        reopen: {
          label: 'Wieder öffnen',
          confirmTitle: '„%{name}“ wieder öffnen?',
          confirm:
            'Die Entscheidung wird zurückgenommen und der Eintrag ist wieder neu. Das wird im Audit-Protokoll festgehalten.',
          confirmButton: 'Wieder öffnen',
          done: 'Der Eintrag ist wieder neu.',
        },
      },
      collisions: {
        title: 'Mögliche Dubletten',
        checking: 'Ähnliche Einträge werden gesucht …',
        none: 'Kein ähnlicher Eintrag in der Betrugsdatenbank.',
        intro:
          'Diese Einträge ähneln dem erfassten Subjekt. Öffnen Sie einen zum Vergleich, bevor Sie speichern.',
        same: 'Dasselbe Subjekt: Speichern würde abgelehnt',
        score: 'Wert %{score}',
        open: '%{name} öffnen',
        failed:
          'Die Dublettenprüfung ist gerade nicht verfügbar. Beim Speichern wird trotzdem auf Dubletten geprüft.',
      },
      duplicateOf: 'Bereits in der Betrugsdatenbank als „%{name}“.',
      csv: {
        open: 'Aus CSV aktualisieren',
        template: 'CSV-Vorlage',
        templateFile: 'betrugsdatenbank-vorlage.csv',
        title: 'Betrugsdatenbank aus einer CSV-Datei aktualisieren',
        intro:
          'Jede Zeile erstellt einen Eintrag oder aktualisiert einen: den Eintrag, den die Spalte id nennt, oder den Eintrag zum selben Subjekt. Bis zu %{max} Zeilen. Sie sehen, was jede Zeile bewirken würde, bevor sich etwas ändert.',
        choose: 'CSV-Datei wählen',
        notCsv: 'Wählen Sie eine CSV-Datei (.csv).',
        tooLarge: 'Die Datei ist größer als %{max} MB.',
        noRows: 'Die Datei enthält keine Datenzeilen.',
        missingColumns: 'Der Datei fehlen Pflichtspalten: %{columns}.',
        parsing:
          'Datei wird gelesen … %{smart_count} Zeile |||| Datei wird gelesen … %{smart_count} Zeilen',
        checking:
          '%{rows} Zeile wird mit der Betrugsdatenbank abgeglichen … |||| %{rows} Zeilen werden mit der Betrugsdatenbank abgeglichen …',
        checked: '%{processed} von %{total} Zeilen geprüft',
        inBackground: 'Im Hintergrund fortsetzen',
        stopCheck: 'Prüfung abbrechen',
        goesOn:
          'Die Prüfung läuft im Hintergrund weiter. Die Liste der Hintergrundaufträge meldet, wenn sie fertig ist, und bietet die Ergebnisse als CSV-Datei an; wählen Sie die Datei hier erneut, um sie anzuwenden.',
        checkEnded: 'Die Prüfung wurde nicht abgeschlossen: %{reason}',
        dryRunTitle: 'Probelauf für %{smart_count} Zeile |||| Probelauf für %{smart_count} Zeilen',
        truncated: 'Nur die ersten %{max} Zeilen wurden gelesen.',
        unknownColumns: 'Ignorierte Spalten: %{columns}.',
        atomic:
          'Beim Übernehmen werden alle gültigen Zeilen auf einmal geschrieben, oder keine, wenn etwas fehlschlägt. Abgelehnte Zeilen werden ausgelassen und ändern nichts.',
        counts: {
          create: '%{smart_count} zu erstellen |||| %{smart_count} zu erstellen',
          update: '%{smart_count} zu aktualisieren |||| %{smart_count} zu aktualisieren',
          reject: '%{smart_count} abgelehnt |||| %{smart_count} abgelehnt',
          collide: '%{smart_count} ähnlicher Eintrag |||| %{smart_count} ähnliche Einträge',
        },
        findings: 'Zu prüfende Zeilen',
        row: 'Zeile',
        subject: 'Subjekt',
        outcome: 'Ergebnis',
        why: 'Grund',
        outcomes: { CREATE: 'Erstellen', UPDATE: 'Aktualisieren', REJECT: 'Abgelehnt' },
        codes: {
          REQUIRED: 'Fehlender Wert oder ungültiges Format',
          INVALID: 'Falsches Format!',
          NOT_FOUND: 'Kein Eintrag mit dieser ID',
          FRAUD_ENTRY_NOT_OWNED: 'Eintrag eines anderen Mandanten',
          DUPLICATE_IN_FILE:
            'Dasselbe Subjekt oder derselbe Eintrag steht weiter oben in der Datei',
          DUPLICATE_ENTITY: 'Ein anderer Eintrag hat bereits dieses Subjekt',
          REOPEN_ADMIN_ONLY:
            'Nur ein Administrator kann einen entschiedenen Eintrag auf Neu zurücksetzen',
        },
        looksLike: 'Ähnelt „%{name}“ (%{score})',
        more: '… und %{smart_count} weitere Zeile |||| … und %{smart_count} weitere Zeilen',
        another: 'Andere Datei wählen',
        apply: '%{smart_count} Änderung übernehmen |||| %{smart_count} Änderungen übernehmen',
        guardTitle: 'Aktualisierung der Betrugsdatenbank bestätigen',
        guardDescription:
          '%{smart_count} Eintrag wird erstellt oder aktualisiert. |||| %{smart_count} Einträge werden erstellt oder aktualisiert.',
        done: 'Die Betrugsdatenbank ist aktualisiert: %{created} erstellt, %{updated} aktualisiert.',
      },
      historyTitle: 'Verlauf',
      historyEmpty: 'Zu diesem Eintrag ist noch keine Änderung festgehalten.',
      matchesTitle: 'Treffende Verifizierungen',
      matchesEmpty: 'Keine Verifizierung hat diesen Eintrag getroffen.',
      empty: 'Die Betrugsdatenbank dieses Mandanten ist leer.',
      emptyHint: 'Erfassen Sie ein Subjekt, das als betrügerisch oder als echt bekannt ist.',
      exportFile: 'betrugseintraege.csv',
    },
    'fraud-matches': {
      name: 'Unscharfer Treffer |||| Unscharfe Treffer',
      fields: {
        ...stamp,
        entryId: 'Betrugseintrag',
        entryLabel: 'Betrugseintrag',
        entryKind: 'Art des Eintrags',
        verificationId: 'Verifizierung',
        verificationPublicId: 'Verifizierung',
        verificationName: 'Verifizierte Person',
        score: 'Wert',
        scoreMin: 'Wert ab',
        scoreMax: 'Wert bis',
        matchedOn: 'Getroffen bei',
        status: 'Prüfung',
        features: 'Vergleich',
        createdFrom: 'Erstellt ab',
        createdTo: 'Erstellt bis',
      },
      choices: {
        entryKind: kinds,
        matchedOn: features,
        status: {
          OPEN: 'Offen',
          APPROVED: 'Freigegeben (nicht dieselbe)',
          FRAUD: 'Betrug',
          EXCLUDED: 'Ausgeschlossen',
        },
      },
      sections: { match: 'Treffer', pair: 'Verifizierung und Eintrag' },
      comparison: {
        title: 'Warum diese übereinstimmen',
        feature: 'Merkmal',
        verification: 'Verifizierung',
        entry: 'Betrugseintrag',
        outcome: 'Vergleich',
        score: 'Wert',
        features,
        outcomes,
      },
      actions: {
        approve: {
          label: 'Nicht dieselbe',
          done: 'Der Treffer ist freigegeben: nicht dasselbe Subjekt.',
        },
        markFraud: {
          label: 'Als Betrug markieren',
          confirmTitle: 'Diesen Treffer als Betrug markieren?',
          confirm:
            'Die verifizierte Person wird als das bekannte Betrugssubjekt „%{name}“ festgehalten.',
          confirmButton: 'Als Betrug markieren',
          done: 'Der Treffer ist als Betrug markiert.',
        },
        exclude: {
          label: 'Ausschließen',
          confirmTitle: 'Dieses Paar ausschließen?',
          confirm: 'Diese Verifizierung und „%{name}“ werden nie wieder abgeglichen.',
          confirmButton: 'Ausschließen',
          done: 'Das Paar ist ausgeschlossen.',
        },
        bulkApprove: {
          label: 'Nicht dieselbe',
          done: 'Die ausgewählten Treffer sind freigegeben.',
        },
        bulkMarkFraud: {
          label: 'Als Betrug markieren',
          confirmTitle: 'Die ausgewählten Treffer als Betrug markieren?',
          confirm:
            'Jede ausgewählte Verifizierung wird als bekanntes Betrugssubjekt ihres Eintrags festgehalten.',
          confirmButton: 'Als Betrug markieren',
          done: 'Die ausgewählten Treffer sind als Betrug markiert.',
        },
        bulkExclude: {
          label: 'Ausschließen',
          confirmTitle: 'Die ausgewählten Paare ausschließen?',
          confirm: 'Diese Verifizierungen und Einträge werden nie wieder abgeglichen.',
          confirmButton: 'Ausschließen',
          done: 'Die ausgewählten Paare sind ausgeschlossen.',
        },
      },
      findings: {
        title: 'Treffer in der Betrugsdatenbank',
        empty: 'Diese Verifizierung traf keinen Eintrag der Betrugsdatenbank.',
      },
      empty: 'Keine unscharfen Treffer.',
      emptyHint:
        'Jede neue Verifizierung wird mit der Betrugsdatenbank abgeglichen; Treffer erscheinen hier.',
      exportFile: 'unscharfe-treffer.csv',
    },
    'screening-hits': {
      name: 'Screening-Treffer |||| Screening-Treffer',
      fields: {
        ...stamp,
        verificationId: 'Verifizierung',
        verificationPublicId: 'Verifizierung',
        merchantId: 'Händler',
        merchantName: 'Händler',
        subjectName: 'Geprüfte Person',
        listEntryId: 'Listeneintrag',
        listName: 'Gelistet als',
        matchedAlias: 'Getroffener Alias',
        listType: 'Liste',
        listSource: 'Quelle',
        score: 'Wert',
        scoreMin: 'Wert ab',
        scoreMax: 'Wert bis',
        matchType: 'Trefferart',
        contradicts: 'Widerspricht Geburtsdatum oder Staatsangehörigkeit',
        status: 'Prüfung',
        comment: 'Kommentar der Prüfung',
        features: 'Vergleich',
        createdFrom: 'Erstellt ab',
        createdTo: 'Erstellt bis',
      },
      choices: {
        listType: { SANCTIONS: 'Sanktionen', PEP: 'PEP', ADVERSE_MEDIA: 'Negativpresse' },
        matchType: { EXACT: 'Exakt', FUZZY: 'Unscharf', PHONETIC: 'Phonetisch', ALIAS: 'Alias' },
        status: {
          OPEN: 'Offen',
          TRUE_MATCH: 'Echter Treffer',
          FALSE_POSITIVE: 'Falsch positiv',
          ESCALATED: 'Eskaliert',
        },
      },
      sections: { hit: 'Treffer', subject: 'Geprüfte Person', list: 'Listeneintrag' },
      comparison: {
        title: 'Geprüfte Person und Listeneintrag',
        feature: 'Merkmal',
        verification: 'Geprüfte Person',
        entry: 'Listeneintrag',
        outcome: 'Vergleich',
        score: 'Wert',
        features,
        outcomes,
      },
      actions: {
        trueMatch: {
          label: 'Echter Treffer',
          confirmTitle: 'Echten Treffer bestätigen?',
          confirm:
            'Das Screening-Ergebnis der Verifizierung wird zum bestätigten Treffer. Geben Sie an, was ihn bestätigt.',
          confirmButton: 'Echten Treffer bestätigen',
          fields: { comment: 'Kommentar' },
          done: 'Der Treffer ist echt; die Verifizierung ist ein bestätigter Treffer.',
        },
        falsePositive: {
          label: 'Falsch positiv',
          confirmTitle: 'Als falsch positiv freigeben?',
          confirm: 'Geben Sie an, warum die geprüfte Person nicht die gelistete ist.',
          confirmButton: 'Freigeben',
          fields: { comment: 'Kommentar' },
          done: 'Der Treffer ist als falsch positiv freigegeben.',
        },
        escalate: {
          label: 'Eskalieren',
          confirmTitle: 'Diesen Treffer eskalieren?',
          confirm: 'Geben Sie an, was die nächste Prüfung ansehen soll.',
          confirmButton: 'Eskalieren',
          fields: { comment: 'Kommentar' },
          done: 'Der Treffer ist eskaliert.',
        },
        bulkFalsePositive: {
          label: 'Als falsch positiv freigeben',
          confirmTitle: 'Die ausgewählten Treffer als falsch positiv freigeben?',
          confirm:
            'Gemeinsam freigeben lassen sich nur Treffer, deren Geburtsdatum oder Staatsangehörigkeit dem Listeneintrag widerspricht. Geben Sie den Grund an.',
          confirmButton: 'Freigeben',
          fields: { comment: 'Kommentar' },
          done: 'Die ausgewählten Treffer sind als falsch positiv freigegeben.',
        },
      },
      findings: {
        title: 'Watchlist-Treffer',
        empty: 'Das Screening fand keinen Listeneintrag, der dieser Person ähnelt.',
      },
      empty: 'Keine Screening-Treffer.',
      emptyHint:
        'Jede Verifizierung mit einem Namen wird mit den Watchlists abgeglichen; Treffer erscheinen hier.',
      exportFile: 'screening-treffer.csv',
    },
    'screening-settings': {
      name: 'Screening-Einstellungen |||| Screening-Einstellungen',
      fields: {
        ...stamp,
        merchantId: 'Händler',
        merchantName: 'Händler',
        lists: 'Watchlists',
        minimumScore: 'Mindestwert',
        matchTypes: 'Trefferarten',
        screenedFields: 'Geprüfte Felder',
        ongoingMonitoring: 'Laufende Überwachung',
      },
      choices: {
        lists: { SANCTIONS: 'Sanktionen', PEP: 'PEP', ADVERSE_MEDIA: 'Negativpresse' },
        matchTypes: { EXACT: 'Exakt', FUZZY: 'Unscharf', PHONETIC: 'Phonetisch', ALIAS: 'Alias' },
        screenedFields: {
          FULL_NAME: 'Vollständiger Name',
          DATE_OF_BIRTH: 'Geburtsdatum',
          NATIONALITY: 'Staatsangehörigkeit',
          DOCUMENT_NUMBER: 'Dokumentnummer',
        },
      },
      sections: {
        merchant: 'Händler',
        lists: 'Listen und Schwelle',
        fields: 'Geprüfte Daten',
      },
      help: {
        minimumScore:
          'Von 0,5 bis 1: Eine Ähnlichkeit ab diesem Wert ist ein Treffer (Standard 0,8).',
        ongoingMonitoring:
          'Wenn aktiv, prüft das Speichern die Verifizierungen des Händlers der letzten 30 Tage erneut mit diesen Einstellungen.',
      },
      errors: { NAME_ALWAYS_SCREENED: 'Der vollständige Name wird immer geprüft.' },
      guard: {
        updateTitle: 'Screening-Einstellungen bestätigen',
        updateDescription: 'Sie ändern, wie die Verifizierungen von „%{name}“ geprüft werden.',
      },
      empty: 'Kein Händler hat Screening-Einstellungen.',
      emptyHint: 'Jeder Händler erhält die Screening-Standards der Plattform.',
      exportFile: 'screening-einstellungen.csv',
    },
  },
} satisfies typeof english;
