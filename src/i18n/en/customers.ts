/** English messages of the customers resource. */
export const customers = {
  resources: {
    customers: {
      name: 'Customer |||| Customers',
      fields: {
        id: 'ID',
        customerId: 'Customer ID',
        customerName: 'Customer name',
        customerReference: 'Customer reference',
        name: 'Short name',
        createdAt: 'Created',
        createdBy: 'Created by',
        updatedAt: 'Last changed',
        updatedBy: 'Last changed by',
        version: 'Version',
        tenantId: 'Tenant ID',
        q: 'Search',
      },
      empty: 'This tenant has no customers yet.',
      emptyHint: 'Customers are added here or by the platform when they are registered.',
      exportFile: 'customers.csv',
      sections: { customer: 'Customer' },
      errors: {
        duplicate: { customerReference: 'This customer reference is already used in this tenant.' },
      },
    },
  },
};
