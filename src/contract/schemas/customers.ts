import { z } from 'zod';

/**
 * `GET filter init`: what the filter needs before the first search. The customer record itself is declared in
 * src/contract/resources/customers.ts.
 */
export const customerFilterInitSchema = z.object({
  sortableFields: z.array(z.string()),
  defaultSort: z.object({ field: z.string(), direction: z.enum(['ASC', 'DESC']) }),
  totalElements: z.number().int().nonnegative(),
});
export type CustomerFilterInit = z.infer<typeof customerFilterInitSchema>;
