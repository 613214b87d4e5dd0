/**
 * English messages of the declared resources (src/contract/resources), one entry each. Labels follow the kit's
 * convention: `fields`, `choices.<field>.<value>`, `sections`, `help`, `empty`, `emptyHint`, `exportFile`.
 */
export const declared = {
  resources: {
    'sub-processors': {
      name: 'Sub-processor |||| Sub-processors',
      fields: {
        name: 'Name',
        purpose: 'Purpose',
        dataCategories: 'Data categories',
        locationCountry: 'Location',
        transferMechanism: 'Transfer mechanism',
        dpaUrl: 'Data-processing agreement',
        inUseSince: 'In use since',
        createdAt: 'Created',
        createdBy: 'Created by',
        updatedAt: 'Last changed',
        updatedBy: 'Last changed by',
        version: 'Version',
      },
      choices: {
        dataCategories: {
          IDENTITY: 'Identity data',
          CONTACT: 'Contact data',
          DOCUMENT_IMAGES: 'Document images',
          BIOMETRIC: 'Biometric data',
          FINANCIAL: 'Financial data',
          DEVICE: 'Device data',
          USAGE: 'Usage data',
        },
        transferMechanism: {
          ADEQUACY_DECISION: 'Adequacy decision',
          STANDARD_CONTRACTUAL_CLAUSES: 'Standard contractual clauses',
          BINDING_CORPORATE_RULES: 'Binding corporate rules',
        },
      },
      sections: { processing: 'Processing', transfer: 'Location and transfer' },
      help: { dpaUrl: 'A secure link (https://) to the signed agreement.' },
      empty: 'No sub-processors yet',
      emptyHint: 'List every third party that processes personal data on your behalf.',
      exportFile: 'sub-processors',
    },
    // Roles: the declaration's words; the pages' own words stay in roles.ts.
    roles: {
      fields: { admin: 'Administrator role' },
      sections: { role: 'Role' },
      empty: 'No roles match these filters.',
      emptyHint: 'Roles come from the platform’s permission table.',
      exportFile: 'roles',
    },
    // Audit log: the declaration's words; the pages' own words stay in auditlog.ts.
    auditlog: {
      fields: {
        actorId: 'User ID',
        tenantId: 'Tenant ID',
        before: 'Before',
        after: 'After',
      },
      sections: { entry: 'Entry', changes: 'Changes' },
      emptyHint: 'Every change in the portal writes an entry here.',
      exportFile: 'audit-log',
    },
  },
};
