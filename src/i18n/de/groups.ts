import type { groups as en } from '../en/groups';

/** German messages of the groups resource. */
export const groups = {
  resources: {
    groups: {
      name: 'Gruppe |||| Gruppen',
      fields: {
        name: 'Name',
        description: 'Beschreibung',
        roles: 'Rollen',
        memberIds: 'Mitglieder',
        members: 'Mitglieder',
        memberCount: 'Mitglieder',
        createdAt: 'Angelegt',
        updatedAt: 'Zuletzt geändert',
        updatedBy: 'Zuletzt geändert von',
        createdBy: 'Angelegt von',
        version: 'Version',
        q: 'Suche',
      },
      sections: { group: 'Gruppe' },
      members: { name: 'Name', email: 'E-Mail', status: 'Status', roles: 'Rollen' },
      noMembers: 'Diese Gruppe hat noch keine Mitglieder.',
      empty: 'Noch keine Gruppen',
      emptyHint: 'Gruppen fassen die Personen zusammen, die eine Art von Arbeit teilen.',
      exportFile: 'gruppen',
    },
  },
} satisfies typeof en;
