import type { merchants as en } from '../en/merchants';

/** Deutsche Texte der Händler. */
export const merchants = {
  resources: {
    merchants: {
      name: 'Händler |||| Händler',
      fields: {
        id: 'ID',
        merchantId: 'Händler-ID',
        name: 'Name',
        merchantName: 'Händlername',
        merchantInfoId: 'Händler-Info-ID',
        merchantPublicGuid: 'Öffentliche GUID',
        enabled: 'Status',
        createdAt: 'Angelegt',
        tenantId: 'Mandanten-ID',
        tenantName: 'Mandant',
        createdFrom: 'Angelegt ab',
        createdTo: 'Angelegt bis',
      },
      status: { enabled: 'Aktiviert', disabled: 'Deaktiviert' },
      empty: 'Dieser Mandant hat noch keine Händler.',
      exportFile: 'haendler.csv',
      tabs: { details: 'Allgemeine Angaben', notes: 'Notizen', ipWhitelist: 'IP-Whitelist' },
      guard: {
        detailsTitle: 'Änderung des Händlers bestätigen',
        detailsDescription: 'Sie ändern die allgemeinen Angaben von „%{name}“.',
      },
      notes: {
        title: 'Notizen',
        new: 'Neue Notiz',
        plainText: 'Reiner Text; wird genau so angezeigt, wie er eingegeben wurde.',
        add: 'Notiz hinzufügen',
        added: 'Notiz hinzugefügt',
        empty: 'Noch keine Notizen.',
        byline: '%{author} · %{date}',
      },
      ipWhitelist: {
        title: 'Freigegebene Adressen',
        help: 'Einzelne IPv4- oder IPv6-Adressen und CIDR-Bereiche (z. B. 203.0.113.0/24, 2001:db8::/32). Eine leere Liste schränkt den Zugriff nicht ein.',
        yourAddress: 'Ihre Adresse aus Sicht der Plattform: %{ip}',
        empty: 'Keine Einträge: Jede Adresse ist erlaubt.',
        entry: 'Adresse oder Bereich',
        entryHint: 'z. B. 198.51.100.7 oder 2001:db8::/48',
        add: 'Hinzufügen',
        remove: '%{entry} entfernen',
        duplicate: 'Dieser Eintrag ist bereits in der Liste.',
        full: 'Die Liste umfasst höchstens %{max} Einträge.',
        save: 'Whitelist speichern',
        discard: 'Änderungen verwerfen',
        saved: 'IP-Whitelist gespeichert',
        lockoutTitle: 'Ihre eigene Adresse fehlt',
        lockoutText:
          'Ihre Adresse %{ip} ist nicht in dieser Liste. Nach dem Speichern könnten Sie sich von diesem Händler aussperren. Trotzdem speichern?',
        saveAnyway: 'Trotzdem speichern',
        guardTitle: 'Änderung der IP-Whitelist bestätigen',
        guardDescription: 'Die Whitelist wird %{count} Einträge enthalten.',
      },
    },
  },
} satisfies typeof en;
