import { z } from 'zod';

/** A customer (spec section 3); `createdAt` is a UTC instant shown as a date. */
export const customerSchema = z.object({
  id: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  customerReference: z.string(),
  name: z.string(),
  createdAt: z.string(),
  tenantId: z.string(),
  version: z.number().int(),
  updatedBy: z.string(),
  updatedAt: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

/** `GET filter init`: what the filter needs before the first search. */
export const customerFilterInitSchema = z.object({
  sortableFields: z.array(z.string()),
  defaultSort: z.object({ field: z.string(), direction: z.enum(['ASC', 'DESC']) }),
  totalElements: z.number().int().nonnegative(),
});
export type CustomerFilterInit = z.infer<typeof customerFilterInitSchema>;
