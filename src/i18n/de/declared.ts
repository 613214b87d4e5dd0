import type { declared as en } from '../en/declared';

/** German messages of the declared resources (src/contract/resources), one entry each. */
export const declared = {
  resources: {
    'sub-processors': {
      name: 'Unterauftragsverarbeiter |||| Unterauftragsverarbeiter',
      fields: {
        name: 'Name',
        purpose: 'Zweck',
        dataCategories: 'Datenkategorien',
        locationCountry: 'Standort',
        transferMechanism: 'Übermittlungsgrundlage',
        dpaUrl: 'Auftragsverarbeitungsvertrag',
        inUseSince: 'Im Einsatz seit',
        createdAt: 'Angelegt',
        createdBy: 'Angelegt von',
        updatedAt: 'Zuletzt geändert',
        updatedBy: 'Zuletzt geändert von',
        version: 'Version',
      },
      choices: {
        dataCategories: {
          IDENTITY: 'Identitätsdaten',
          CONTACT: 'Kontaktdaten',
          DOCUMENT_IMAGES: 'Dokumentbilder',
          BIOMETRIC: 'Biometrische Daten',
          FINANCIAL: 'Finanzdaten',
          DEVICE: 'Gerätedaten',
          USAGE: 'Nutzungsdaten',
        },
        transferMechanism: {
          ADEQUACY_DECISION: 'Angemessenheitsbeschluss',
          STANDARD_CONTRACTUAL_CLAUSES: 'Standardvertragsklauseln',
          BINDING_CORPORATE_RULES: 'Verbindliche interne Datenschutzvorschriften',
        },
      },
      sections: { processing: 'Verarbeitung', transfer: 'Standort und Übermittlung' },
      help: { dpaUrl: 'Ein sicherer Link (https://) zum unterzeichneten Vertrag.' },
      empty: 'Noch keine Unterauftragsverarbeiter',
      emptyHint:
        'Erfassen Sie jeden Dritten, der in Ihrem Auftrag personenbezogene Daten verarbeitet.',
      exportFile: 'unterauftragsverarbeiter',
    },
    // Rollen: die Wörter der Deklaration; die eigenen Wörter der Seiten bleiben in roles.ts.
    roles: {
      fields: { admin: 'Administratorrolle' },
      sections: { role: 'Rolle' },
      empty: 'Keine Rollen passen zu diesen Filtern.',
      emptyHint: 'Rollen stammen aus der Berechtigungstabelle der Plattform.',
      exportFile: 'rollen',
    },
    // Prüfprotokoll: die Wörter der Deklaration; die eigenen Wörter der Seiten bleiben in auditlog.ts.
    auditlog: {
      fields: {
        actorId: 'Benutzer-ID',
        tenantId: 'Mandanten-ID',
        before: 'Vorher',
        after: 'Nachher',
      },
      sections: { entry: 'Eintrag', changes: 'Änderungen' },
      emptyHint: 'Jede Änderung im Portal schreibt hier einen Eintrag.',
      exportFile: 'pruefprotokoll',
    },
  },
} satisfies typeof en;
