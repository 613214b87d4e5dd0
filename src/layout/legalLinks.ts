/** The footer's legal targets, shared by the footer and the cookie-consent bar's privacy link. */
export const TERMS_HREF = '/terms';
export const PRIVACY_HREF = '/privacy';
