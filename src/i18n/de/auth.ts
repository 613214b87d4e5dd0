import type { auth as en } from '../en/auth';

export const auth = {
  app: {
    auth: {
      notFound: {
        title: 'Seite nicht gefunden',
        signIn: 'Anmelden',
      },
      login: {
        title: 'Anmeldung zum Compliance-Backoffice',
        busy: 'Sie werden angemeldet …',
        redirecting: 'Weiterleitung zur Anmeldeseite …',
        marketingTitle: 'Kennen Sie Ihre Nutzer. Vertrauen Sie jeder Interaktion.',
        marketingIdentity: 'Identitäten und Dokumente in Minuten statt Tagen prüfen.',
        marketingScreening: 'Kunden gegen Watchlists prüfen und Risiken früh erkennen.',
        marketingFraud: 'Betrug bekämpfen – mit einem Blick auf jede Prüfung und Transaktion.',
        signedInAs: 'Angemeldet als %{email}',
        tenantTitle: 'Wählen Sie den Mandanten, in dem Sie arbeiten möchten',
        tenantLabel: 'Mandant',
        tenantSearchHint: 'Tippen zum Suchen; höchstens %{limit} Mandanten werden angezeigt.',
        noTenantMatch: 'Kein passender Mandant',
        continue: 'Weiter',
        back: 'Zurück zur Anmeldung',
        badRedirect: 'Die Adresse des Mandanten gehört nicht zu diesem Portal.',
        stateMismatch:
          'Diese Anmeldung wurde nicht in diesem Browser-Tab begonnen und deshalb abgebrochen. Bitte melden Sie sich erneut an.',
        accountBlocked: {
          ACCOUNT_DISABLED:
            'Ihr Konto wurde deaktiviert, daher sind Sie abgemeldet. Wenden Sie sich an Ihre Administration.',
          ACCOUNT_LOCKED:
            'Ihr Konto ist gesperrt, daher sind Sie abgemeldet. Wenden Sie sich an Ihre Administration oder versuchen Sie es später erneut.',
          ACCOUNT_EXPIRED:
            'Ihr Konto ist abgelaufen, daher sind Sie abgemeldet. Wenden Sie sich an Ihre Administration.',
        },
      },
      footer: {
        copyright: '© %{year} TrustDesk. Alle Rechte vorbehalten.',
        terms: 'Nutzungsbedingungen',
        privacy: 'Datenschutz',
      },
      init: { busy: 'Anmeldung wird abgeschlossen …' },
      signedInAgain: {
        title: 'Sie sind wieder angemeldet',
        message:
          'Kehren Sie zum Fenster mit Ihren Änderungen zurück und speichern Sie sie. Dieses Fenster können Sie schließen.',
        close: 'Dieses Fenster schließen',
        open: 'Portal öffnen',
      },
      twoFactor: {
        title: 'Zwei-Faktor-Authentifizierung einrichten',
        intro:
          'Scannen Sie diesen QR-Code mit Ihrer Authenticator-App und geben Sie den angezeigten 6-stelligen Code ein.',
        qrLabel: 'QR-Code für Ihre Authenticator-App',
        secretLabel: 'Scannen nicht möglich? Geben Sie diesen Schlüssel manuell ein:',
        codeLabel: '6-stelliger Code',
        codeInvalid: 'Geben Sie den 6-stelligen Code aus Ihrer Authenticator-App ein.',
        confirm: 'Bestätigen',
      },
      password: {
        title: 'Neues Passwort wählen',
        intro: 'Sie müssen Ihr Passwort ändern, bevor Sie fortfahren.',
        rule: 'Mindestens 10 Zeichen mit einem Groß- und einem Kleinbuchstaben, einer Ziffer und einem Sonderzeichen.',
        newPassword: 'Neues Passwort',
        confirmPassword: 'Neues Passwort bestätigen',
        mismatch: 'Die Passwörter stimmen nicht überein.',
        submit: 'Passwort speichern',
      },
    },
  },
} satisfies typeof en;
