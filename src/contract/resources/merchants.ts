import { z } from 'zod';
import { declareResource, type systemFieldsSchema } from '../declare';

/** The platform's rule for a merchant info id: 1–40 letters, digits and '-' (spec section 3). */
export const MERCHANT_INFO_ID_PATTERN = /^[A-Za-z0-9-]{1,40}$/;

/** The general details, the only part of a merchant the portal edits (guarded). */
const merchantFields = z.object({
  name: z.string().trim().min(1).max(100),
  merchantName: z.string().trim().min(1).max(100),
  merchantInfoId: z
    .string()
    .trim()
    .regex(MERCHANT_INFO_ID_PATTERN, 'Missing value or invalid format'),
  enabled: z.boolean(),
});

/** Set by the platform's onboarding: the merchant's platform id, public GUID and tenant. */
const merchantComputed = z.object({
  merchantId: z.string(),
  merchantPublicGuid: z.string(),
  tenantId: z.string(),
  tenantName: z.string(),
});

const VIEW = ['PERM_MERCHANTS_VIEW'] as const;

/**
 * Merchants of the tenant (spec sections 3 and 7: Merchants). The platform's onboarding creates them, so there
 * is no create or delete. The record's get and update are `GET/PUT merchants/:id/details` (the update guarded),
 * hand-written rows like the notes and the IP whitelist; moving a merchant to another tenant is the tenants'
 * transfer. The demo merchants are seeded by mock-server/seed/merchants.ts (ids like `m-acme-1`).
 */
export const merchants = declareResource({
  name: 'merchants',
  entityType: 'Merchant',
  idPrefix: 'm',
  icon: 'Storefront',
  fields: merchantFields,
  computed: merchantComputed,
  recordRepresentation: 'name',
  list: {
    columns: [
      'name',
      'merchantName',
      'merchantInfoId',
      'enabled',
      'createdAt',
      'merchantId',
      'merchantPublicGuid',
      'tenantName',
    ],
    hiddenByDefault: ['merchantId', 'merchantPublicGuid', 'tenantName'],
    search: ['name', 'merchantName', 'merchantInfoId', 'merchantPublicGuid'],
    filters: [
      { source: 'name', kind: 'text', fields: ['name', 'merchantName'], alwaysOn: true },
      { source: 'enabled', kind: 'boolean', alwaysOn: true },
      {
        source: 'createdAt',
        kind: 'dateRange',
        keys: ['createdFrom', 'createdTo'],
        alwaysOn: true,
      },
    ],
    sortable: ['name', 'merchantName', 'createdAt', 'enabled'],
    sort: { field: 'name', order: 'ASC' },
  },
  show: {
    sections: [
      {
        key: 'details',
        fields: [
          'merchantId',
          'name',
          'merchantName',
          'merchantInfoId',
          'merchantPublicGuid',
          'enabled',
          'tenantName',
          'tenantId',
        ],
      },
    ],
  },
  access: {
    list: VIEW,
    show: ['PERM_MERCHANTS_VIEW', 'PERM_MERCHANT_DETAILS_VIEW'],
    export: VIEW,
    edit: ['PERM_MERCHANT_DETAILS_EDIT'],
  },
  // The notes, IP allow-list and callback tabs: hand-written calls and panels.
  customAccess: {
    notes: ['PERM_MERCHANT_NOTES_VIEW'],
    addNote: ['PERM_MERCHANT_NOTES_EDIT'],
    ipWhitelist: ['PERM_IP_WHITELIST_VIEW'],
    editIpWhitelist: ['PERM_IP_WHITELIST_EDIT'],
    callback: ['PERM_MERCHANT_CALLBACK_VIEW'],
    editCallback: ['PERM_MERCHANT_CALLBACK_EDIT'],
  },
  guarded: ['edit'],
  handWritten: { get: 'merchantsDetails', update: 'merchantsDetailsUpdate' },
});

export type Merchant = z.infer<typeof merchantFields> &
  z.infer<typeof merchantComputed> &
  z.infer<typeof systemFieldsSchema>;
