/** English messages of the groups resource. */
export const groups = {
  resources: {
    groups: {
      name: 'Group |||| Groups',
      fields: {
        name: 'Name',
        description: 'Description',
        roles: 'Roles',
        memberIds: 'Members',
        members: 'Members',
        memberCount: 'Members',
        createdAt: 'Created',
        updatedAt: 'Last changed',
        updatedBy: 'Last changed by',
        createdBy: 'Created by',
        version: 'Version',
        q: 'Search',
      },
      sections: { group: 'Group' },
      members: { name: 'Name', email: 'E-mail', status: 'Status', roles: 'Roles' },
      noMembers: 'This group has no members yet.',
      empty: 'No groups yet',
      emptyHint: 'Groups bring together the people who share a kind of work.',
      exportFile: 'groups',
    },
  },
};
