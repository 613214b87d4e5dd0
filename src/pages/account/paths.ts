/** Addresses of the public account pages (verification-key flows of spec section 7). */
export const ACCOUNT_PATHS = {
  activate: '/account/activate',
  forgotPassword: '/account/forgot-password',
  resetPassword: '/account/reset-password',
  verifyEmail: '/account/verify-email',
} as const;
