/**
 * Second-factor codes computed with the mock's own TOTP module (the codes it accepts), from the demo accounts'
 * seeded base32 secrets, so the e2e suite types what an authenticator app would show.
 */
import { totpCode } from '../../../mock-server/auth/totp';
import { DEMO_ACCOUNTS } from '../../../mock-server/seed/demoAccounts';

/** The base32 TOTP secret of a demo account. */
export const demoSecretFor = (email: string): string => {
  const account = Object.values(DEMO_ACCOUNTS).find((candidate) => candidate.email === email);
  if (!account) throw new Error(`${email} is not a demo account`);
  return account.totpSecret;
};

/** The secret inside an otpauth:// URI (what the set-up QR code encodes). */
export const secretFromOtpauth = (uri: string): string => {
  const secret = new URL(uri).searchParams.get('secret');
  if (!secret) throw new Error(`no secret in ${uri}`);
  return secret;
};

/** The current code for a demo account (brief: `totpFor(email)`). */
export const totpFor = (email: string): string => totpCode(demoSecretFor(email));

/** The current code for an explicit base32 secret, e.g. one read from the set-up page. */
export const totpForSecret = (secret: string): string => totpCode(secret);
