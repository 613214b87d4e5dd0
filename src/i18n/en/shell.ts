/** English messages of the 'shell' area: app bar, menu, dashboard, error pages, role names. */
export const shell = {
  app: {
    shell: {
      menu: { dashboard: 'Dashboard', myProfile: 'My profile' },
      appBar: {
        tenant: 'Tenant: %{name}',
        language: 'Language',
        more: 'More options',
        darkTheme: 'Dark theme',
        lightTheme: 'Light theme',
        userMenu: 'Profile: %{name}',
      },
      languages: { en: 'English', de: 'Deutsch' },
      tenantSwitch: {
        title: 'Switch tenant',
        current: 'Current tenant',
      },
      dashboard: {
        greeting: 'Welcome, %{name}',
        tenant: 'Tenant',
        roles: 'Roles',
        available: 'What you can open',
        nothingAvailable: 'No areas are available for your roles yet.',
        nothingAvailableHelp:
          'If you need to work with verifications, users or reports, ask an administrator of your tenant for a role that includes them.',
        open: 'Open',
      },
      pages: {
        notFoundTitle: 'Page not found',
        accessDeniedTitle: 'Access denied',
        missingPermission: 'One of these permissions is needed: %{permissions}',
        errorTitle: 'Error',
        toDashboard: 'Back to the dashboard',
      },
      errors: {
        invalidResponse: 'The server answered with data the portal does not understand.',
      },
    },
  },
};
