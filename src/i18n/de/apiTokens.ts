import type { apiTokens as english } from '../en/apiTokens';

/** Deutsche Texte der API-Token-Verwaltung. */
export const apiTokens = {
  resources: {
    'api-tokens': {
      name: 'API-Token |||| API-Token',
      fields: {
        label: 'Bezeichnung',
        prefix: 'Token',
        kind: 'Art',
        status: 'Status',
        createdAt: 'Erstellt',
        createdBy: 'Erstellt von',
        lastUsedAt: 'Zuletzt verwendet',
        expiresAt: 'Läuft ab',
        expiresOn: 'Ablaufdatum',
        revokedAt: 'Widerrufen',
        updatedBy: 'Zuletzt geändert von',
        version: 'Version',
        updatedAt: 'Zuletzt geändert',
        q: 'Suche',
      },
      status: {
        ACTIVE: 'Aktiv',
        DEACTIVATED: 'Deaktiviert',
        EXPIRED: 'Abgelaufen',
        REVOKED: 'Widerrufen',
      },
      kind: { API: 'API-Token', OFFLINE: 'Offline-Token' },
      never: 'Nie',
      noExpiry: 'Kein Ablauf',
      empty: 'Noch keine API-Token',
      emptyHint:
        'Erstellen Sie ein Token, damit eines Ihrer Systeme die Plattform-API aufrufen kann.',
      prefixHint: '%{prefix}…',
      expiresOnHint:
        'Optional. JJJJ-MM-TT; nach diesem Tag (UTC) funktioniert das Token nicht mehr.',
      exportFile: 'api-token',
      create: {
        button: 'Token erstellen',
        title: 'API-Token erstellen',
        submit: 'Erstellen',
        guardTitle: 'API-Token „%{label}“ erstellen',
      },
      sections: { token: 'Token', usage: 'Verwendung und Gültigkeit' },
      actions: {
        activate: {
          label: 'Aktivieren',
          guardTitle: 'API-Token „%{name}“ aktivieren',
          done: 'Das Token ist wieder aktiv.',
        },
        deactivate: {
          label: 'Deaktivieren',
          guardTitle: 'API-Token „%{name}“ deaktivieren',
          done: 'Das Token ist deaktiviert.',
        },
        revoke: {
          label: 'Widerrufen',
          confirmTitle: 'API-Token „%{name}“ widerrufen?',
          confirm:
            'Systeme, die dieses Token verwenden, werden sofort abgewiesen. Ein widerrufenes Token kann nicht wieder aktiviert werden.',
          confirmButton: 'Weiter zum Widerruf',
          guardTitle: 'API-Token „%{name}“ widerrufen',
          done: 'Das Token ist widerrufen.',
        },
      },
      rename: {
        button: 'Umbenennen',
        title: 'API-Token umbenennen',
        done: 'Die Bezeichnung ist gespeichert.',
      },
      oneTime: {
        tokenTitle: 'Ihr neues API-Token',
        secretTitle: 'Ihr neues API-Secret',
        offlineTitle: 'Ihr neues Offline-Token',
        warning:
          'Kopieren Sie den Wert jetzt und bewahren Sie ihn sicher auf. Aus Sicherheitsgründen wird er nicht noch einmal angezeigt.',
        valueLabel: 'Wert',
        copy: 'Kopieren',
        copied: 'In die Zwischenablage kopiert',
        copyFailed:
          'Kopieren fehlgeschlagen. Markieren Sie den Wert und kopieren Sie ihn von Hand.',
        done: 'Ich habe ihn kopiert',
      },
      secret: {
        title: 'API-Secret',
        active: 'Aktives Secret',
        pending: 'Neues Secret (noch nicht aktiv)',
        none: 'Noch kein Secret',
        createdAt: 'Erstellt am %{date}',
        activatedAt: 'Aktiv seit %{date}',
        generate: 'Neues Secret erzeugen',
        guardTitle: 'Neues API-Secret erzeugen',
        pendingHint:
          'Das neue Secret funktioniert erst nach der Aktivierung. Dabei wird das aktuelle Secret stillgelegt.',
        activate: 'Neues Secret aktivieren',
        activateTitle: 'Neues API-Secret aktivieren?',
        activateContent:
          'Das aktuelle Secret funktioniert sofort nicht mehr. Stellen Sie sicher, dass Ihre Systeme das neue verwenden.',
        activated: 'Das neue Secret ist aktiv.',
      },
      offline: {
        title: 'Offline-Token',
        hint: 'Für Systeme, die Token nicht erneuern können. Es gilt bis zum Ende des gewählten Tages (UTC).',
        expirationDate: 'Ablaufdatum (JJJJ-MM-TT)',
        create: 'Offline-Token erstellen',
        guardTitle: 'Ein Offline-Token erstellen',
      },
      demoApp: {
        title: 'Demo-App',
        hint: 'Scannen Sie diesen Code mit der Demo-App, um sie mit einem Rechenzentrum zu verbinden.',
        dataCenter: 'Rechenzentrum',
        show: 'QR-Code anzeigen',
        qrAlt: 'QR-Code für die Demo-App (%{dataCenter})',
        dataCenters: {
          US: 'Vereinigte Staaten (US)',
          EU: 'Europäische Union (EU)',
          SG: 'Singapur (SG)',
        },
      },
    },
  },
} satisfies typeof english;
