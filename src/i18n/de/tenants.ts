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
        q: 'Suche',
      },
      status: { enabled: 'Aktiviert', disabled: 'Deaktiviert' },
      empty: 'Sie gehören noch keinem Mandanten an.',
      exportFile: 'mandanten.csv',
      errors: { duplicateName: 'Ein Mandant mit diesem Namen existiert bereits.' },
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
      userStatus: {
        ACTIVE: 'Aktiv',
        DEACTIVATED: 'Deaktiviert',
        LOCKED: 'Gesperrt',
        EXPIRED: 'Abgelaufen',
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
