import { z } from 'zod';
import { systemFieldsSchema } from '../declare';
import { pageSchema } from './common';

/** What an add or an update sets: the name (2 to 100 characters, unique on the platform) and the status. */
export const tenantFieldsSchema = z.object({
  name: z.string().trim().min(2).max(100),
  enabled: z.boolean().default(true),
});

/** What the platform counts for every tenant: shown, never sent. */
export const tenantCountsSchema = z.object({
  merchantCount: z.number().int().nonnegative(),
  customerCount: z.number().int().nonnegative(),
  userCount: z.number().int().nonnegative(),
});

/** A tenant (spec section 3: merchant/tenant) as the tenants endpoints answer it. */
export const tenantSchema = tenantFieldsSchema
  .extend(systemFieldsSchema.shape)
  .extend(tenantCountsSchema.shape);
export type Tenant = z.infer<typeof tenantSchema>;

export const tenantChoicesSchema = z.object({
  tenants: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type TenantChoice = z.infer<typeof tenantChoicesSchema>['tenants'][number];

export const tenantGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  memberCount: z.number().int().nonnegative(),
  createdAt: z.string(),
});
export type TenantGroup = z.infer<typeof tenantGroupSchema>;

export const tenantUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  status: z.string(),
  roles: z.array(z.string()),
});
export type TenantUser = z.infer<typeof tenantUserSchema>;

export const tenantGroupsPageSchema = pageSchema(tenantGroupSchema);
export const tenantUsersPageSchema = pageSchema(tenantUserSchema);

export const TRANSFER_ENTITY_TYPES = ['MERCHANT', 'CUSTOMER'] as const;
export type TransferEntityType = (typeof TRANSFER_ENTITY_TYPES)[number];

export interface TransferRequest {
  entityType: TransferEntityType;
  entityId: string;
  targetTenantId: string;
}

export const transferResultSchema = z.object({
  entityType: z.enum(TRANSFER_ENTITY_TYPES),
  entityId: z.string(),
  sourceTenantId: z.string(),
  sourceTenantName: z.string(),
  targetTenantId: z.string(),
  targetTenantName: z.string(),
});
export type TransferResult = z.infer<typeof transferResultSchema>;
