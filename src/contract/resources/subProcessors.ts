import { z } from 'zod';
import { declareResource } from '../declare';
import { ADMIN_ROLES } from '../permissions';
import { COUNTRY_CODES } from '../rules/countries';

export const DATA_CATEGORIES = [
  'IDENTITY',
  'CONTACT',
  'DOCUMENT_IMAGES',
  'BIOMETRIC',
  'FINANCIAL',
  'DEVICE',
  'USAGE',
] as const;

export const TRANSFER_MECHANISMS = [
  'ADEQUACY_DECISION',
  'STANDARD_CONTRACTUAL_CLAUSES',
  'BINDING_CORPORATE_RULES',
] as const;

/**
 * Sub-processors (spec: sub-processors): the third parties that process personal data for the tenant, as a
 * data-processing register lists them. Administrators keep the list; every other signed-in role reads it.
 */
export const subProcessors = declareResource({
  name: 'sub-processors',
  entityType: 'SubProcessor',
  idPrefix: 'sp',
  icon: 'Handshake',
  fields: z.object({
    name: z.string().trim().min(1).max(120),
    purpose: z.string().trim().min(1).max(500),
    dataCategories: z.array(z.enum(DATA_CATEGORIES)).min(1).max(DATA_CATEGORIES.length),
    locationCountry: z.enum(COUNTRY_CODES as [string, ...string[]]),
    transferMechanism: z.enum(TRANSFER_MECHANISMS),
    // A data-processing agreement is a legal document: only a secure link is accepted.
    dpaUrl: z.url({ protocol: /^https$/ }).max(2000),
    inUseSince: z.iso.date(),
  }),
  fieldOptions: {
    purpose: { kind: 'longText' },
    locationCountry: { kind: 'country' },
    dpaUrl: { help: true },
  },
  recordRepresentation: 'name',
  list: {
    columns: [
      'name',
      'purpose',
      'dataCategories',
      'locationCountry',
      'transferMechanism',
      'inUseSince',
      'updatedAt',
    ],
    hiddenByDefault: ['purpose', 'updatedAt'],
    search: ['name', 'purpose'],
    filters: [
      { source: 'dataCategories', kind: 'choice' },
      { source: 'transferMechanism', kind: 'choice' },
      { source: 'locationCountry', kind: 'country' },
      { source: 'inUseSince', kind: 'dateRange' },
    ],
    sort: { field: 'name', order: 'ASC' },
  },
  show: {
    sections: [
      { key: 'processing', fields: ['name', 'purpose', 'dataCategories'] },
      { key: 'transfer', fields: ['locationCountry', 'transferMechanism', 'dpaUrl', 'inUseSince'] },
    ],
  },
  unique: ['name'],
  access: {
    list: [],
    show: [],
    export: [],
    create: ADMIN_ROLES,
    edit: ADMIN_ROLES,
    delete: ADMIN_ROLES,
  },
  seed: ({ record }) => [
    record({
      name: 'Amazon Web Services EMEA SARL',
      purpose:
        'Cloud hosting of the verification platform and encrypted storage of document images.',
      dataCategories: ['IDENTITY', 'DOCUMENT_IMAGES', 'BIOMETRIC', 'DEVICE'],
      locationCountry: 'DE',
      transferMechanism: 'ADEQUACY_DECISION',
      dpaUrl: 'https://aws.amazon.com/compliance/gdpr-center/',
      inUseSince: '2021-03-01',
    }),
    record({
      name: 'Twilio Ireland Ltd',
      purpose: 'One-time codes and verification links sent by SMS.',
      dataCategories: ['CONTACT'],
      locationCountry: 'IE',
      transferMechanism: 'ADEQUACY_DECISION',
      dpaUrl: 'https://www.twilio.com/en-us/legal/data-protection-addendum',
      inUseSince: '2021-06-15',
    }),
    record({
      name: 'SendGrid (Twilio Inc.)',
      purpose: 'Transactional e-mail: invitations, password resets and verification results.',
      dataCategories: ['CONTACT', 'USAGE'],
      locationCountry: 'US',
      transferMechanism: 'STANDARD_CONTRACTUAL_CLAUSES',
      dpaUrl: 'https://www.twilio.com/en-us/legal/data-protection-addendum',
      inUseSince: '2021-06-15',
    }),
    record({
      name: 'Dow Jones Risk & Compliance',
      purpose:
        'Watchlist, sanctions and politically exposed persons screening of verified persons.',
      dataCategories: ['IDENTITY'],
      locationCountry: 'GB',
      transferMechanism: 'ADEQUACY_DECISION',
      dpaUrl: 'https://www.dowjones.com/professional/risk/privacy/',
      inUseSince: '2022-01-10',
    }),
    record({
      name: 'Zendesk Inc.',
      purpose: 'Support tickets raised by end users about their verification.',
      dataCategories: ['CONTACT', 'USAGE'],
      locationCountry: 'US',
      transferMechanism: 'BINDING_CORPORATE_RULES',
      dpaUrl: 'https://www.zendesk.com/company/agreements-and-terms/data-processing-agreement/',
      inUseSince: '2022-04-04',
    }),
    record({
      name: 'Google Cloud EMEA Ltd',
      purpose: 'Optical character recognition of document images in the EU region.',
      dataCategories: ['DOCUMENT_IMAGES', 'IDENTITY'],
      locationCountry: 'NL',
      transferMechanism: 'ADEQUACY_DECISION',
      dpaUrl: 'https://cloud.google.com/terms/data-processing-addendum',
      inUseSince: '2022-09-01',
    }),
    record({
      name: 'Stripe Payments Europe Ltd',
      purpose: 'Invoicing of verification volumes to the merchant.',
      dataCategories: ['FINANCIAL', 'CONTACT'],
      locationCountry: 'IE',
      transferMechanism: 'ADEQUACY_DECISION',
      dpaUrl: 'https://stripe.com/legal/dpa',
      inUseSince: '2023-02-20',
    }),
    record({
      name: 'Datadog Inc.',
      purpose: 'Operational monitoring; logs are scrubbed of personal data before they leave.',
      dataCategories: ['DEVICE', 'USAGE'],
      locationCountry: 'US',
      transferMechanism: 'STANDARD_CONTRACTUAL_CLAUSES',
      dpaUrl: 'https://www.datadoghq.com/legal/data-processing-addendum/',
      inUseSince: '2023-05-08',
    }),
    record({
      name: 'iProov Ltd',
      purpose: 'Liveness detection on selfie videos.',
      dataCategories: ['BIOMETRIC', 'DEVICE'],
      locationCountry: 'GB',
      transferMechanism: 'ADEQUACY_DECISION',
      dpaUrl: 'https://www.iproov.com/privacy-policy',
      inUseSince: '2023-11-13',
    }),
    record({
      name: 'Experian Ltd',
      purpose: 'Address and identity cross-checks against credit reference data.',
      dataCategories: ['IDENTITY', 'CONTACT', 'FINANCIAL'],
      locationCountry: 'GB',
      transferMechanism: 'ADEQUACY_DECISION',
      dpaUrl: 'https://www.experian.co.uk/legal/privacy-statement',
      inUseSince: '2024-03-18',
    }),
    record({
      name: 'Hetzner Online GmbH',
      purpose: 'Encrypted off-site backups of the platform database.',
      dataCategories: ['IDENTITY', 'CONTACT', 'DOCUMENT_IMAGES', 'FINANCIAL'],
      locationCountry: 'DE',
      transferMechanism: 'ADEQUACY_DECISION',
      dpaUrl: 'https://www.hetzner.com/legal/terms-and-conditions/',
      inUseSince: '2024-07-01',
    }),
    record({
      name: 'Intercom R&D Unlimited Company',
      purpose: 'In-portal help messages for operators.',
      dataCategories: ['CONTACT', 'USAGE', 'DEVICE'],
      locationCountry: 'IE',
      transferMechanism: 'STANDARD_CONTRACTUAL_CLAUSES',
      dpaUrl: 'https://www.intercom.com/legal/data-processing-agreement',
      inUseSince: '2025-01-27',
    }),
  ],
});
