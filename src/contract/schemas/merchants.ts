import { z } from 'zod';
import { pageSchema } from './common';

/** The merchant record itself is declared in src/contract/resources/merchants.ts. */

/** Notes: plain text up to this many characters (the platform checks the same). */
export const MERCHANT_NOTE_MAX_LENGTH = 2000;

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

/** Where a merchant's verification callbacks go (`GET/PUT merchants/:id/callback`). */
export const merchantCallbackSchema = z.object({
  url: z.string(),
  version: z.number().int().min(0),
});
export type MerchantCallback = z.infer<typeof merchantCallbackSchema>;

/** A test callback queued for the delivery runner. */
export const merchantCallbackTestSchema = z.object({ deliveryId: z.string(), url: z.string() });
