import { z } from 'zod';
import { pageSchema } from './common';

/** A merchant with the fields of spec section 3. */
export const merchantSchema = z.object({
  id: z.string(),
  merchantId: z.string(),
  name: z.string(),
  merchantName: z.string(),
  merchantInfoId: z.string(),
  merchantPublicGuid: z.string(),
  enabled: z.boolean(),
  createdAt: z.string(),
  tenantId: z.string(),
  tenantName: z.string(),
  version: z.number().int(),
  updatedBy: z.string(),
  updatedAt: z.string(),
});
export type Merchant = z.infer<typeof merchantSchema>;

/** The general details a (guarded) details save sends. */
export interface MerchantDetailsChange {
  name: string;
  merchantName: string;
  merchantInfoId: string;
  enabled: boolean;
  version: number;
}

/** A note is plain text; the portal renders it as text, never as HTML. */
export const merchantNoteSchema = z.object({
  id: z.string(),
  merchantId: z.string(),
  text: z.string(),
  authorEmail: z.string(),
  createdAt: z.string(),
});
export type MerchantNote = z.infer<typeof merchantNoteSchema>;
export const merchantNotesPageSchema = pageSchema(merchantNoteSchema);

export const ipWhitelistSchema = z.object({
  entries: z.array(z.string()),
  /** The caller's own address as the platform sees it. */
  clientIp: z.string(),
  version: z.number().int().nonnegative(),
});
export type IpWhitelist = z.infer<typeof ipWhitelistSchema>;
