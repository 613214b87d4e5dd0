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
    pendingChanges: {
      title: 'Ungespeicherte Änderungen',
      stay: 'Auf dieser Seite bleiben',
      leave: 'Verlassen und Änderungen verwerfen',
    },
  },
} satisfies typeof en;
