import type { taggingTemplates as english } from '../en/taggingTemplates';

/** Deutsche Texte der Tagging-Vorlagen: die Labels, die Prüfende den Elementen eines Experiments geben. */
export const taggingTemplates = {
  resources: {
    'tagging-templates': {
      name: 'Tagging-Vorlage |||| Tagging-Vorlagen',
      fields: {
        name: 'Name',
        description: 'Beschreibung',
        status: 'Status',
        labels: 'Labels',
        labelCount: 'Labels',
        allowMultiple: 'Mehrere Labels pro Element',
        commentField: 'Kommentar pro Element',
        createdAt: 'Erstellt',
        createdBy: 'Erstellt von',
        updatedAt: 'Zuletzt geändert',
        updatedBy: 'Zuletzt geändert von',
        version: 'Version',
        id: 'ID',
      },
      choices: { status: { ACTIVE: 'Aktiv', ARCHIVED: 'Archiviert' } },
      help: {
        allowMultiple:
          'Prüfende dürfen mehrere Labels für ein Element kombinieren; sonst ersetzt ein Label das andere.',
        commentField: 'Prüfende dürfen jedem Element einen freien Kommentar hinzufügen.',
      },
      sections: { template: 'Vorlage', tagging: 'Tagging' },
      errors: {
        NO_LABELS: 'Eine Vorlage braucht mindestens ein Label.',
        DUPLICATE_KEY: 'Ein anderes Label hat bereits diesen Schlüssel.',
        DUPLICATE_SHORTCUT: 'Ein anderes Label hat bereits dieses Tastenkürzel.',
        RESERVED_SHORTCUT: 'J und K sind für das nächste und das vorherige Element reserviert.',
        duplicate: { name: 'Eine andere Tagging-Vorlage hat bereits diesen Namen.' },
      },
      actions: {
        archive: {
          label: 'Archivieren',
          confirmTitle: '„%{name}“ archivieren?',
          confirm:
            'Die Vorlage bleibt für die Experimente erhalten, die sie verwenden, kann aber nicht mehr bearbeitet oder für ein neues Experiment gewählt werden, bis sie wiederhergestellt wird.',
          confirmButton: 'Archivieren',
          done: 'Die Tagging-Vorlage ist archiviert.',
        },
        unarchive: {
          label: 'Wiederherstellen',
          confirmTitle: '„%{name}“ wiederherstellen?',
          confirm: 'Die Vorlage kann wieder bearbeitet und für neue Experimente gewählt werden.',
          confirmButton: 'Wiederherstellen',
          done: 'Die Tagging-Vorlage ist wieder aktiv.',
        },
      },
      means: { REJECT: 'Ablehnen', PASS: 'Annehmen', NONE: 'Weder noch' },
      editor: {
        hint: 'Jedes Label hat einen Schlüssel, der in den Ergebnissen gleich bleibt, einen Namen in jeder Sprache, eine Farbe und ein Tastenkürzel. „Steht für“ sagt der Statistik des Experiments, welches Ergebnis das Label bestätigt.',
        label: 'Label %{number}',
        key: 'Schlüssel',
        keyHelp: 'Erst a–z, dann a–z, 0–9 oder _',
        nameEn: 'Name (Englisch)',
        nameDe: 'Name (Deutsch)',
        colour: 'Farbe',
        shortcut: 'Tastenkürzel',
        shortcutHelp: 'Ein Buchstabe oder eine Ziffer',
        means: 'Steht für',
        add: 'Label hinzufügen',
        remove: 'Label %{number} entfernen',
        moveUp: 'Label %{number} nach oben',
        moveDown: 'Label %{number} nach unten',
        max: 'Eine Vorlage hat höchstens %{max} Labels.',
      },
      preview: {
        title: 'Live-Vorschau',
        hint: 'So sehen Prüfende das Tagging-Feld. Probieren Sie es aus: Klicken Sie auf ein Label oder drücken Sie seine Taste. Nichts wird gespeichert.',
      },
      panel: {
        title: 'Tagging-Feld',
        labels: 'Labels',
        single: 'Ein Label wählen',
        multiple: 'Ein oder mehrere Labels wählen',
        comment: 'Kommentar (optional)',
        keys: 'J / K: nächstes / vorheriges · ?: Hilfe',
        noLabels: 'Noch keine Labels.',
        unnamed: 'Label %{number}',
        shortcut: 'Taste %{key}',
      },
      empty: 'Noch keine Tagging-Vorlagen.',
      emptyHint:
        'Eine Tagging-Vorlage benennt die Labels, die Prüfende den Elementen eines Experiments geben.',
      exportFile: 'tagging-vorlagen.csv',
    },
  },
} satisfies typeof english;
