/**
 * The platform's answers for an account that may no longer sign in (spec section 8). A session that ends with one
 * of these sends the user to the sign-in page with it (`/login?error=ACCOUNT_DISABLED`), which says why in the
 * failure panel instead of starting a new sign-in that would fail the same way.
 */
export const ACCOUNT_BLOCK_CODES = [
  'ACCOUNT_DISABLED',
  'ACCOUNT_LOCKED',
  'ACCOUNT_EXPIRED',
] as const;
export type AccountBlockCode = (typeof ACCOUNT_BLOCK_CODES)[number];

export const asAccountBlock = (code: string | null | undefined): AccountBlockCode | null =>
  (ACCOUNT_BLOCK_CODES as readonly string[]).includes(code ?? '')
    ? (code as AccountBlockCode)
    : null;
