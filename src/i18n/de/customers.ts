import type { customers as en } from '../en/customers';

/** Deutsche Texte der Kunden. */
export const customers = {
  resources: {
    customers: {
      name: 'Kunde |||| Kunden',
      fields: {
        id: 'ID',
        customerId: 'Kunden-ID',
        customerName: 'Kundenname',
        customerReference: 'Kundenreferenz',
        name: 'Kurzname',
        createdAt: 'Angelegt',
        createdFrom: 'Angelegt ab',
        createdTo: 'Angelegt bis',
        q: 'Suche',
      },
      empty: 'Dieser Mandant hat noch keine Kunden.',
      exportFile: 'kunden.csv',
      errors: {
        duplicateReference: 'Diese Kundenreferenz wird in diesem Mandanten bereits verwendet.',
      },
    },
  },
} satisfies typeof en;
