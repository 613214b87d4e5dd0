import type { profile as en } from '../en/profile';

export const profile = {
  profile: {
    title: 'Mein Profil',
    subtitle: 'Ihr eigenes Konto: Name, E-Mail-Adresse und Passwort.',
    loadFailed: 'Ihr Profil konnte nicht geladen werden.',
    retry: 'Erneut versuchen',
    lastChange: 'Zuletzt geändert von %{by} am %{at}',
    protectedChip: 'Geschützte Änderung',
    noAccess: 'Sie dürfen diesen Bereich nicht ansehen.',
    readOnly: 'Sie dürfen diesen Bereich ansehen, aber nicht ändern.',
    save: 'Speichern',
    saving: 'Wird gespeichert …',
    discard: 'Änderungen verwerfen',
    conflict: {
      title: 'Ihr Profil wurde inzwischen von jemand anderem geändert',
      reload: 'Neueste Version laden',
    },
    name: {
      title: 'Name',
      firstName: 'Vorname',
      lastName: 'Nachname',
      saved: 'Ihr Name wurde geändert.',
    },
    email: {
      title: 'E-Mail-Adresse',
      current: 'Aktuelle E-Mail-Adresse',
      newEmail: 'Neue E-Mail-Adresse',
      unchanged: 'Das ist bereits Ihre E-Mail-Adresse.',
      help: 'Mit dieser Adresse melden Sie sich an. Eine Änderung erfordert Ihr Passwort und einen Sicherheitscode.',
      dialogTitle: 'E-Mail-Adresse ändern',
      dialogDescription: 'Ihre E-Mail-Adresse wird von %{from} auf %{to} geändert.',
      saved: 'Ihre E-Mail-Adresse wurde geändert.',
    },
    password: {
      title: 'Passwort',
      help: 'Für die Passwortänderung geben Sie im Bestätigungsdialog Ihr Passwort und einen Sicherheitscode erneut ein.',
      current: 'Aktuelles Passwort',
      newPassword: 'Neues Passwort',
      confirmation: 'Neues Passwort wiederholen',
      rule: 'Mindestens 10 Zeichen mit einem Großbuchstaben, einem Kleinbuchstaben, einer Ziffer und einem Sonderzeichen.',
      mismatch: 'Die beiden Passwörter stimmen nicht überein.',
      sameAsCurrent: 'Das neue Passwort muss sich vom aktuellen unterscheiden.',
      dialogTitle: 'Passwort ändern',
      dialogDescription:
        'Ihr Passwort wird geändert. Andere Sitzungen laufen weiter, bis sie enden.',
      saved: 'Ihr Passwort wurde geändert.',
    },
  },
} satisfies typeof en;
