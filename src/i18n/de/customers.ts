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
        createdBy: 'Angelegt von',
        updatedAt: 'Zuletzt geändert',
        updatedBy: 'Zuletzt geändert von',
        version: 'Version',
        tenantId: 'Mandanten-ID',
        q: 'Suche',
      },
      empty: 'Dieser Mandant hat noch keine Kunden.',
      emptyHint: 'Kunden werden hier angelegt oder von der Plattform bei ihrer Registrierung.',
      exportFile: 'kunden.csv',
      sections: { customer: 'Kunde' },
      errors: {
        duplicate: {
          customerReference: 'Diese Kundenreferenz wird in diesem Mandanten bereits verwendet.',
        },
      },
    },
  },
} satisfies typeof en;
