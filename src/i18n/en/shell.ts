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
        upcoming: {
          title: 'Coming for your role',
          ROLE_EXPERIMENT_USER:
            'As an experiment user you will run experiments on datasets (fixed sets of past verifications) and label their outcomes by hand in tagging views, to measure a new workflow version, risk rule or document model before it goes live. Datasets and tagging templates are in the menu already; Experiments will appear there and here under “What you can open” as soon as they are switched on for your tenant. Until then, the KYC overview above shows your tenant’s figures.',
          ROLE_EXPERIMENT_ADMIN:
            'As an experiment administrator you will build datasets from past verifications, set up and start experiments and manage their tagging templates. Datasets and tagging templates are in the menu already; Experiments will appear there and here under “What you can open” as soon as they are switched on for your tenant.',
        },
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
