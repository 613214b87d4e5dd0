import type { usersImport as en } from '../en/usersImport';

/** German messages of the users CSV import. */
export const usersImport = {
  resources: {
    'users-import': {
      open: 'CSV importieren',
      title: 'Benutzer aus einer CSV-Datei importieren',
      chooseAnother: 'Andere Datei wählen',
      choose: {
        intro:
          'Die Datei braucht eine Kopfzeile mit diesen Spalten. Es wird nichts angelegt, bevor Sie die Prüfung angesehen und bestätigt haben.',
        columnHelp: {
          email: 'E-Mail-Adresse (Pflicht, darf noch nicht registriert sein)',
          firstName: 'Vorname (Pflicht)',
          lastName: 'Nachname (Pflicht)',
          roles:
            'Rollen, durch Semikolon getrennt, als Code (ROLE_SUPPORT_AGENT) oder lesbarer Name (Support-Mitarbeiter)',
          groups: 'optional: Gruppennamen dieses Mandanten, durch Semikolon getrennt',
        },
        button: 'CSV-Datei wählen',
        notCsv: 'Bitte wählen Sie eine CSV-Datei (.csv).',
        tooLarge: 'Die Datei ist größer als %{max} MB.',
        empty: 'Die Datei enthält unter der Kopfzeile keine Datenzeilen.',
      },
      progress: {
        parsing: 'Datei wird gelesen … bisher %{rows} Zeilen',
        checking: 'Zeilen werden beim Server geprüft … %{done} von %{total}',
        committing: 'Benutzer werden angelegt … %{done} von %{total} Zeilen gesendet',
      },
      review: {
        summary: '%{total} Zeilen geprüft: %{valid} gültig, %{invalid} mit Fehlern.',
        showErrors: 'Zeilen mit Fehlern (%{smart_count})',
        showAll: 'Alle Zeilen (%{smart_count})',
        tableLabel: 'Zeilen der Datei und ihre Probleme',
        noErrors: 'Keine Zeile hat einen Fehler.',
        rowValid: 'Gültig',
        rowInvalid: 'Fehler',
        missingColumns:
          'In der Kopfzeile fehlen Pflichtspalten: %{columns}. Jede Zeile wird abgelehnt.',
        unknownColumns: 'Diese Spalten sind unbekannt und werden ignoriert: %{columns}.',
        truncated: 'Die Datei hat mehr als %{max} Zeilen; nur die ersten %{max} wurden gelesen.',
        downloadReport: 'Fehlerbericht herunterladen',
        reportFile: 'benutzerimport-fehler',
        validRowsOnly:
          'Nur die %{valid} gültigen Zeilen importieren und die %{invalid} Zeilen mit Fehlern überspringen',
        blocked:
          'Zeilen mit Fehlern verhindern den Import. Korrigieren Sie sie in der Datei und wählen Sie sie erneut, oder setzen Sie das Häkchen bei „Nur die gültigen Zeilen importieren“.',
        nothingValid:
          'Keine Zeile kann importiert werden. Korrigieren Sie die Datei und wählen Sie sie erneut.',
        commit: '%{smart_count} Benutzer importieren |||| %{smart_count} Benutzer importieren',
      },
      done: {
        created:
          '%{smart_count} Benutzer wurde angelegt und eingeladen. |||| %{smart_count} Benutzer wurden angelegt und eingeladen.',
        rejected:
          'Der Server hat bei der abschließenden Prüfung %{smart_count} Zeile abgelehnt (z. B. inzwischen registriert). |||| Der Server hat bei der abschließenden Prüfung %{smart_count} Zeilen abgelehnt (z. B. inzwischen registriert).',
      },
      columns: {
        rowNumber: 'Zeile',
        status: 'Status',
        email: 'E-Mail',
        firstName: 'Vorname',
        lastName: 'Nachname',
        roles: 'Rollen',
        groups: 'Gruppen',
        problems: 'Probleme',
      },
      errors: {
        MISSING_COLUMN: '%{field}: die Spalte fehlt',
        REQUIRED: '%{field}: ein Wert ist erforderlich',
        TOO_LONG: '%{field}: der Wert ist zu lang',
        FORMULA_CELL:
          '%{field}: beginnt mit =, +, -, @, einem Tabulator oder Zeilenumbruch (eine Tabellenformel); nicht zulässig',
        INVALID_EMAIL: '%{field}: Falsches E-Mail-Format!',
        UNKNOWN_ROLE: '%{field}: unbekannte Rolle „%{value}“',
        DUPLICATE_IN_FILE: '%{field}: dieselbe Adresse steht bereits in Zeile %{value}',
        DUPLICATE_EXISTING: '%{field}: ein Benutzer mit dieser Adresse existiert bereits',
        UNKNOWN_GROUP: '%{field}: keine Gruppe „%{value}“ in diesem Mandanten',
        ROLE_NOT_ALLOWED: '%{field}: Sie dürfen die Rolle %{value} nicht vergeben',
      },
    },
  },
} satisfies typeof en;
