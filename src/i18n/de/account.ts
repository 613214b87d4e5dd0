import type { account as english } from '../en/account';

/** Deutsche Texte der öffentlichen Kontoseiten (Verifizierungsschlüssel, ohne Anmeldung). */
export const account = {
  account: {
    backToLogin: 'Zurück zur Anmeldung',
    checking: 'Ihr Link wird geprüft…',
    unknownKey: 'Dieser Link ist ungültig. Er wurde vielleicht schon benutzt oder falsch kopiert.',
    expiredKey: 'Dieser Link ist abgelaufen. Fordern Sie einen neuen an.',
    wrongPurpose: 'Dieser Link gehört zu einem anderen Schritt.',
    missingKey: 'Der Link ist unvollständig: Es fehlt der Schlüssel.',
    password: 'Neues Passwort',
    passwordRepeat: 'Passwort wiederholen',
    passwordRule:
      'Mindestens 10 Zeichen, mit einem Groß- und einem Kleinbuchstaben, einer Ziffer und einem Sonderzeichen.',
    passwordWeak: 'Das Passwort erfüllt die Regel nicht.',
    passwordMismatch: 'Die Passwörter stimmen nicht überein.',
    activation: {
      title: 'Konto aktivieren',
      greeting:
        'Willkommen, %{name}. Legen Sie ein Passwort für %{email} fest, um Ihr Konto zu aktivieren.',
      submit: 'Konto aktivieren',
      done: 'Ihr Konto ist aktiv. Sie können sich jetzt anmelden.',
    },
    forgotPassword: {
      title: 'Passwort vergessen?',
      intro:
        'Geben Sie Ihre E-Mail-Adresse ein. Falls ein Konto existiert, senden wir einen Link zum Zurücksetzen.',
      email: 'E-Mail',
      submit: 'Link senden',
      done: 'Falls ein Konto für %{email} existiert, ist ein Link unterwegs.',
      link: 'Passwort vergessen?',
    },
    resetPassword: {
      title: 'Neues Passwort wählen',
      greeting: 'Legen Sie ein neues Passwort für %{email} fest.',
      submit: 'Passwort speichern',
      done: 'Ihr Passwort ist geändert. Sie können sich jetzt anmelden.',
    },
    verifyEmail: {
      title: 'E-Mail-Adresse bestätigen',
      greeting: 'Bestätigen Sie, dass %{email} Ihre E-Mail-Adresse ist.',
      submit: 'E-Mail-Adresse bestätigen',
      done: 'Danke. Ihre E-Mail-Adresse ist bestätigt.',
    },
  },
} satisfies typeof english;
