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
        createdFrom: 'Created from',
        createdTo: 'Created to',
        q: 'Search',
      },
      empty: 'This tenant has no customers yet.',
      exportFile: 'customers.csv',
      errors: { duplicateReference: 'This customer reference is already used in this tenant.' },
    },
  },
};
