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
      },
      languages: { en: 'English', de: 'Deutsch' },
      dashboard: {
        greeting: 'Welcome, %{name}',
        tenant: 'Tenant',
        roles: 'Roles',
        available: 'What you can open',
        nothingAvailable: 'No areas are available for your roles yet.',
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
