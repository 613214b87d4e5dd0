import { z } from 'zod';
import { declareResource, type systemFieldsSchema } from '../declare';

/** The platform's rule for a customer reference: 1–40 letters, digits, '.', '_' and '-' (spec section 3). */
export const CUSTOMER_REFERENCE_PATTERN = /^[A-Za-z0-9._-]{1,40}$/;

/** The customer portal variant serves customers under another base path (spec section 1). */
export const CUSTOMER_VARIANT_BASE = {
  admin: 'customers',
  customer: 'customer-portal/customers',
} as const;

const VIEW = ['PERM_CUSTOMERS_VIEW'] as const;

const customerFields = z.object({
  customerName: z.string().trim().min(1).max(100),
  customerReference: z
    .string()
    .trim()
    .regex(CUSTOMER_REFERENCE_PATTERN, 'Missing value or invalid format'),
  name: z.string().trim().min(1).max(100),
});

/** Set by the platform: the public customer id (assigned on create) and the tenant the customer belongs to. */
const customerComputed = z.object({ customerId: z.string(), tenantId: z.string() });

/**
 * Customers of the tenant (spec sections 3 and 7: Customers). `customerReference` is unique per tenant
 * (case-insensitive); the emulator assigns `customerId` on create (mock-server/resources/customers.ts). Moving a
 * customer to another tenant is the tenants' transfer, offered on the show page.
 */
export const customers = declareResource({
  name: 'customers',
  entityType: 'Customer',
  idPrefix: 'c',
  icon: 'PeopleOutline',
  variantBase: CUSTOMER_VARIANT_BASE,
  fields: customerFields,
  computed: customerComputed,
  recordRepresentation: 'customerName',
  list: {
    columns: ['customerName', 'customerReference', 'name', 'createdAt', 'customerId'],
    hiddenByDefault: ['customerId'],
    search: ['customerName', 'customerReference', 'name', 'customerId'],
    filters: [
      { source: 'customerReference', kind: 'text' },
      { source: 'customerName', kind: 'text' },
      { source: 'createdAt', kind: 'dateRange' },
    ],
    sortable: ['customerName', 'customerReference', 'name', 'createdAt'],
    sort: { field: 'createdAt', order: 'DESC' },
  },
  show: {
    sections: [
      { key: 'customer', fields: ['customerId', 'customerName', 'customerReference', 'name'] },
    ],
  },
  unique: ['customerReference'],
  access: {
    list: VIEW,
    show: VIEW,
    export: VIEW,
    create: ['PERM_CUSTOMERS_REGISTER'],
    edit: ['PERM_CUSTOMERS_EDIT'],
  },
});

export type Customer = z.infer<typeof customerFields> &
  z.infer<typeof customerComputed> &
  z.infer<typeof systemFieldsSchema>;
