import type { mailTemplates as english } from '../en/mailTemplates';

/** Deutsche Texte der E-Mail-Vorlagen und des Postausgangs: die E-Mails der Plattform und was sie versandt hat. */
const MAIL_KEYS = {
  USER_INVITATION: 'Einladung',
  PASSWORD_RESET: 'Passwort zurücksetzen',
  ACCOUNT_ACTIVATED: 'Konto aktiviert',
  EMAIL_VERIFICATION: 'E-Mail-Bestätigung',
  TWO_FACTOR_RESET: 'Zwei-Faktor zurückgesetzt',
  VERIFICATION_RESULT: 'Prüfergebnis an die Endkundschaft',
  REPORT_READY: 'Bericht fertig',
  JOB_FAILED: 'Hintergrundauftrag fehlgeschlagen',
};
const LOCALES = {
  en: 'Englisch',
  de: 'Deutsch',
  fr: 'Französisch',
  es: 'Spanisch',
  it: 'Italienisch',
  nl: 'Niederländisch',
  pl: 'Polnisch',
  pt: 'Portugiesisch',
};
const SOURCES = {
  DEFAULT: 'Standard der Plattform',
  OVERRIDE: 'Eigener Text des Mandanten',
  ADDED: 'Vom Mandanten hinzugefügte Sprache',
};

export const mailTemplates = {
  resources: {
    'mail-templates': {
      name: 'E-Mail-Vorlage |||| E-Mail-Vorlagen',
      title: '%{mail} (%{locale})',
      fields: {
        mailKey: 'E-Mail',
        locale: 'Sprache',
        subject: 'Betreff',
        htmlBody: 'HTML-Text',
        textBody: 'Reiner Text',
        source: 'Text',
        overriddenIn: 'Eigener Text auch bei',
        createdAt: 'Erstellt',
        createdBy: 'Erstellt von',
        updatedAt: 'Zuletzt geändert',
        updatedBy: 'Zuletzt geändert von',
        version: 'Version',
        id: 'ID',
      },
      choices: { mailKey: MAIL_KEYS, locale: LOCALES, source: SOURCES },
      sections: { mail: 'E-Mail', content: 'Inhalt' },
      createLabel: 'Sprache hinzufügen',
      add: {
        localeHelp:
          'Englisch und Deutsch gibt es für jede E-Mail. E-Mails in einer Sprache ohne Text gehen auf Englisch hinaus.',
      },
      guard: {
        createTitle: 'Einer E-Mail eine Sprache hinzufügen',
        createDescription:
          'Ab jetzt werden die E-Mails dieser Art für diesen Mandanten in dieser Sprache mit Ihrem Text versandt.',
        deleteTitle: 'Diese Sprache der E-Mail löschen',
        deleteDescription:
          'Die E-Mails dieser Art für diesen Mandanten in dieser Sprache gehen wieder auf Englisch hinaus. Der Text und seine Versionen werden gelöscht.',
        updateTitle: 'E-Mail-Vorlage ändern',
        updateDescription:
          'Ab jetzt werden die E-Mails dieser Art für diesen Mandanten mit Ihrem Text statt mit dem Standard der Plattform versandt.',
      },
      actions: {
        reset: {
          label: 'Auf Standard zurücksetzen',
          guardTitle: 'E-Mail-Vorlage auf den Standard der Plattform zurücksetzen',
          done: 'Die Vorlage folgt wieder dem Standard der Plattform.',
        },
      },
      none: 'Keiner',
      editor: {
        hint: 'Variablen schreiben Sie als {{name}}; ein Abschnitt, der nur erscheint, wenn eine Variable einen Wert hat, steht zwischen {{#if name}} und {{/if}}. Werte werden maskiert, keine Variable kann HTML einfügen.',
        hasIssues: 'Beheben Sie die Probleme unter dem Editor.',
        variables: 'Variablen',
        variablesHint:
          'Ein Klick fügt die Variable an der Schreibmarke des zuletzt bearbeiteten Felds ein.',
        insert: '{{%{name}}} einfügen',
        sample: 'Beispiel: %{sample}',
        required: 'Pflicht',
        secret: 'im Postausgang maskiert',
        descriptions: {
          recipientName: 'Vollständiger Name der empfangenden Person',
          tenantName: 'Name des Mandanten',
          portalUrl: 'Adresse des Portals',
          inviterName: 'Wer die Einladung geschickt hat',
          activationLink: 'Der einmalige Link, der das Konto aktiviert',
          expiresAt: 'Wann der Link abläuft (UTC)',
          resetLink: 'Der einmalige Link zur Wahl eines neuen Passworts',
          signInLink: 'Die Anmeldeseite des Portals',
          verificationLink: 'Der Link, der die Adresse bestätigt',
          resetBy: 'Wer die Zwei-Faktor-Authentifizierung zurückgesetzt hat',
          merchantName: 'Der Händler, für den die Person geprüft wurde',
          verificationId: 'Die Referenz der Prüfung',
          result: 'Das Ergebnis der Prüfung in Worten',
          reportName: 'Der Name des Berichts',
          rowCount: 'Wie viele Zeilen der Bericht hat',
          downloadLink: 'Wo der Bericht heruntergeladen werden kann',
          jobType: 'Welche Art Hintergrundauftrag fehlgeschlagen ist',
          target: 'Wohin der Auftrag liefern sollte',
          errorSummary: 'Der letzte Fehler in einer Zeile',
          queueLink: 'Die Dead-Letter-Warteschlange im Portal',
        },
      },
      issues: {
        UNKNOWN_VARIABLE: '{{%{name}}} ist keine Variable dieser E-Mail.',
        UNCLOSED_TAG: 'Ein Tag ist nicht mit }} geschlossen.',
        UNCLOSED_BLOCK: 'Der Block {{#%{name}}} ist nicht mit {{/%{name}}} geschlossen.',
        UNEXPECTED_CLOSE: '{{/%{name}}} schließt keinen offenen Block.',
        MISMATCHED_BLOCK: 'Der Block {{#%{name}}} wird mit {{/%{closedWith}}} geschlossen.',
        SYNTAX: 'Das ist kein gültiges Tag.',
        RAW_OUTPUT: '{{{%{name}}}} würde den Wert unmaskiert einfügen; schreiben Sie {{%{name}}}.',
        NOT_ALLOWED:
          '{{%{name}}} ist in E-Mail-Vorlagen nicht erlaubt; nur Variablen, #if und #unless.',
        MISSING_REQUIRED: 'Die E-Mail muss {{%{name}}} enthalten.',
      },
      preview: {
        title: 'Vorschau mit den Beispielwerten',
        html: 'HTML',
        text: 'Reiner Text',
        desktop: 'Desktop',
        phone: 'Smartphone',
        frameTitle: 'Vorschau der E-Mail',
        subject: 'Betreff: %{subject}',
        fixFirst: 'Die Vorschau erscheint, sobald die Vorlage keine Probleme mehr hat.',
        sandboxed:
          'In einer Sandbox angezeigt: Es laufen keine Skripte und nichts wird von anderswo geladen, wie in einem sorgfältigen E-Mail-Programm.',
        sendTest: 'Test-E-Mail an mich senden',
        sent: 'Die Test-E-Mail an %{recipient} liegt im Postausgang.',
      },
      versions: {
        title: 'Versionen',
        none: 'Noch keine gespeicherten Versionen: Die Vorlage folgt seit ihrer Einrichtung dem Standard der Plattform.',
        entry: 'Version %{version} · %{source} · %{savedBy} · %{savedAt}',
        compare: 'Mit dem aktuellen Text vergleichen',
        restore: 'Diese Version wiederherstellen',
        restoring:
          'Der Text von Version %{version} steht im Formular; speichern Sie, um ihn wiederherzustellen.',
        diffTitle: 'Version %{version} im Vergleich mit dem aktuellen Text',
        removed: 'In Version %{version}',
        added: 'Im aktuellen Text',
        same: 'Diese Version hat denselben Text wie die aktuelle.',
        part: '%{part}',
      },
      empty: 'Keine E-Mail-Vorlagen.',
      emptyHint: 'Jede E-Mail der Plattform hat eine Vorlage pro Sprache; keine passt zum Filter.',
      exportFile: 'email-vorlagen.csv',
    },
    'mail-outbox': {
      name: 'Postausgang |||| Postausgang',
      fields: {
        recipient: 'An',
        subject: 'Betreff',
        html: 'HTML',
        text: 'Reiner Text',
        mailKey: 'E-Mail',
        locale: 'Sprache',
        kind: 'Versandt als',
        templateSource: 'Text',
        templateVersion: 'Version der Vorlage',
        createdAt: 'Versandt (UTC)',
        createdBy: 'Ausgelöst von',
        updatedAt: 'Zuletzt geändert',
        updatedBy: 'Zuletzt geändert von',
        version: 'Version',
        id: 'ID',
      },
      choices: {
        mailKey: MAIL_KEYS,
        locale: LOCALES,
        kind: { TEST: 'Test-E-Mail', PLATFORM: 'Von der Plattform versandt' },
        templateSource: SOURCES,
      },
      sections: { mail: 'E-Mail', content: 'Inhalt' },
      notice:
        'Die E-Mails der Plattform, wie sie versandt wurden. Einmalige Schlüssel in Links sind hier maskiert: Nur die empfangende Person erhält sie.',
      empty: 'Noch keine E-Mails versandt.',
      emptyHint:
        'E-Mails erscheinen hier, sobald die Plattform eine versendet: eine Einladung, ein Passwort-Reset oder eine Test-E-Mail aus einer Vorlage.',
      exportFile: 'postausgang.csv',
    },
  },
} satisfies typeof english;
