/** English messages of the tenants resource (and the transfer of merchants/customers between tenants). */
export const tenants = {
  resources: {
    tenants: {
      name: 'Tenant |||| Tenants',
      fields: {
        id: 'Tenant ID',
        name: 'Name',
        enabled: 'Status',
        createdAt: 'Created',
        merchantCount: 'Merchants',
        customerCount: 'Customers',
        userCount: 'Users',
        q: 'Search',
      },
      status: { enabled: 'Enabled', disabled: 'Disabled' },
      empty: 'You do not belong to any tenant yet.',
      exportFile: 'tenants.csv',
      errors: { duplicateName: 'A tenant with this name already exists.' },
      guard: {
        updateTitle: 'Confirm the tenant change',
        updateDescription: 'You are changing the tenant “%{name}”.',
      },
      users: {
        title: 'Users',
        empty: 'This tenant has no users.',
        email: 'E-mail',
        name: 'Name',
        roles: 'Roles',
        status: 'Status',
      },
      userStatus: {
        ACTIVE: 'Active',
        DEACTIVATED: 'Deactivated',
        LOCKED: 'Locked',
        EXPIRED: 'Expired',
      },
      groups: {
        title: 'Groups',
        empty: 'This tenant has no groups.',
        name: 'Name',
        members: 'Members',
        createdAt: 'Created',
      },
      transfer: {
        button: 'Transfer',
        title: 'Transfer to another tenant',
        intro: 'Move %{kind} “%{name}” out of %{source} to:',
        target: 'Target tenant',
        noTargets: 'You belong to no other tenant to move it to.',
        confirm: 'Move %{kind} “%{name}” from %{source} to %{target}?',
        continue: 'Continue',
        guardTitle: 'Confirm the transfer',
        done: '%{kind} “%{name}” moved from %{source} to %{target}.',
        kind: { MERCHANT: 'merchant', CUSTOMER: 'customer' },
      },
    },
  },
};
