/** English messages of the roles pages (list, one role, matrix). */
export const roles = {
  resources: {
    roles: {
      name: 'Role |||| Roles',
      fields: {
        id: 'Code',
        name: 'Role',
        permissionCount: 'Permissions',
        userCount: 'Users in this tenant',
        permissions: 'Permissions by area',
      },
      tabs: { list: 'Roles', matrix: 'Permission matrix' },
      holders: '%{smart_count} user holds this role |||| %{smart_count} users hold this role',
      matrix: {
        title: 'Roles and their permissions',
        intro:
          'Which role grants which permission. Generated from the same table the platform enforces.',
        permission: 'Permission',
        granted: '%{role}: %{permission} — granted',
        notGranted: '%{role}: %{permission} — not granted',
      },
    },
  },
};
