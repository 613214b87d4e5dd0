import type { shell as en } from '../en/shell';

export const shell = {
  app: {
    shell: {
      menu: { dashboard: 'Übersicht', myProfile: 'Mein Profil' },
      appBar: { tenant: 'Mandant: %{name}', language: 'Sprache' },
      languages: { en: 'English', de: 'Deutsch' },
      dashboard: {
        greeting: 'Willkommen, %{name}',
        tenant: 'Mandant',
        roles: 'Rollen',
        available: 'Was Sie öffnen können',
        nothingAvailable: 'Für Ihre Rollen sind noch keine Bereiche verfügbar.',
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
      roles: {
        ROLE_ADMINISTRATOR: 'Administrator',
        ROLE_BACKOFFICE: 'Backoffice',
        ROLE_MERCHANT_ADMIN: 'Händler-Administrator',
        ROLE_EXPERIMENT_ADMIN: 'Experiment-Administrator',
        ROLE_EXPERIMENT_USER: 'Experiment-Nutzer',
        ROLE_NV_INTEGRATION_ADMIN: 'NV-Integrationsadministrator',
        ROLE_SUPPORT_AGENT: 'Support-Mitarbeiter',
        ROLE_SUPPORT_MANAGER: 'Support-Manager',
        ROLE_PRODUCT_MANAGER: 'Produktmanager',
        ROLE_VERIFICATION_ADMIN: 'Verifizierungs-Administrator',
        ROLE_VERIFICATION_BACKOFFICE: 'Verifizierungs-Backoffice',
      },
    },
  },
} satisfies typeof en;
