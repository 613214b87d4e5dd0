import type { roles as en } from '../en/roles';

/** German messages of the roles pages. */
export const roles = {
  resources: {
    roles: {
      name: 'Rolle |||| Rollen',
      fields: {
        id: 'Code',
        name: 'Rolle',
        permissionCount: 'Berechtigungen',
        userCount: 'Benutzer in diesem Mandanten',
        permissions: 'Berechtigungen nach Bereich',
      },
      tabs: { list: 'Rollen', matrix: 'Berechtigungsmatrix' },
      holders:
        '%{smart_count} Benutzer hat diese Rolle |||| %{smart_count} Benutzer haben diese Rolle',
      matrix: {
        title: 'Rollen und ihre Berechtigungen',
        intro:
          'Welche Rolle welche Berechtigung gewährt. Erzeugt aus derselben Tabelle, die die Plattform durchsetzt.',
        permission: 'Berechtigung',
        granted: '%{role}: %{permission} — gewährt',
        notGranted: '%{role}: %{permission} — nicht gewährt',
      },
    },
  },
} satisfies typeof en;
