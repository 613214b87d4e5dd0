import type { tenants as en } from '../en/tenants';

/** Deutsche Texte der Mandanten (und des Verschiebens von Händlern/Kunden zwischen Mandanten). */
export const tenants = {
  resources: {
    tenants: {
      name: 'Mandant |||| Mandanten',
      fields: {
        id: 'Mandanten-ID',
        name: 'Name',
        enabled: 'Status',
        createdAt: 'Angelegt',
        merchantCount: 'Händler',
        customerCount: 'Kunden',
        userCount: 'Benutzer',
        createdBy: 'Angelegt von',
        updatedAt: 'Zuletzt geändert',
        updatedBy: 'Zuletzt geändert von',
        version: 'Version',
        q: 'Suche',
      },
      status: { enabled: 'Aktiviert', disabled: 'Deaktiviert' },
      sections: { tenant: 'Mandant', counts: 'Händler, Kunden und Benutzer' },
      empty: 'Sie gehören noch keinem Mandanten an.',
      emptyHint:
        'Legen Sie einen Mandanten für eine neue Geschäftseinheit an; Sie werden sein erstes Mitglied.',
      exportFile: 'mandanten.csv',
      errors: { duplicate: { name: 'Ein Mandant mit diesem Namen existiert bereits.' } },
      guard: {
        updateTitle: 'Änderung des Mandanten bestätigen',
        updateDescription: 'Sie ändern den Mandanten „%{name}“.',
      },
      users: {
        title: 'Benutzer',
        empty: 'Dieser Mandant hat keine Benutzer.',
        email: 'E-Mail',
        name: 'Name',
        roles: 'Rollen',
        status: 'Status',
      },
      groups: {
        title: 'Gruppen',
        empty: 'Dieser Mandant hat keine Gruppen.',
        name: 'Name',
        members: 'Mitglieder',
        createdAt: 'Angelegt',
      },
      transfer: {
        button: 'Verschieben',
        title: 'Zu einem anderen Mandanten verschieben',
        intro: '%{kind} „%{name}“ aus %{source} verschieben nach:',
        target: 'Ziel-Mandant',
        noTargets: 'Sie gehören keinem anderen Mandanten an, zu dem verschoben werden könnte.',
        confirm: '%{kind} „%{name}“ von %{source} nach %{target} verschieben?',
        continue: 'Weiter',
        guardTitle: 'Verschieben bestätigen',
        done: '%{kind} „%{name}“ wurde von %{source} nach %{target} verschoben.',
        kind: { MERCHANT: 'Händler', CUSTOMER: 'Kunde' },
      },
    },
  },
} satisfies typeof en;
