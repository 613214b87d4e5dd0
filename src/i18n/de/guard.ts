import type { guard as en } from '../en/guard';

export const guard = {
  guard: {
    dialog: {
      intro:
        'Dies ist eine geschützte Änderung. Bestätigen Sie sie mit Ihrem Passwort und einem Sicherheitscode aus Ihrer Authenticator-App und geben Sie den Grund an. Grund und Klassifizierung werden im Audit-Protokoll festgehalten.',
      password: 'Passwort',
      passCode: 'Sicherheitscode',
      passCodeHelp: 'Der 6-stellige Code aus Ihrer Authenticator-App',
      reason: 'Grund',
      reasonCounter: '%{count} / %{max} Zeichen',
      classification: 'Klassifizierung',
      classificationPlaceholder: 'Klassifizierung wählen',
      classificationsLoading: 'Klassifizierungen werden geladen …',
      classificationsFailed: 'Die Klassifizierungen konnten nicht geladen werden.',
      classificationInvalid: 'Wählen Sie eine der aufgeführten Klassifizierungen.',
      confirm: 'Änderung bestätigen',
      sending: 'Wird gesendet …',
    },
  },
} satisfies typeof en;
