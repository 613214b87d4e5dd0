import type { kit as en } from '../en/kit';

/** German messages of the resource kit's generated screens (src/kit). */
export const kit = {
  kit: {
    filters: {
      search: 'Suche',
      from: '%{field} ab',
      to: '%{field} bis',
      min: '%{field} mindestens',
      max: '%{field} höchstens',
    },
    view: { loadFailed: 'Diese Ansicht konnte nicht geladen werden.' },
    sections: { history: 'Verlauf des Eintrags' },
    delete: {
      title: '„%{name}“ löschen?',
      content:
        'Der Eintrag wird für alle in diesem Mandanten entfernt. Das Audit-Protokoll behält, was er enthielt.',
      guardedTitle: '„%{name}“ löschen',
      done: 'Der Eintrag wurde gelöscht.',
    },
    create: {
      guardedTitle: '„%{name}“ anlegen bestätigen',
      guardedDescription: 'Sie legen „%{name}“ an.',
    },
    update: {
      locked: 'Dieser Eintrag kann nicht mehr geändert werden.',
      guardedTitle: 'Änderung von „%{name}“ bestätigen',
      guardedDescription: 'Sie ändern „%{name}“.',
    },
    actions: {
      confirmTitle: 'Fortfahren?',
      confirm: 'Die Änderung gilt sofort für „%{name}“.',
      confirmButton: 'Fortfahren',
      guardTitle: 'Änderung an „%{name}“ bestätigen',
      done: 'Erledigt.',
      menu: 'Aktionen',
    },
    errors: { duplicate: 'Dieser Wert wird bereits verwendet.' },
  },
} satisfies typeof en;
