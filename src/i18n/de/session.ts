import type { session as en } from '../en/session';

export const session = {
  session: {
    idle: {
      title: 'Sind Sie noch da?',
      message:
        'Sie waren eine Weile inaktiv. Zu Ihrer Sicherheit werden Sie abgemeldet, wenn die Zeit abgelaufen ist.',
      remaining: 'Zeit bis zur Abmeldung',
      stay: 'Angemeldet bleiben',
    },
    version: {
      reloading:
        'Eine neue Version des Portals ist verfügbar. Die Seite wird in wenigen Sekunden neu geladen.',
      waitingForChanges:
        'Eine neue Version des Portals ist verfügbar. Sie wird geladen, sobald Sie Ihre Änderungen speichern oder verwerfen.',
    },
    reSignIn: {
      title: 'Melden Sie sich erneut an, um Ihre Änderungen zu speichern',
      message:
        'Ihre Sitzung ist beendet. Ihre Änderungen sind noch da: Melden Sie sich in einem neuen Fenster erneut an und speichern Sie sie dann.',
      signIn: 'Erneut anmelden',
      discard: 'Änderungen verwerfen und abmelden',
      waiting: 'Warten auf Ihre Anmeldung im anderen Fenster …',
      checking: 'Die neue Anmeldung wird geprüft …',
      blocked:
        'Das Anmeldefenster konnte nicht geöffnet werden. Erlauben Sie Pop-ups für dieses Portal und versuchen Sie es erneut.',
      checkFailed: 'Die neue Anmeldung konnte nicht geprüft werden. Versuchen Sie es erneut.',
      retry: 'Erneut versuchen',
      otherAccount:
        'Sie haben sich als anderer Benutzer oder in einem anderen Mandanten angemeldet. Diese Änderungen gehören zur vorherigen Sitzung und können unter diesem Konto nicht gespeichert werden.',
      reload: 'Als neuer Benutzer neu laden',
      done: 'Sie sind wieder angemeldet. Ihre Änderungen sind noch da: Speichern Sie sie jetzt.',
    },
    pendingChanges: {
      title: 'Ungespeicherte Änderungen',
      stay: 'Auf dieser Seite bleiben',
      leave: 'Verlassen und Änderungen verwerfen',
    },
  },
} satisfies typeof en;
