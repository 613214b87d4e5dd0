import type { shell as en } from '../en/shell';

export const shell = {
  app: {
    shell: {
      menu: { dashboard: 'Übersicht', myProfile: 'Mein Profil' },
      appBar: {
        tenant: 'Mandant: %{name}',
        language: 'Sprache',
        more: 'Weitere Optionen',
        darkTheme: 'Dunkles Design',
        lightTheme: 'Helles Design',
        userMenu: 'Profil: %{name}',
      },
      languages: { en: 'English', de: 'Deutsch' },
      tenantSwitch: {
        title: 'Mandant wechseln',
        current: 'Aktueller Mandant',
      },
      dashboard: {
        greeting: 'Willkommen, %{name}',
        tenant: 'Mandant',
        roles: 'Rollen',
        available: 'Was Sie öffnen können',
        nothingAvailable: 'Für Ihre Rollen sind noch keine Bereiche verfügbar.',
        nothingAvailableHelp:
          'Wenn Sie mit Verifizierungen, Benutzern oder Berichten arbeiten müssen, bitten Sie eine Administratorin oder einen Administrator Ihres Mandanten um eine passende Rolle.',
        open: 'Öffnen',
      },
      pages: {
        notFoundTitle: 'Seite nicht gefunden',
        accessDeniedTitle: 'Zugriff verweigert',
        missingPermission: 'Eine dieser Berechtigungen wird benötigt: %{permissions}',
        errorTitle: 'Fehler',
        toDashboard: 'Zurück zur Übersicht',
      },
      errors: {
        invalidResponse: 'Der Server hat mit Daten geantwortet, die das Portal nicht versteht.',
      },
    },
  },
} satisfies typeof en;
